import Testing

@testable import AppTerminal

@MainActor
@Suite(.needsValidComposition) struct DemoTests {
  @Test func theDemoRunsEveryStepAndSucceeds() {
    let run = SessionHarness(["demo"])
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(run.output.contains("  as expected: deep link rejected: invalid parameter 'orderId'"))
    #expect(!run.output.contains { $0.hasPrefix("error:") })
    let steps = run.output.filter { $0.hasPrefix("Step ") }
    #expect(steps.count == Demo.steps.count)
  }

  @Test func theDemoWalksFromAnOrderToItsProductAndBack() throws {
    let run = SessionHarness(["demo"])
    let product =
      #"Stack: orders.list > orders.detail(orderId: "A-1") > catalog.productDetail(productId: "P-100")"#
    let toProduct = try #require(run.output.firstIndex(of: product))
    let back = try #require(run.output[toProduct...].firstIndex(of: "> back"))
    #expect(run.output[back...].contains(#"Stack: orders.list > orders.detail(orderId: "A-1")"#))
    #expect(run.output.contains { $0.contains(#"intent ShowProduct(productId: "P-100") handled"#) })
  }

  @Test func theDemoCrossesFromTheCatalogToOrdersThroughAnIntent() {
    let run = SessionHarness(["demo"])
    #expect(
      run.output.contains("  event: intent ShowOrderHistory() handled: selectOwningTab orders.list")
    )
    #expect(run.output.contains("  event: tab catalog -> orders"))
  }

  @Test func theDemoDefersALinkUntilLoginAndRejectsAHostileOne() throws {
    let run = SessionHarness(["demo"])
    let deferred = try #require(
      run.output.firstIndex {
        $0.hasPrefix(#"  event: deep link deferred "myapp://orders/A-1/track""#)
      })
    let login = try #require(run.output[deferred...].firstIndex(of: "> login"))
    #expect(
      run.output[login...].contains(
        #"Stack: orders.list > orders.detail(orderId: "A-1") > orders.tracking(orderId: "A-1")"#))
    #expect(run.output.last == "Logged in: yes")
  }
}
