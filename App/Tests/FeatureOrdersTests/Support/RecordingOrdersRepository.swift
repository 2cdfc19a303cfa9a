import NavigationKitTesting

@testable import FeatureOrders

/// An orders repository over the sample store, seeded with fixed orders, that records every
/// call it receives.
struct RecordingOrdersRepository: OrdersRepository {
  /// One call to the repository.
  enum Call: Hashable, Sendable {
    case allOrders
    case order(id: String)
    case cancel(orderId: String)
    case add(productId: String, orderId: String)
    case reportProblem(orderId: String)
  }

  private let store: SampleOrdersRepository
  private let recorder = CallRecorder<Call>()

  init(orders: [Order] = OrderFixtures.all) {
    self.store = SampleOrdersRepository(orders: orders)
  }

  /// The orders now.
  var orders: [Order] { store.orders }

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

  func cancel(orderId: String) -> Bool {
    recorder.append(.cancel(orderId: orderId))
    return store.cancel(orderId: orderId)
  }

  func add(_ product: PickedProduct, toOrder id: String) -> Bool {
    recorder.append(.add(productId: product.productId, orderId: id))
    return store.add(product, toOrder: id)
  }

  func reportProblem(orderId id: String) -> Bool {
    recorder.append(.reportProblem(orderId: id))
    return store.reportProblem(orderId: id)
  }
}
