import Foundation
import NavigationKit
import Testing

/// Restoration passes the same gate: a value not of its kind, and a gated destination while
/// logged out, are dropped with everything above them and reported; stored stacks and chains
/// beyond the limits are not read at all.
@MainActor
@Suite struct RestorationAccessTests {
  static let hostile = "x\u{202E}FAKE\u{2028}"

  @Test func anInvalidValueIsDroppedWithEverythingAbove() throws {
    let (tabs, _) = try makeTabs(isLoggedIn: true)
    let snapshot = NavigationSnapshot(
      selectedTab: "alpha",
      tabs: [
        .init(
          id: "alpha", path: [Alpha.detail("1"), Alpha.detail(Self.hostile), Alpha.detail("3")],
          presentations: [.init(style: .sheet, root: Alpha.detail("4"))])
      ])

    let issues = tabs.restore(snapshot)

    #expect(tabs.navigators[0].path == [Alpha.detail("1")])
    #expect(tabs.navigators[0].presentation == nil)
    #expect(
      issues == [.dropped(scope: "alpha", position: 1, count: 2, reason: .invalidValue("id"))])
  }

  @Test func aGatedDestinationIsDroppedWhileLoggedOutAndKeptWhileLoggedIn() throws {
    let snapshot = NavigationSnapshot(
      selectedTab: "beta",
      tabs: [
        .init(id: "alpha", path: [Alpha.detail("1")]),
        .init(
          id: "beta", path: [Beta.detail("B-1")],
          presentations: [
            .init(style: .sheet, root: Beta.detail("B-2"), path: [Beta.vip("B-2")]),
            .init(style: .fullScreenCover, root: Beta.detail("B-3")),
          ]),
      ])
    let (loggedOut, recorder) = try makeTabs(isLoggedIn: false)

    let issues = loggedOut.restore(snapshot)

    #expect(loggedOut.navigators[0].path == [Alpha.detail("1")])
    #expect(loggedOut.navigators[1].path == [Beta.detail("B-1")])
    #expect(loggedOut.navigators[1].presentations.map(\.destination) == [Beta.detail("B-2")])
    #expect(loggedOut.navigators[1].presentations.first?.navigator.path == [])
    #expect(
      issues == [.dropped(scope: "beta/sheet", position: 0, count: 1, reason: .needsLogin)])
    #expect(loggedOut.access.pendingNavigation == nil)
    #expect(!recorder.events.contains { if case .navigationDeferred = $0 { true } else { false } })

    let (loggedIn, _) = try makeTabs(isLoggedIn: true)
    #expect(loggedIn.restore(snapshot) == [])
    #expect(loggedIn.snapshot == snapshot)
  }

  /// A stored snapshot of the shelf tab with `depth` destinations in its stack, or `depth`
  /// nested sheets.
  private func stored(depth: Int, sheets: Bool) throws -> Data {
    let boxes = (0..<depth).map { Shelf.box("\($0)") }
    let tab =
      sheets
      ? NavigationSnapshot.Tab(
        id: "shelf", presentations: boxes.map { .init(style: .sheet, root: $0) })
      : NavigationSnapshot.Tab(id: "shelf", path: boxes)
    return try makeCoder().encode(NavigationSnapshot(selectedTab: "shelf", tabs: [tab])).data
  }

  @Test func aStackAtTheLimitIsReadAndOneBeyondIsNot() throws {
    let coder = try makeCoder()
    let limit = NavigationSnapshot.maximumStackDepth

    #expect(coder.decode(try stored(depth: limit, sheets: false)).issues == [])
    let beyond = coder.decode(try stored(depth: limit + 1, sheets: false))
    #expect(beyond.snapshot == nil)
    #expect(beyond.issues == [.notASnapshot(reason: "a stack deeper than \(limit)")])
  }

  @Test func presentationsAtTheLimitAreReadAndOneBeyondIsNot() throws {
    let coder = try makeCoder()
    let limit = NavigationSnapshot.maximumPresentationDepth

    let atLimit = coder.decode(try stored(depth: limit, sheets: true))
    #expect(atLimit.issues == [])
    #expect(atLimit.snapshot?.tabs.first?.presentations.count == limit)
    let beyond = coder.decode(try stored(depth: limit + 1, sheets: true))
    #expect(beyond.snapshot == nil)
    #expect(
      beyond.issues == [.notASnapshot(reason: "presentations nested deeper than \(limit)")])
  }

  /// A state file of `count` nested sheets, written by hand: small enough per sheet that
  /// thousands fit under the size limit.
  private func nestedSheets(_ count: Int) -> Data {
    let sheet = #"{"style":"sheet","root":{"type":"t","value":0}}"#
    let sheets = Array(repeating: sheet, count: count).joined(separator: ",")
    return Data(
      (#"{"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","presentations":["#
        + sheets + "]}]}").utf8)
  }

  @Test(arguments: [20_000, 100_000])
  func thousandsOfNestedSheetsAreSetAsideUnread(count: Int) throws {
    let fixture = try PersistenceFixture()
    let data = nestedSheets(count)
    try fixture.writeStateFile(data)
    let tabs = try makeCodableTabs()

    let report = try fixture.persistence(of: tabs).restore()

    #expect(report.outcome == .startedEmpty)
    let reason =
      data.count > fixture.store.maximumSize
      ? "the file is larger than \(fixture.store.maximumSize) bytes"
      : "presentations nested deeper than \(NavigationSnapshot.maximumPresentationDepth)"
    #expect(report.issues == [.notASnapshot(reason: reason)])
    #expect(report.setAside != nil)
    #expect(tabs.navigators[0].presentation == nil)
  }
}
