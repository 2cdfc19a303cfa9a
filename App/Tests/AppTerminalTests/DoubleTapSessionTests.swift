import AppComposition
import NavigationKit
import Testing

@testable import AppTerminal

/// `double-tap N` taps a button twice before the screen changes: the second tap is ignored and
/// said so; and every change of the screen seen is one `showing` event.
@MainActor
@Suite(.needsValidComposition) struct DoubleTapSessionTests {
  @Test func aDoubleTapOnARowOpensTheOrderOnce() throws {
    let run = SessionHarness(["--json"], input: ["double-tap 1"])
    let lines = try run.jsonLines()
    #expect(lines[0].tabs["orders"] == [#"orders.detail(orderId: "A-3")"#])
    let text = SessionHarness([], input: ["double-tap 1"])
    #expect(
      text.output.contains(
        #"  event: orders: ignored orders.detail(orderId: "A-3"), already shown"#))
  }

  @Test func aDoubleTapOnAButtonSendingAnIntentShowsItsScreenOnce() throws {
    let run = SessionHarness(["--json"], input: ["action 1", "double-tap 1"])
    let lines = try run.jsonLines()
    #expect(run.errors.isEmpty)
    #expect(
      lines[1].tabs["orders"] == [
        #"orders.detail(orderId: "A-3")"#, #"catalog.productDetail(productId: "P-300")"#,
      ])
  }

  @Test func eachChangeOfTheScreenSeenIsOneShowingEvent() {
    let run = SessionHarness([], input: ["action 1", "back", "back"])
    #expect(
      run.output.filter { $0.contains(": showing ") } == [
        #"  event: orders: showing orders.detail(orderId: "A-3")"#,
        "  event: orders: showing orders.list",
      ])
  }

  @Test(arguments: ["double-tap", "double-tap 0", "double-tap x", "double-tap 1 2"])
  func aDoubleTapWithoutOneNumberIsAUsageError(line: String) {
    guard case .failure(.usage) = SessionCommand.parse(line) else {
      Issue.record("\(line) parsed")
      return
    }
  }
}
