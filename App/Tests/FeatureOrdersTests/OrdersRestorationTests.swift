import Foundation
import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@MainActor
@Suite struct OrdersRestorationTests {
  nonisolated static let key = "orders.OrdersDestination"

  /// Every case, with ids that are empty, long, non-ASCII or need escaping in JSON.
  nonisolated static let every: [OrdersDestination] =
    [.list]
    + ["A-1", "", "日本-ü-🚀", #"quote " and \ backslash"#, "line\nbreak\t\u{0}", "\u{2028}"]
    .flatMap { [OrdersDestination.detail(orderId: $0), .tracking(orderId: $0)] }

  private func makeCoder() throws -> NavigationSnapshotCoder {
    try NavigationSnapshotCoder(features: [OrdersFeature.module(intents: OrdersIntents())])
  }

  /// The `"type"` a snapshot of `destination` on one stack is written with.
  private func storedType(
    of destination: some NavigationDestination, by coder: NavigationSnapshotCoder
  ) throws -> String? {
    let snapshot = NavigationSnapshot(
      selectedTab: "orders", tabs: [.init(id: "orders", path: [destination.erased])])
    let (data, issues) = coder.encode(snapshot)
    #expect(issues == [])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tabs = try #require(json["tabs"] as? [[String: Any]])
    let path = try #require(tabs.first?["path"] as? [[String: Any]])
    return path.first?["type"] as? String
  }

  @Test func theKeyIsTheModuleAndTheTypeName() throws {
    #expect(try storedType(of: OrdersDestination.list, by: makeCoder()) == Self.key)
  }

  @Test func installingTheFeatureRegistersItsCodec() throws {
    let coder = try NavigationSnapshotCoder(
      features: [
        OrdersFeature.module(repository: RecordingOrdersRepository(), intents: OrdersIntents())
      ])

    #expect(try storedType(of: OrdersDestination.list, by: coder) == Self.key)
    // Its type and no other: a destination of a type no feature installed is not written.
    let stub = NavigationSnapshot(
      selectedTab: "orders",
      tabs: [.init(id: "orders", path: [Uninstalled.screen.erased])])
    #expect(
      coder.encode(stub).issues == [
        .dropped(
          scope: "orders", position: 0, count: 1,
          reason: .unregisteredType("uninstalled.Uninstalled"))
      ])
  }

  @Test(arguments: every)
  func everyCaseRoundTripsOnAStackAndPresented(destination: OrdersDestination) throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "orders",
      tabs: [
        .init(
          id: "orders", path: [destination.erased, destination.erased],
          presentations: [
            .init(style: .sheet, root: destination.erased, path: [destination.erased])
          ])
      ])

    let (data, encodeIssues) = coder.encode(snapshot)
    let (decoded, decodeIssues) = coder.decode(data)

    #expect(encodeIssues == [])
    #expect(decodeIssues == [])
    #expect(decoded == snapshot)
  }

  @Test func allCasesRoundTripOnOneStack() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "orders", tabs: [.init(id: "orders", path: Self.every.map(\.erased))])

    let (decoded, issues) = coder.decode(coder.encode(snapshot).data)

    #expect(issues == [])
    #expect(decoded == snapshot)
  }

  @Test(arguments: [
    (#"{"list":{}}"#, OrdersDestination.list),
    (#"{"detail":{"orderId":"A-1"}}"#, .detail(orderId: "A-1")),
    (#"{"tracking":{"orderId":"\u00e9\n"}}"#, .tracking(orderId: "é\n")),
  ])
  func aStoredDestinationIsRestored(value: String, expected: OrdersDestination) throws {
    let json =
      #"{"version":1,"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"#
      + #""orders.OrdersDestination","value":\#(value)}]}]}"#

    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(issues == [])
    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "orders", tabs: [.init(id: "orders", path: [expected.erased])]))
  }

  @Test(arguments: [
    #"{"detail":{"orderId":5}}"#, #"{"detail":{}}"#, #"{"refund":{"orderId":"A-1"}}"#,
    #"{"tracking":{"orderId":null}}"#, #""list""#,
  ])
  func aStoredValueOfTheWrongShapeIsDropped(value: String) throws {
    let json =
      #"{"version":1,"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"#
      + #""orders.OrdersDestination","value":{"list":{}}},{"type":"orders.OrdersDestination","#
      + #""value":\#(value)}]}]}"#

    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "orders", tabs: [.init(id: "orders", path: [OrdersDestination.list.erased])])
    )
    #expect(
      issues == [
        .dropped(scope: "orders", position: 1, count: 1, reason: .undecodableValue(Self.key))
      ])
  }
}

/// A destination of a type no feature installs.
private enum Uninstalled: NavigationDestination, Codable {
  case screen

  static let moduleName = "uninstalled"
  var access: AccessPolicy { .open }
}
