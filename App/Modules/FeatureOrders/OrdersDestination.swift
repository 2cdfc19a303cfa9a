public import NavigationKit

/// The screens of the Orders feature.
public enum OrdersDestination: NavigationDestination, Codable {
  /// Every order, newest first.
  case list
  /// One order: its items, status and what can be done with it.
  case detail(orderId: String)
  /// Where an order's shipment is.
  case tracking(orderId: String)
  /// A form to report a problem with an order's delivery, presented as a form sheet; it locks
  /// navigation, and so cannot be swiped away, until it is sent or discarded.
  case reportProblem(orderId: String)

  /// `orders`.
  public static let moduleName = "orders"

  /// Release 1.0 called tracking a shipment `shipment`; its product screen, `product`, is the
  /// Catalog feature's now, which declares that move.
  public static var changesSinceEarlierReleases: [DestinationChange<Self>] {
    [.renamed("shipment", to: "tracking")]
  }

  /// The list and an order are open to anyone; tracking a shipment and reporting a problem with
  /// it need login. Every order id is an identifier.
  public var access: AccessPolicy {
    switch self {
    case .list: .open
    case .detail(let orderId): .open(.identifier("orderId", orderId))
    case .tracking(let orderId), .reportProblem(let orderId):
      .loginRequired(.identifier("orderId", orderId))
    }
  }
}
