/// A request's route: where its providing screen is — a screen of the module that provides
/// answers, pushed or presented — and how that module's answer becomes the request's result.
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
extension IntentRoute where Intent: NavigationRequest {
  private init<Answer: Hashable & Sendable>(
    _ route: IntentRoute, answer: @escaping @Sendable (Answer) -> Intent.Result
  ) {
    self = route
    self.result = { ($0.value as? Answer).map(answer) }
  }

  /// Presents the providing screen over the stack the user sees, as
  /// ``present(as:options:_:)`` presents; answering dismisses it. `answer` turns the providing
  /// module's answer into the result.
  public static func present<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    as style: PresentationStyle,
    options: PresentationOptions = .automatic,
    _ destination: @escaping @Sendable (Intent) -> Destination,
    answer: @escaping @Sendable (Answer) -> Intent.Result
  ) -> IntentRoute {
    IntentRoute(.present(as: style, options: options, destination), answer: answer)
  }

  /// Pushes the providing screen onto the stack the user sees; answering pops back to the
  /// sender. `answer` turns the providing module's answer into the result.
  public static func push<Destination: NavigationDestination, Answer: Hashable & Sendable>(
    _ destination: @escaping @Sendable (Intent) -> Destination,
    answer: @escaping @Sendable (Answer) -> Intent.Result
  ) -> IntentRoute {
    IntentRoute(.push(destination), answer: answer)
  }

  /// The action that sends `request`: what a screen's button does.
  ///
  /// `outcome` receives the result exactly once, on the main actor: completed, or cancelled.
  public func callAsFunction(
    _ request: Intent,
    outcome: @escaping @MainActor @Sendable (RequestOutcome<Intent.Result>) -> Void
  ) -> NavigationAction {
    .send(sent(request, request: delivery(Intent.self, outcome: outcome)))
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
