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
        $0 == #"  event: orders: dismissed fullScreenCover orders.reportProblem(orderId: "A-1")"#
      })
    #expect(deferred < dismissed && dismissed < applied)
    #expect(output.contains("  event: tab orders tapped again: back to its root"))
  }
}
