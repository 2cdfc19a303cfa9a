import Foundation
import NavigationKit
import Testing

@testable import FeatureOrders

@Suite struct OrdersDestinationTests {
  nonisolated static let every: [OrdersDestination] = [
    .list, .detail(orderId: "A-1"), .tracking(orderId: "A-1"),
  ]

  @Test(arguments: every)
  func codableRoundTrip(_ destination: OrdersDestination) throws {
    let data = try JSONEncoder().encode(destination)
    #expect(try JSONDecoder().decode(OrdersDestination.self, from: data) == destination)
  }

  @Test(arguments: [
    (#"{"list":{}}"#, OrdersDestination.list),
    (#"{"detail":{"orderId":"A-1"}}"#, .detail(orderId: "A-1")),
    (#"{"tracking":{"orderId":"A-2"}}"#, .tracking(orderId: "A-2")),
  ])
  func decodesSavedJSON(_ json: String, _ expected: OrdersDestination) throws {
    let decoded = try JSONDecoder().decode(OrdersDestination.self, from: Data(json.utf8))
    #expect(decoded == expected)
  }

  @Test func unknownCaseFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(OrdersDestination.self, from: Data(#"{"refund":{}}"#.utf8))
    }
  }

  @Test(arguments: every)
  func moduleName(_ destination: OrdersDestination) {
    #expect(OrdersDestination.moduleName == "orders")
    #expect(destination.erased.moduleName == "orders")
  }

  @Test(arguments: [
    (OrdersDestination.list, "orders.list"),
    (.detail(orderId: "A-1"), #"orders.detail(orderId: "A-1")"#),
    (.tracking(orderId: "A-2"), #"orders.tracking(orderId: "A-2")"#),
  ])
  func erasedDescription(_ destination: OrdersDestination, _ expected: String) {
    #expect(AnyDestination(destination).description == expected)
  }

  @Test func erasedDestinationUnwrapsToItself() {
    let erased = OrdersDestination.tracking(orderId: "A-1").erased
    #expect(erased.as(OrdersDestination.self) == .tracking(orderId: "A-1"))
    #expect(erased != OrdersDestination.detail(orderId: "A-1").erased)
  }
}
