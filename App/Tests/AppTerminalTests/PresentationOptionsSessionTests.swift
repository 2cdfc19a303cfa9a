import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// `state` shows how each screen came in and how each sheet is shown, and `swipe-down` does
/// what a user's swipe does: dismisses the sheet, or is refused while its form is locked.
@MainActor
@Suite(.needsValidComposition) struct PresentationOptionsSessionTests {
  /// Logged in, on order A-1's tracking screen, with the problem report form open.
  static let toTheForm = ["login", "open myapp://orders/A-1/track", "action 1"]
  /// Order A-3 (still processing) open, with the product picker Orders asks for shown.
  static let toThePicker = ["action 1", "action 2"]

  @Test func aSwipeOnTheLockedFormIsRefusedAndTheFormStays() {
    let run = SessionHarness([], input: Self.toTheForm + ["swipe-down"])

    #expect(run.errors == [])
    #expect(
      run.output.contains(
        #"  event: orders: kept sheet orders.reportProblem(orderId: "A-1") the user swiped "#
          + "away: navigation locked: the problem report for order A-1 is not sent"))
    #expect(
      run.output.last { $0.hasPrefix("Sheet: ") } == #"Sheet: orders.reportProblem(orderId: "A-1")"#
    )
    #expect(run.output.contains("== Report a problem with order A-1 =="))
  }

  @Test func aSwipeOnAnUnlockedSheetDismissesIt() {
    let run = SessionHarness([], input: Self.toThePicker + ["swipe-down"])

    #expect(run.errors == [])
    #expect(
      run.output.contains(
        #"  event: orders: dismissed sheet catalog.productPicker(categoryId: nil)"#))
    #expect(run.output.contains(#"  event: request PickProduct(orderId: "A-3") cancelled"#))
  }

  @Test func aSwipeWithNothingToSwipeIsAnError() {
    let run = SessionHarness([], input: ["swipe-down", "swipe-down now"])

    #expect(
      run.errors == [
        "error: nothing to swipe down: no sheet is shown",
        "error: swipe-down takes no arguments",
      ])
  }

  @Test func theTextStateShowsOptionsTransitionsAndWhatASwipeDoes() {
    let picker = SessionHarness([], input: Self.toThePicker + ["state"])
    #expect(
      picker.output.suffix(8).contains("  sheet: catalog.productPicker(categoryId: nil)"))
    #expect(picker.output.contains("    shown with: detents: medium, large"))
    #expect(picker.output.contains("    swipe down: dismisses it"))

    let form = SessionHarness([], input: Self.toTheForm + ["state"])
    #expect(form.output.contains("    shown with: detents: large; sizing: form"))
    #expect(
      form.output.contains(
        "    swipe down: refused, navigation locked: the problem report for order A-1 is not sent"))

    // Order A-1's first product, opened from its row: it zooms out of that row.
    let zoomed = SessionHarness([], input: ["action 2", "action 2", "state"])
    #expect(
      zoomed.output.contains(
        #"  orders: orders.list > orders.detail(orderId: "A-1") > "#
          + #"catalog.productDetail(productId: "P-100") "#
          + #"(zoom from "ShowProduct(productId: \"P-100\")")"#))
  }

  @Test func theJSONStateShowsThemToo() throws {
    let run = SessionHarness(
      ["--json"], input: ["action 2", "action 2", "tab orders"] + Self.toTheForm)
    let lines = try run.jsonLines()
    #expect(run.errors == [])

    let zoomed = lines[1].state
    let transitions = try #require(zoomed["transitions"] as? [String: [Any]])
    #expect(transitions["catalog"]?.isEmpty == true)
    let orders = try #require(transitions["orders"])
    try #require(orders.count == 2)
    #expect(orders[0] is NSNull)
    let zoom = try #require(orders[1] as? JSONObject)
    #expect(zoom["style"] as? String == "zoom")
    #expect(zoom["sourceID"] as? String == #"ShowProduct(productId: "P-100")"#)

    let form = try #require(lines.last?.state["sheet"] as? JSONObject)
    #expect(form["root"] as? String == #"orders.reportProblem(orderId: "A-1")"#)
    #expect(form["transition"] is NSNull)
    #expect((form["pathTransitions"] as? [Any])?.isEmpty == true)
    let options = try #require(form["options"] as? JSONObject)
    #expect(options["detents"] as? [String] == ["large"])
    #expect(options["sizing"] as? String == "form")
    #expect(options["interactiveDismissal"] as? String == "allowed")
    #expect(
      form["swipeRefusal"] as? String
        == "navigation locked: the problem report for order A-1 is not sent")
  }
}
