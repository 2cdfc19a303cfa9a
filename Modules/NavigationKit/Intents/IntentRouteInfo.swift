/// One intent a feature sends and where the composition root leads it, as validation and the
/// routes listing see it: an element of ``FeatureModule/intents``.
///
/// ```swift
/// let module = OrdersFeature.module(intents: OrdersIntents())
/// #expect(module.intents.allSatisfy { !$0.isRouted })
/// ```
public struct IntentRouteInfo: Hashable, Sendable, CustomStringConvertible {
  /// The intent's type, with its module, such as `FeatureOrders.ShowProduct`.
  public let intent: String
  /// The catalog that declares the route, such as `OrdersIntents`.
  public let catalog: String
  /// The catalog's property holding the route, such as `showProduct`.
  package let property: String
  /// The module that provides the intent's destination.
  public let targetModule: String
  /// Where the destination is shown.
  public let presentation: Presentation
  /// Whether the intent is a ``NavigationRequest``, whose sender waits for an answer.
  public let isRequest: Bool

  /// Whether the composition root has written this route: it leads anywhere but to the stub
  /// of ``IntentRoute/unrouted``.
  public var isRouted: Bool { targetModule != IntentStubDestination.moduleName }

  /// `FeatureOrders.ShowProduct → catalog (push)`.
  public var description: String {
    "\(intent) → \(targetModule) (\(presentation))"
  }
}
