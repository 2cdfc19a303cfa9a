import Testing

@testable import AppTerminal

/// The demo walks the lock-and-deferred-link flow and the tab re-tap.
@MainActor
@Suite(.needsValidComposition) struct DemoFlowTests {
  @Test func theDemoDefersALinkDuringTheFormAndOpensItWhenTheFormIsDiscarded() throws {
    let run = SessionHarness(["demo"], input: [])
    #expect(run.status == 0)
    let output = run.output
    let deferred = try #require(
      output.firstIndex {
        $0.hasPrefix(
          #"  event: deep link deferred "myapp://catalog/product/P-100" while navigation is locked"#
        )
      })
    let applied = try #require(
      output.firstIndex {
        $0.hasPrefix(#"  event: deep link navigated "myapp://catalog/product/P-100""#)
      })
    let dismissed = try #require(
      output.firstIndex {
        $0 == #"  event: orders: dismissed sheet orders.reportProblem(orderId: "A-1")"#
      })
    let refused = try #require(
      output.firstIndex {
        $0
          == #"  event: orders: kept sheet orders.reportProblem(orderId: "A-1") the user swiped "#
          + "away: navigation locked: the problem report for order A-1 is not sent"
      })
    #expect(refused < deferred && deferred < dismissed && dismissed < applied)
    #expect(output.contains("  event: tab orders tapped again: back to its root"))
  }
}
