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
  /// The module whose screen provides the answer.
  package let targetModule: String
  /// Where that screen is shown: pushed, or presented.
  package let presentation: Presentation
  private let destination: @Sendable (Request) -> AnyDestination
  private let result: @Sendable (RequestAnswer) -> Request.Result?
  /// How the providing screen comes in, for one request.
  private var transition: @Sendable (Request) -> ScreenTransition = { _ in .automatic }

  private init<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    _ presentation: Presentation,
    to destination: @escaping @Sendable (Request) -> Destination,
    answer: @escaping @Sendable (Answer) -> Request.Result
  ) {
    self.targetModule = Destination.moduleName
    self.presentation = presentation
    self.destination = { AnyDestination(destination($0)) }
    self.result = { ($0.value as? Answer).map(answer) }
  }

  /// A route the composition root has not written yet: every catalog property's starting
  /// value. Sending it pushes an ``IntentStubDestination`` naming the request, which a test
  /// answers with the request's own result type, or pops to cancel; an app does not start
  /// while one is left (``CompositionError`` names the property to route).
  public static var unrouted: RequestRoute {
    .push(
      { IntentStubDestination.received(intent: String(describing: $0)) },
      answer: { (result: Request.Result) in result })
  }

  /// Presents the providing screen over the stack the user sees; answering dismisses it.
  ///
  /// - Parameters:
  ///   - style: A sheet or a full-screen cover.
  ///   - options: Its detents, size and whether a swipe dismisses it; the platform's by
  ///     default.
  ///   - destination: Builds the providing screen's destination for one request.
  ///   - answer: Turns the providing module's answer into the request's result.
  /// - Returns: The route.
  public static func present<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    as style: PresentationStyle,
    options: PresentationOptions = .automatic,
    _ destination: @escaping @Sendable (Request) -> Destination,
    answer: @escaping @Sendable (Answer) -> Request.Result
  ) -> RequestRoute {
    RequestRoute(.present(style, options: options), to: destination, answer: answer)
  }

  /// This route, its providing screen coming in with the transition `transition` makes for
  /// each request, such as a zoom from the sender's view marked with the request.
  ///
  /// - Parameter transition: The transition of one request's providing screen.
  /// - Returns: The route with that transition.
  public func transition(
    _ transition: @escaping @Sendable (Request) -> ScreenTransition
  ) -> RequestRoute {
    var route = self
    route.transition = transition
    return route
  }

  /// Pushes the providing screen onto the stack the user sees; answering pops back to the
  /// sender.
  ///
  /// - Parameters:
  ///   - destination: Builds the providing screen's destination for one request.
  ///   - answer: Turns the providing module's answer into the request's result.
  /// - Returns: The route.
  public static func push<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    _ destination: @escaping @Sendable (Request) -> Destination,
    answer: @escaping @Sendable (Answer) -> Request.Result
  ) -> RequestRoute {
    RequestRoute(.push, to: destination, answer: answer)
  }

  /// The action that sends `request`: what a screen's button does.
  ///
  /// - Parameters:
  ///   - request: The request to send.
  ///   - outcome: Receives the result exactly once, on the main actor: completed, or
  ///     cancelled.
  /// - Returns: A ``NavigationAction/send(_:)`` that shows the providing screen.
  public func callAsFunction(
    _ request: Request,
    outcome: @escaping @MainActor @Sendable (RequestOutcome<Request.Result>) -> Void
  ) -> NavigationAction {
    let result = self.result
    let delivery = RequestDelivery(
      accepts: { result($0) != nil },
      deliver: { answer in
        guard let value = answer.flatMap(result) else {
          outcome(.cancelled)
          return
        }
        outcome(.completed(value))
      },
      describe: { answer in
        answer.flatMap(result).map { UntrustedText.escapingControls("\($0)") } ?? "cancelled"
      })
    return .send(
      SentIntent(
        intent: request, destination: destination(request), presentation: presentation,
        transition: transition(request), request: delivery))
  }
}

extension RequestRoute: IntentRouting {
  func info(catalog: String, property: String) -> IntentRouteInfo {
    IntentRouteInfo(
      intent: Request.typeName, catalog: catalog, property: property, targetModule: targetModule,
      presentation: presentation, isRequest: true)
  }
}

/// How a sent request's answer reaches its sender: not part of what the action is equal to.
struct RequestDelivery: Sendable {
  /// Whether the route takes an answer of this type.
  let accepts: @Sendable (RequestAnswer) -> Bool
  /// Delivers the result of an answer the route takes, or "cancelled" for `nil`.
  let deliver: @MainActor @Sendable (RequestAnswer?) -> Void
  /// The result an answer would be delivered as, for events.
  let describe: @Sendable (RequestAnswer?) -> String
}
