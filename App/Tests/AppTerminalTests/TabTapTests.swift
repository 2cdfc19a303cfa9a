import AppComposition
import NavigationKit
import Testing

@testable import AppTerminal

/// `tab NAME` is a tap on the tab bar: the selected tab goes back to its root.
@MainActor
@Suite(.needsValidComposition) struct TabTapTests {
  @Test func tabOrdersWhileOnOrdersPopsItToItsRoot() throws {
    let run = SessionHarness(
      ["--json", "--logged-in"],
      input: ["action 2", "action 1", "tab orders", "tab catalog", "tab orders"])
    let lines = try run.jsonLines()
    #expect(lines[1].tabs["orders"]?.count == 2)
    #expect(lines[2].tabs["orders"] == [])
    #expect(lines[2].selectedTab == "orders")
    #expect(lines[4].tabs["orders"] == [])
  }

  @Test func theEventSaysTheTabWentBackToItsRoot() {
    let run = SessionHarness([], input: ["action 1", "tab orders"])
    #expect(run.output.contains("  event: tab orders tapped again: back to its root"))
  }

  @Test func theTabLineShowsBadges() throws {
    let run = SessionHarness([], input: [])
    let line = try #require(run.output.first { $0.hasPrefix("Tabs: ") })
    #expect(line.hasPrefix("Tabs: [Orders (1)] Catalog"))
    let cancelled = SessionHarness(
      [], input: ["action 1", "action 3", "action 1", "back"])
    #expect(
      cancelled.output.last { $0.hasPrefix("Tabs: ") }?.hasPrefix("Tabs: [Orders] Catalog") == true)
  }
}
