/// Where one request type leads — a screen of the module that provides answers, pushed or
/// presented — and how that module's answer becomes the request's result. The composition
/// root writes one for each request a feature declares.
///
/// ```swift
/// // In the composition root:
/// intents.pickProduct = .present(as: .sheet) { _ in
///   CatalogDestination.productPicker(categoryId: nil)
/// } answer: { (choice: ProductChoice) in
///   PickedProduct(productId: choice.productId, name: choice.name)
/// }
///
/// // In an Orders screen:
/// ScreenAction("Add an item", intents.pickProduct(PickProduct(orderId: id)) { outcome in
///   if case .completed(let product) = outcome { repository.add(product, to: id) }
/// })
/// ```
public struct RequestRoute<Request: NavigationRequest>: Sendable {
  /// Where the providing screen is and how it comes in.
  private var route: IntentRoute<Request>
  private let result: @Sendable (RequestAnswer) -> Request.Result?

  private init<Answer: Hashable & Sendable>(
    _ route: IntentRoute<Request>, answer: @escaping @Sendable (Answer) -> Request.Result
  ) {
    self.route = route
    self.result = { ($0.value as? Answer).map(answer) }
  }

  /// Every catalog property's starting value: it pushes an ``IntentStubDestination``, which a
  /// test answers with the request's own result type, or pops to cancel. An app does not start
  /// while one is left (``CompositionError`` names the property).
  public static var unrouted: RequestRoute {
    RequestRoute(.unrouted) { (result: Request.Result) in result }
  }

  /// Presents the providing screen over the stack the user sees, as ``IntentRoute`` presents;
  /// answering dismisses it. `answer` turns the providing module's answer into the result.
  public static func present<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    as style: PresentationStyle,
    options: PresentationOptions = .automatic,
    _ destination: @escaping @Sendable (Request) -> Destination,
    answer: @escaping @Sendable (Answer) -> Request.Result
  ) -> RequestRoute {
    RequestRoute(.present(as: style, options: options, destination), answer: answer)
  }

  /// Pushes the providing screen onto the stack the user sees; answering pops back to the
  /// sender.
  public static func push<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    _ destination: @escaping @Sendable (Request) -> Destination,
    answer: @escaping @Sendable (Answer) -> Request.Result
  ) -> RequestRoute {
    RequestRoute(.push(destination), answer: answer)
  }

  /// This route, its providing screen coming in with the transition `transition` makes for
  /// each request, such as a zoom from the sender's view marked with the request.
  public func transition(
    _ transition: @escaping @Sendable (Request) -> ScreenTransition
  ) -> RequestRoute {
    var route = self
    route.route = self.route.transition(transition)
    return route
  }

  /// The action that sends `request`: what a screen's button does.
  ///
  /// `outcome` receives the result exactly once, on the main actor: completed, or cancelled.
  public func callAsFunction(
    _ request: Request,
    outcome: @escaping @MainActor @Sendable (RequestOutcome<Request.Result>) -> Void
  ) -> NavigationAction {
    let result = self.result
    let delivery = RequestDelivery(
      accepts: { result($0) != nil },
      deliver: { answer in outcome(answer.flatMap(result).map { .completed($0) } ?? .cancelled) },
      describe: { answer in
        answer.flatMap(result).map { UntrustedText.escapingControls("\($0)") } ?? "cancelled"
      })
    return .send(route.sent(request, request: delivery))
  }
}

extension RequestRoute: IntentRouting {
  func info(catalog: String, property: String) -> IntentRouteInfo {
    route.info(catalog: catalog, property: property, isRequest: true)
  }
}

/// How a sent request's answer reaches its sender: not part of what the action is equal to.
struct RequestDelivery: Sendable {
  let accepts: @Sendable (RequestAnswer) -> Bool
  /// Delivers the result of an answer the route takes, or "cancelled" for `nil`.
  let deliver: @MainActor @Sendable (RequestAnswer?) -> Void
  /// The result an answer would be delivered as, for events.
  let describe: @Sendable (RequestAnswer?) -> String
}
