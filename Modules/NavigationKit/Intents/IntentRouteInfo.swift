/// One intent a feature sends and where the composition root leads it, as validation and the
/// routes listing see it.
public struct IntentRouteInfo: Hashable, Sendable, CustomStringConvertible {
  /// The intent's type, with its module, such as `FeatureOrders.ShowProduct`.
  public let intent: String
  /// The module that provides the intent's destination.
  public let targetModule: String
  /// Where the destination is shown.
  public let presentation: IntentPresentation

  /// `FeatureOrders.ShowProduct → catalog (push)`.
  public var description: String {
    "\(intent) → \(targetModule) (\(presentation))"
  }
}
