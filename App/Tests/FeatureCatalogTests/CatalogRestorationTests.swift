import Foundation
import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogRestorationTests {
  nonisolated static let key = "catalog.CatalogDestination"

  /// Text that is empty, non-ASCII or needs escaping in JSON.
  nonisolated static let texts = [
    "kitchen", "", "café ☕️", "🚀👩‍👩‍👧", #"say "hi" \ bye"#, "tab\tnew\nline\r", "\u{0}\u{1F}",
    "\u{2028}\u{2029}", "\u{202E}evil", "null",
  ]

  /// Every case, with `nil` and with every text.
  nonisolated static let every: [CatalogDestination] =
    [.grid(categoryId: nil), .search(query: nil)]
    + texts.flatMap {
      [
        CatalogDestination.grid(categoryId: $0), .productDetail(productId: $0),
        .search(query: $0),
      ]
    }

  private func makeCoder() throws -> NavigationSnapshotCoder {
    try NavigationSnapshotCoder(features: [CatalogFeature.module(intents: CatalogIntents())])
  }

  /// The `"type"` a snapshot of `destination` on one stack is written with.
  private func storedType(
    of destination: some NavigationDestination, by coder: NavigationSnapshotCoder
  ) throws -> String? {
    let snapshot = NavigationSnapshot(
      selectedTab: "catalog", tabs: [.init(id: "catalog", path: [destination.erased])])
    let (data, issues) = coder.encode(snapshot)
    #expect(issues == [])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tabs = try #require(json["tabs"] as? [[String: Any]])
    let path = try #require(tabs.first?["path"] as? [[String: Any]])
    return path.first?["type"] as? String
  }

  @Test func theKeyIsTheModuleAndTheTypeName() throws {
    #expect(
      try storedType(of: CatalogDestination.grid(categoryId: nil), by: makeCoder()) == Self.key)
  }

  @Test func installingTheFeatureRegistersItsCodec() throws {
    let coder = try NavigationSnapshotCoder(
      features: [
        CatalogFeature.module(repository: RecordingCatalogRepository(), intents: CatalogIntents())
      ])

    #expect(try storedType(of: CatalogDestination.grid(categoryId: nil), by: coder) == Self.key)
    // Its type and no other: a destination of a type no feature installed is not written.
    let stub = NavigationSnapshot(
      selectedTab: "catalog",
      tabs: [.init(id: "catalog", path: [Uninstalled.screen.erased])])
    #expect(
      coder.encode(stub).issues == [
        .dropped(
          scope: "catalog", position: 0, count: 1,
          reason: .unregisteredType("uninstalled.Uninstalled"))
      ])
  }

  @Test(arguments: every)
  func everyCaseRoundTripsOnAStackAndPresented(destination: CatalogDestination) throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "catalog",
      tabs: [
        .init(
          id: "catalog", path: [destination.erased],
          presentations: [
            .init(style: .fullScreenCover, root: destination.erased, path: [destination.erased]),
            .init(style: .sheet, root: destination.erased),
          ])
      ])

    let (data, encodeIssues) = coder.encode(snapshot)
    let (decoded, decodeIssues) = coder.decode(data)

    #expect(encodeIssues == [])
    #expect(decodeIssues == [])
    #expect(decoded == snapshot)
  }

  @Test func nilAndTheTextNullStayDistinct() throws {
    let coder = try makeCoder()
    let snapshot = NavigationSnapshot(
      selectedTab: "catalog",
      tabs: [
        .init(
          id: "catalog",
          path: [
            CatalogDestination.search(query: nil).erased,
            CatalogDestination.search(query: "null").erased,
            CatalogDestination.search(query: "").erased,
          ])
      ])

    let decoded = coder.decode(coder.encode(snapshot).data).snapshot

    #expect(decoded == snapshot)
  }

  @Test(arguments: [
    (#"{"grid":{}}"#, CatalogDestination.grid(categoryId: nil)),
    (#"{"grid":{"categoryId":null}}"#, .grid(categoryId: nil)),
    (#"{"search":{"query":"\ud83d\ude80"}}"#, .search(query: "🚀")),
    (#"{"productDetail":{"productId":"P-1"}}"#, .productDetail(productId: "P-1")),
  ])
  func aStoredDestinationIsRestored(value: String, expected: CatalogDestination) throws {
    let json =
      #"{"version":1,"selectedTab":"catalog","tabs":[{"id":"catalog","path":[{"type":"#
      + #""catalog.CatalogDestination","value":\#(value)}]}]}"#

    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(issues == [])
    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "catalog", tabs: [.init(id: "catalog", path: [expected.erased])]))
  }

  @Test(arguments: [
    #"{"productDetail":{"productId":5}}"#, #"{"productDetail":{}}"#,
    #"{"search":{"query":["a"]}}"#, #"{"cart":{}}"#,
  ])
  func aStoredValueOfTheWrongShapeIsDropped(value: String) throws {
    let json =
      #"{"version":1,"selectedTab":"catalog","tabs":[{"id":"catalog","path":[{"type":"#
      + #""catalog.CatalogDestination","value":\#(value)}],"presentations":[{"style":"sheet","#
      + #""root":{"type":"catalog.CatalogDestination","value":{"search":{}}},"path":[]}]}]}"#

    let (snapshot, issues) = try makeCoder().decode(Data(json.utf8))

    #expect(
      snapshot == NavigationSnapshot(selectedTab: "catalog", tabs: [.init(id: "catalog")]))
    #expect(
      issues == [
        .dropped(scope: "catalog", position: 0, count: 1, reason: .undecodableValue(Self.key))
      ])
  }
}

/// A destination of a type no feature installs.
private enum Uninstalled: NavigationDestination, Codable {
  case screen

  static let moduleName = "uninstalled"
  var access: AccessPolicy { .open }
}
