@testable import FeatureOrders

/// Destinations that together reach every Orders screen, route and intent of the sample
/// orders, for `FeatureCheck`.
enum OrdersSamples {
  static let destinations: [OrdersDestination] = [
    .list,
    .detail(orderId: "A-1"),
    .detail(orderId: "A-3"),
    .detail(orderId: "missing"),
    .tracking(orderId: "A-1"),
    .reportProblem(orderId: "A-1"),
  ]
}
