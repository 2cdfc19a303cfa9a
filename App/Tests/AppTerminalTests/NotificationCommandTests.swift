import Foundation
import Testing

@testable import AppTerminal

/// `App notification`, `App activity TYPE`, `App widget` and their session commands: a tapped
/// notification, a Handoff or Spotlight activity and a widget's link, through the same door as
/// links.
@MainActor
@Suite(.needsValidComposition) struct NotificationCommandTests {
  private static let track = [
    #"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#,
  ]

  @Test(arguments: [
    (
      ["notification", "order-shipped", "orderId=A-1"],
      EntryRequest.notification("order-shipped", ["orderId": "A-1"])
    ),
    (["notification", "quiet"], .notification("quiet", [:])),
    (["activity", "t", "a=b=c", "e="], .userActivity("t", ["a": "b=c", "e": ""])),
    (["activity", "com.example.myapp.order"], .userActivity("com.example.myapp.order", [:])),
    (
      ["activity", "https://myapp.example.com/orders/A-1"],
      .activity("https://myapp.example.com/orders/A-1")
    ),
    (["widget", "myapp://orders/A-1"], .widget("myapp://orders/A-1")),
  ])
  func entryArgumentsParse(arguments: [String], request: EntryRequest) {
    #expect(Invocation.parse(arguments) == .success(.entry(request, json: false, loggedIn: false)))
  }

  @Test(arguments: [
    (["notification"], "notification needs a CATEGORY, then KEY=VALUE words"),
    (
      ["notification", "c", "orderId"],
      #""orderId" is not KEY=VALUE; notification needs a CATEGORY, then KEY=VALUE words"#
    ),
    (
      ["activity", "t", "=v"],
      #""=v" is not KEY=VALUE; activity needs a URL, or a TYPE, then KEY=VALUE words"#
    ),
    (
      ["notification", "c", "k=1", "k=2"],
      #""k" is given twice; notification needs a CATEGORY, then KEY=VALUE words"#
    ),
    (["widget"], "widget needs exactly one URL"),
    (["widget", "a", "b"], "widget needs exactly one URL"),
  ])
  func malformedEntryArgumentsAreUsageErrors(arguments: [String], message: String) {
    #expect(Invocation.parse(arguments) == .failure(UsageError(message)))
  }

  @Test func aShippedOrdersNotificationShowsTheOrderBeneathItsTracking() throws {
    let run = SessionHarness([
      "notification", "--json", "--logged-in", "order-shipped", "orderId=A-1",
    ])

    #expect(run.status == 0)
    let line = try #require(try run.jsonLines().only)
    #expect(line["outcome"] as? String == "navigated")
    #expect(line["url"] as? String == "myapp://orders/A-1/track")
    #expect(line.tabs == AppShape.tabs(with: ["orders": Self.track]))
  }

  @Test func aShippedOrdersNotificationWaitsForLoginInTheSession() throws {
    let run = SessionHarness(
      ["--json"], input: ["notification order-shipped orderId=A-1", "login"])

    let lines = try run.jsonLines()
    #expect(run.errors.isEmpty)
    #expect(lines[0].state["pendingDeepLink"] as? String == "myapp://orders/A-1/track")
    #expect(lines[1].tabs == AppShape.tabs(with: ["orders": Self.track]))
  }

  @Test func aSpotlightResultAndAWidgetsLinkOpenInTheSession() throws {
    let run = SessionHarness(
      ["--json"],
      input: [
        "activity com.apple.corespotlightitem kCSSearchableItemActivityIdentifier=product-P-1",
        "widget myapp://orders/A-2",
        "activity com.example.myapp.order orderId=A-3",
      ])

    let lines = try run.jsonLines()
    #expect(run.errors.isEmpty)
    #expect(lines[0].tabs["catalog"] == [#"catalog.productDetail(productId: "P-1")"#])
    #expect(lines[1].tabs["orders"] == [#"orders.detail(orderId: "A-2")"#])
    #expect(lines[2].tabs["orders"] == [#"orders.detail(orderId: "A-3")"#])
  }

  @Test(arguments: [
    (
      ["notification", "order-shipped", "orderId=A\u{1B}[31m"],
      #"the payload's entry "orderId" holds a control, format or separator character"#
    ),
    (["notification", "order-shipped", "orderId=../A-1"], #""orderId" is not a valid value of"#),
    (
      ["notification", "order-cancelled", "orderId=A-1"],
      #"no feature opens notification category "order-cancelled""#
    ),
    (
      ["notification", "order-shipped", "type=OrdersDestination.tracking"],
      #"module 'orders' found no screen in the payload of notification category "order-shipped""#
    ),
    (
      ["activity", "com.example.unknown", "orderId=A-1"],
      #"no feature opens activity type "com.example.unknown""#
    ),
    (["widget", "myapp://orders/A-1/../etc"], "rejected"),
  ])
  func aHostileEntryPrintsItsReasonAndExitsWithOne(arguments: [String], reason: String) throws {
    let run = SessionHarness(arguments)

    #expect(run.status == 1)
    #expect(run.output.first?.contains(reason) == true)
    #expect(run.output.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B } })
  }

  @Test func aRejectedNotificationIsAnErrorInTheSessionAndChangesNothing() throws {
    let run = SessionHarness(["--json"], input: ["notification order-shipped orderId=A/1"])

    #expect(run.errors.first?.hasPrefix("error: notification rejected: ") == true)
    #expect(try run.jsonLines().only?.tabs == AppShape.tabs())
  }

  @Test(arguments: [
    (
      "notification order-shipped orderId=A-1",
      SessionCommand.notification(category: "order-shipped", payload: ["orderId": "A-1"])
    ),
    ("activity t k=v", .userActivity(type: "t", userInfo: ["k": "v"])),
    ("activity https://x.example/y", .activity("https://x.example/y")),
    ("WIDGET myapp://orders", .widget("myapp://orders")),
  ])
  func sessionCommandsParse(line: String, expected: SessionCommand) {
    #expect(SessionCommand.parse(line) == .success(expected))
  }

  @Test(arguments: [
    "notification", "notification c k", "activity", "widget", "widget a b",
    "notification c k=1 k=2",
  ])
  func malformedSessionCommandsAreUsageErrors(line: String) {
    guard case .failure(.usage) = SessionCommand.parse(line) else {
      Issue.record("\(line) parsed as a command")
      return
    }
  }
}
