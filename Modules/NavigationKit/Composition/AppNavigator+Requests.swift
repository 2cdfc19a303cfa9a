/// A request waiting for its answer, and where its providing screen is.
@MainActor
struct PendingRequest {
  /// Where the providing screen is shown.
  enum Provider {
    /// In the presentation `presented` of `origin`.
    case presented(Navigator)
    /// Pushed on `origin` at `position`.
    case pushed(position: Int, destination: AnyDestination)
  }

  let intent: String
  let delivery: RequestDelivery
  weak var origin: Navigator?
  let provider: Provider
}

extension AppNavigator {
  /// Shows where a sent intent leads and, for a request, waits for its answer.
  ///
  /// - Parameter sent: The intent and its route, from an ``IntentRoute`` or a ``RequestRoute``.
  /// - Returns: Whether and where the intent navigated; a request that could not be shown, or
  ///   leads to a screen that needs login while logged out, is cancelled at once.
  @discardableResult
  public func send(_ sent: SentIntent) -> IntentOutcome {
    if let delivery = sent.request, case .needsLogin = access.decision(for: sent.destination) {
      // A request is answered by a screen the user sees now; one that would wait for login
      // is cancelled rather than left open, and nothing is replayed for it.
      let reason = "\(sent.destination) needs login"
      events.send(.intentUnhandled(intent: sent.description, reason: reason))
      end(delivery, intent: sent.description, answer: nil)
      return .unhandled(intent: sent.description, reason: reason)
    }
    let origin = tabs.visibleNavigator
    let position = origin.path.count
    let outcome = tabs.send(sent)
    guard let delivery = sent.request else { return outcome }
    let provider: PendingRequest.Provider?
    switch (outcome, sent.presentation) {
    case (.handled, .present):
      provider = origin.presentation.map { .presented($0.navigator) }
    case (.handled, .push) where origin.path.count > position:
      provider = .pushed(position: position, destination: sent.destination)
    default:
      provider = nil
    }
    guard let provider else {
      end(delivery, intent: sent.description, answer: nil)
      return outcome
    }
    pendingRequests.append(
      PendingRequest(
        intent: sent.description, delivery: delivery, origin: origin, provider: provider))
    return outcome
  }

  /// Sends a request and waits for its outcome: what a SwiftUI view awaits.
  ///
  /// ```swift
  /// Button("Add an item") {
  ///   Task {
  ///     if case .completed(let product) = await app.request(intents.pickProduct, PickProduct(orderId: id)) { … }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - route: The request's route, from the feature's catalog.
  ///   - request: The request.
  /// - Returns: The result, or cancelled when the providing screen goes away unanswered.
  public func request<Request: NavigationRequest>(
    _ route: RequestRoute<Request>, _ request: Request
  ) async -> RequestOutcome<Request.Result> {
    await withCheckedContinuation { continuation in
      guard case .send(let sent) = route(request, outcome: { continuation.resume(returning: $0) })
      else { return }
      send(sent)
    }
  }

  /// The requests waiting for an answer: each request's description.
  public var waitingRequests: [String] {
    pendingRequests.map(\.intent)
  }

  /// Answers the innermost request whose providing screen the user sees: its providing screen
  /// goes away, then its sender receives the result.
  func answerRequest(_ answer: RequestAnswer) {
    let visible = tabs.visibleNavigator
    guard
      let index = pendingRequests.lastIndex(where: { contains($0, visible) })
    else {
      events.send(.answerUnmatched(answer, reason: "no request waits for an answer here"))
      return
    }
    let request = pendingRequests[index]
    guard request.delivery.accepts(answer) else {
      events.send(
        .answerUnmatched(answer, reason: "request \(request.intent) takes another answer"))
      return
    }
    pendingRequests.remove(at: index)
    if let origin = request.origin {
      switch request.provider {
      case .presented:
        origin.dismissPresentation()
      case .pushed(let position, _):
        origin.dismissAll()
        origin.popStack(count: origin.path.count - position)
      }
    }
    end(request.delivery, intent: request.intent, answer: answer)
  }

  /// Cancels every request whose providing screen is gone; called after every event.
  func cancelAbandonedRequests() {
    let abandoned = pendingRequests.filter { !isAlive($0) }
    guard !abandoned.isEmpty else { return }
    pendingRequests.removeAll { !isAlive($0) }
    for request in abandoned {
      end(request.delivery, intent: request.intent, answer: nil)
    }
  }

  private func end(_ delivery: RequestDelivery, intent: String, answer: RequestAnswer?) {
    if answer == nil {
      events.send(.requestCancelled(intent: intent))
    } else {
      events.send(.requestCompleted(intent: intent, result: delivery.describe(answer)))
    }
    delivery.deliver(answer)
  }

  /// Whether the request's providing screen is still shown where it was.
  private func isAlive(_ request: PendingRequest) -> Bool {
    guard let origin = request.origin, isAttached(origin) else { return false }
    switch request.provider {
    case .presented(let navigator):
      return origin.presentation?.navigator === navigator
    case .pushed(let position, let destination):
      return origin.path.count > position && origin.path[position] == destination
    }
  }

  /// Whether `navigator` is the request's providing screen's stack, or presented above it.
  private func contains(_ request: PendingRequest, _ navigator: Navigator) -> Bool {
    guard isAlive(request), let origin = request.origin else { return false }
    var current: Navigator?
    switch request.provider {
    case .presented(let presented): current = presented
    case .pushed: current = origin
    }
    while let candidate = current {
      if candidate === navigator { return true }
      current = candidate.presentation?.navigator
    }
    return false
  }

  /// Whether `navigator` is a tab's navigator or presented, at any depth, by one.
  func isAttached(_ navigator: Navigator) -> Bool {
    for root in tabs.navigators {
      var current: Navigator? = root
      while let candidate = current {
        if candidate === navigator { return true }
        current = candidate.presentation?.navigator
      }
    }
    return false
  }
}
