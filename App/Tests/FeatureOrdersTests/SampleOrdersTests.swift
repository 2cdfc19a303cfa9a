import NavigationKit
import Testing

@testable import FeatureOrders

@Suite struct SampleOrdersTests {
  nonisolated static let orders = SampleOrdersRepository.sampleOrders

  @Test(arguments: orders)
  func idsAreValidResourceIdentifiers(_ order: Order) {
    #expect(ResourceIdentifier.isValid(order.id))
    for item in order.items {
      #expect(ResourceIdentifier.isValid(item.productId), "product id of \(order.id)")
    }
  }

  @Test func idsAreUnique() {
    #expect(Set(Self.orders.map(\.id)).count == Self.orders.count)
  }

  @Test func newestFirst() {
    let dates = Self.orders.map(\.placedOn)
    #expect(dates == dates.sorted(by: >))
  }

  @Test func oneOrderPerStatus() {
    #expect(Self.orders.map(\.status) == [.processing, .shipped, .delivered])
  }

  @Test(arguments: orders)
  func shipmentMatchesStatus(_ order: Order) {
    #expect((order.shipment != nil) == (order.status != .processing))
    #expect(order.shipment?.checkpoints.isEmpty != true)
  }

  @Test(arguments: orders)
  func everyOrderHasItems(_ order: Order) {
    #expect(!order.items.isEmpty)
    #expect(order.items.allSatisfy { $0.quantity > 0 && !$0.name.isEmpty })
  }

  @Test func repositoryFindsEachOrderById() {
    let repository = SampleOrdersRepository()
    #expect(repository.allOrders() == Self.orders)
    for order in Self.orders {
      #expect(repository.order(id: order.id) == order)
    }
    #expect(repository.order(id: "A-9") == nil)
  }
}
