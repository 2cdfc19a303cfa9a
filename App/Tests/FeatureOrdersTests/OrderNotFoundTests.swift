import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@Suite struct OrderNotFoundTests {
  /// The two screens that look an order up by id.
  enum Lookup: String, CaseIterable, Sendable {
    case detail
    case tracking

    func screen(_ orderId: String, in factory: OrdersScreenFactory) -> any ScreenModel {
      switch self {
      case .detail: factory.makeDetail(orderId)
      case .tracking: factory.makeTracking(orderId)
      }
    }
  }

  /// Invalid ids and how the screen shows them: escaped, quoted, and cut after 64 characters.
  nonisolated static let invalidIds: [(id: String, shown: String)] = [
    ("../etc", #""../etc""#), ("", #""""#), ("é", #""é""#), ("A 1", #""A 1""#),
    ("A-1/", #""A-1/""#), ("A-1\n", #""A-1\n""#), ("A-1\u{0}", #""A-1\0""#),
    (String(repeating: "A", count: 65), "\"" + String(repeating: "A", count: 64) + "\"…"),
  ]

  @Test(arguments: Lookup.allCases)
  func unknownIdIsLookedUpAndNotFound(_ lookup: Lookup) throws {
    let repository = RecordingOrdersRepository()
    let screen = lookup.screen("B-9", in: .live(repository: repository, intents: OrdersIntents()))

    try expectNotFound(screen, orderId: "B-9", line: #"No order has the id "B-9"."#)
    #expect(repository.calls == [.order(id: "B-9")])
  }

  @Test(arguments: invalidIds, Lookup.allCases)
  func invalidIdNeverReachesTheRepository(_ invalid: (id: String, shown: String), _ lookup: Lookup)
    throws
  {
    let (orderId, shown) = invalid
    let repository = RecordingOrdersRepository()
    let screen = lookup.screen(orderId, in: .live(repository: repository, intents: OrdersIntents()))

    try expectNotFound(screen, orderId: orderId, line: "\(shown) is not a valid order id.")
    #expect(repository.calls.isEmpty)
  }

  @Test(arguments: Lookup.allCases)
  func longestValidIdReachesTheRepository(_ lookup: Lookup) throws {
    let orderId = String(repeating: "A", count: 64)  // the longest id allowed
    let repository = RecordingOrdersRepository()
    let screen = lookup.screen(orderId, in: .live(repository: repository, intents: OrdersIntents()))

    try expectNotFound(screen, orderId: orderId, line: "No order has the id \"\(orderId)\".")
    #expect(repository.calls == [.order(id: orderId)])
  }

  @Test func unknownSampleOrderIsNotFound() throws {
    let screen = OrdersScreenFactory.live(
      repository: SampleOrdersRepository(), intents: OrdersIntents()
    )
    .makeDetail("A-4")
    try expectNotFound(screen, orderId: "A-4", line: #"No order has the id "A-4"."#)
  }

  @Test func invalidIdIsShownOnOneLine() {
    let screen = OrderNotFoundScreen(orderId: "X\nStatus: delivered")
    #expect(screen.lines.allSatisfy { !$0.contains("\n") })
  }

  private func expectNotFound(
    _ screen: any ScreenModel, orderId: String, line: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let notFound = try #require(screen as? OrderNotFoundScreen, sourceLocation: sourceLocation)
    #expect(notFound.orderId == orderId, sourceLocation: sourceLocation)
    #expect(notFound.title == "Order not found", sourceLocation: sourceLocation)
    #expect(notFound.lines == [line], sourceLocation: sourceLocation)
    #expect(
      notFound.actions == [ScreenAction("All orders", .popToRoot)], sourceLocation: sourceLocation)
  }
}
