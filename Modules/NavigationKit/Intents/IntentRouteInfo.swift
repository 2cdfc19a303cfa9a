/// One intent a feature sends and where the composition root leads it, as validation and the
/// routes listing see it.
package struct IntentRouteInfo: Hashable, Sendable, CustomStringConvertible {
  /// The intent's type, with its module, such as `FeatureOrders.ShowProduct`.
  package let intent: String
  /// The catalog that declares the route, such as `OrdersIntents`.
  package let catalog: String
  /// The catalog's property holding the route, such as `showProduct`.
  package let property: String
  /// The module that provides the intent's destination.
  package let targetModule: String
  /// Where the destination is shown.
  package let presentation: Presentation
  /// Whether the intent is a ``NavigationRequest``, whose sender waits for an answer.
  package let isRequest: Bool

  /// Whether the composition root has written this route: it leads anywhere but to an
  /// ``IntentStubDestination``.
  package var isRouted: Bool { targetModule != IntentStubDestination.moduleName }

  /// `FeatureOrders.ShowProduct → catalog (push)`.
  package var description: String {
    "\(intent) → \(targetModule) (\(presentation))"
  }
}
