/// Where one intent type leads: a destination of the module that provides it, and how it is
/// shown. The composition root writes one for each intent a feature declares.
///
/// Calling a route with an intent gives the ``NavigationAction`` that shows the destination. A
/// feature receives its routes in its ``IntentCatalog``, so its screens send only the intents
/// it declares, and validation checks that each has somewhere to go.
///
/// ```swift
/// // In the composition root, which imports both features:
/// intents.showProduct = .push { CatalogDestination.productDetail(productId: $0.productId) }
///   .transition { .zoom(sourceID: TransitionSourceID($0)) }
///
/// // In an Orders screen, which imports neither Catalog nor the composition root:
/// ScreenAction("View product", intents.showProduct(ShowProduct(productId: "P-100")))
/// ```
///
/// A route of a ``NavigationRequest`` also turns the providing module's answer into the
/// request's result: see ``push(_:answer:)`` and ``present(as:options:_:answer:)``.
public struct IntentRoute<Intent: NavigationIntent>: Sendable {
  package let targetModule: String
  package let presentation: Presentation
  private let destination: @Sendable (Intent) -> AnyDestination
  private var transition: @Sendable (Intent) -> ScreenTransition = { _ in .automatic }
  /// For a request: the providing module's answer as the request's result, `nil` for an answer
  /// the route does not take. Without a conversion the answer is the result itself.
  var result: @Sendable (RequestAnswer) -> (any Hashable & Sendable)? = { $0.value }

  init<Destination: NavigationDestination>(
    _ presentation: Presentation, to destination: @escaping @Sendable (Intent) -> Destination
  ) {
    self.targetModule = Destination.moduleName
    self.presentation = presentation
    self.destination = { AnyDestination(destination($0)) }
  }

  /// Leads every intent to one fixed destination, such as the root of the app's first tab.
  public init(always destination: AnyDestination, as presentation: Presentation) {
    self.targetModule = destination.moduleName
    self.presentation = presentation
    self.destination = { _ in destination }
  }

  /// Every catalog property's starting value: it pushes a stub destination of the module
  /// `intent-stubs` naming the intent, for tests and previews, which a test answers, for a
  /// request, with the request's own result type, or pops to cancel. An app does not start
  /// while one is left (``CompositionError`` names the property).
  public static var unrouted: IntentRoute {
    IntentRoute(.push) { IntentStubDestination.received(intent: String(describing: $0)) }
  }

  /// Pushes the destination onto the stack the user sees, so "back" returns to the sender.
  public static func push<Destination: NavigationDestination>(
    _ destination: @escaping @Sendable (Intent) -> Destination
  ) -> IntentRoute {
    IntentRoute(.push, to: destination)
  }

  /// Presents the destination over the stack the user sees, as a sheet or a full-screen cover
  /// with `options` (detents, size, whether a swipe dismisses it; the platform's by default).
  public static func present<Destination: NavigationDestination>(
    as style: PresentationStyle,
    options: PresentationOptions = .automatic,
    _ destination: @escaping @Sendable (Intent) -> Destination
  ) -> IntentRoute {
    IntentRoute(.present(style, options: options), to: destination)
  }

  /// Shows the destination in the tab that owns its module, as the only screen above the
  /// tab's root.
  public static func selectOwningTab<Destination: NavigationDestination>(
    _ destination: @escaping @Sendable (Intent) -> Destination
  ) -> IntentRoute {
    IntentRoute(.selectOwningTab, to: destination)
  }

  /// This route, its destination coming in with the transition `transition` makes for each
  /// intent, such as a zoom from the sender's view marked with the intent.
  public func transition(
    _ transition: @escaping @Sendable (Intent) -> ScreenTransition
  ) -> IntentRoute {
    var route = self
    route.transition = transition
    return route
  }

  /// The action that sends `intent`: what a screen's button does.
  ///
  /// A request sent this way still waits for its answer, which closes the providing screen,
  /// and ignores the result; ``callAsFunction(_:outcome:)`` receives it.
  public func callAsFunction(_ intent: Intent) -> NavigationAction {
    .send(sent(intent, request: (intent as? any NavigationRequest).map { ignoringOutcome($0) }))
  }

  /// `intent` on its way to this route's destination; a request's answer reaches `request`.
  func sent(_ intent: Intent, request: RequestDelivery? = nil) -> SentIntent {
    SentIntent(
      intent: intent, destination: destination(intent), presentation: presentation,
      transition: transition(intent), request: request)
  }

  /// How the answer to a request of type `Request` sent through this route reaches `outcome`.
  func delivery<Request: NavigationRequest>(
    _: Request.Type,
    outcome: @escaping @MainActor @Sendable (RequestOutcome<Request.Result>) -> Void
  ) -> RequestDelivery {
    let convert = self.result
    let result: @Sendable (RequestAnswer) -> Request.Result? = { convert($0) as? Request.Result }
    return RequestDelivery(
      accepts: { result($0) != nil },
      deliver: { answer in outcome(answer.flatMap(result).map { .completed($0) } ?? .cancelled) },
      describe: { answer in
        answer.flatMap(result).map { UntrustedText.escapingControls("\($0)") } ?? "cancelled"
      })
  }

  private func ignoringOutcome<Request: NavigationRequest>(_: Request) -> RequestDelivery {
    delivery(Request.self, outcome: { _ in })
  }
}

/// What the composition root knows of a route without its intent type: for validation.
protocol IntentRouting: Sendable {
  /// The route as validation sees it, kept in `property` of `catalog`.
  func info(catalog: String, property: String) -> IntentRouteInfo
}

extension IntentRoute: IntentRouting {
  func info(catalog: String, property: String) -> IntentRouteInfo {
    IntentRouteInfo(
      intent: Intent.typeName, catalog: catalog, property: property, targetModule: targetModule,
      presentation: presentation, isRequest: Intent.self is any NavigationRequest.Type)
  }
}
