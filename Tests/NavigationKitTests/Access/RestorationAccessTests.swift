import Foundation
import Testing

@testable import NavigationKit

/// Restoration passes the same gate: a value not of its kind, and a gated destination while
/// logged out, are dropped with everything above them and reported; stored stacks and chains
/// beyond the limits are not read at all.
@MainActor
@Suite struct RestorationAccessTests {
  static let hostile = "x\u{202E}FAKE\u{2028}"

  @Test func anInvalidValueIsDroppedWithEverythingAbove() throws {
    let (app, _) = try makeApp(isLoggedIn: true)
    let tabs = app.tabs
    let snapshot = NavigationSnapshot(
      selectedTab: "alpha",
      tabs: [
        .init(
          id: "alpha", path: [Alpha.detail("1"), Alpha.detail(Self.hostile), Alpha.detail("3")],
          presentations: [.init(style: .sheet, root: Alpha.detail("4"))])
      ])

    let issues = app.restore(snapshot)

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
    let (loggedOut, recorder) = try makeApp(isLoggedIn: false)

    let issues = loggedOut.restore(snapshot)

    #expect(loggedOut.tabs.navigators[0].path == [Alpha.detail("1")])
    #expect(loggedOut.tabs.navigators[1].path == [Beta.detail("B-1")])
    #expect(loggedOut.tabs.navigators[1].presentations.map(\.destination) == [Beta.detail("B-2")])
    #expect(loggedOut.tabs.navigators[1].presentations.first?.navigator.path == [])
    #expect(
      issues == [.dropped(scope: "beta/sheet", position: 0, count: 1, reason: .needsLogin)])
    #expect(loggedOut.waitingForLogin == nil)
    #expect(!recorder.events.contains { if case .navigationDeferred = $0 { true } else { false } })

    let (loggedIn, _) = try makeApp(isLoggedIn: true)
    #expect(loggedIn.restore(snapshot) == [])
    #expect(loggedIn.snapshot == snapshot)
  }

  /// A stored snapshot of the shelf tab with `depth` destinations in its stack, or `depth`
  /// nested sheets, written by hand: the coder never writes one beyond the limits.
  private func stored(depth: Int, sheets: Bool) throws -> Data {
    let boxes = (0..<depth).map { StoredJSON.box("\($0)") }
    let tab =
      sheets
      ? StoredJSON.tab(
        "shelf", presentations: boxes.map { StoredJSON.presentation("sheet", root: $0) })
      : StoredJSON.tab("shelf", path: boxes)
    return StoredJSON.document(tabs: [tab])
  }

  @Test func aStackAtTheLimitIsReadAndOneBeyondIsNot() throws {
    let coder = try makeCoder()
    let limit = NavigationLimit.stackDepth.maximum

    #expect(coder.decode(try stored(depth: limit, sheets: false)).issues == [])
    let beyond = coder.decode(try stored(depth: limit + 1, sheets: false))
    #expect(beyond.snapshot == nil)
    #expect(beyond.issues == [.notASnapshot(reason: "a stack deeper than \(limit)")])
  }

  @Test func presentationsAtTheLimitAreReadAndOneBeyondIsNot() throws {
    let coder = try makeCoder()
    let limit = NavigationLimit.presentationDepth.maximum

    let atLimit = coder.decode(try stored(depth: limit, sheets: true))
    #expect(atLimit.issues == [])
    #expect(atLimit.snapshot?.tabs.first?.presentations.count == limit)
    let beyond = coder.decode(try stored(depth: limit + 1, sheets: true))
    #expect(beyond.snapshot == nil)
    #expect(
      beyond.issues == [.notASnapshot(reason: "presentations nested deeper than \(limit)")])
  }
}
