import NavigationKitTesting

@testable import FeatureOrders

/// An orders repository over fixed orders that records every call it receives.
struct RecordingOrdersRepository: OrdersRepository {
  /// One call to the repository.
  enum Call: Hashable, Sendable {
    case allOrders
    case order(id: String)
  }

  let orders: [Order]
  private let recorder = CallRecorder<Call>()

  init(orders: [Order] = OrderFixtures.all) {
    self.orders = orders
  }

  /// The calls received so far, in order.
  var calls: [Call] { recorder.values }

  func allOrders() -> [Order] {
    recorder.append(.allOrders)
    return orders
  }

  func order(id: String) -> Order? {
    recorder.append(.order(id: id))
    return orders.first { $0.id == id }
  }
}
