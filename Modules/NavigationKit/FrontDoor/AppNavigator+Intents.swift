extension AppNavigator {
  /// Sends a request through its route and awaits its outcome: the result, or cancelled when
  /// the providing screen goes away unanswered.
  ///
  /// ```swift
  /// let outcome = await app.request(intents.pickProduct, PickProduct(orderId: id))
  /// ```
  public func request<Request: NavigationRequest>(
    _ route: IntentRoute<Request>, _ request: Request
  ) async -> RequestOutcome<Request.Result> {
    await withCheckedContinuation { continuation in
      perform(route(request, outcome: { continuation.resume(returning: $0) }))
    }
  }

  /// The requests waiting for an answer, oldest first, each as it was sent.
  public var waitingRequests: [SentIntent] {
    pendingRequests.map(\.sent)
  }

  /// What ``NavigationAction/send(_:)`` does: shows where `sent` leads from `origin` and, for
  /// a request, waits for its answer. An intent needing login while logged out waits for it;
  /// a request, answered by a screen the user sees now, is cancelled instead.
  @discardableResult
  func send(_ sent: SentIntent, from origin: Navigator) -> NavigationOutcome {
    let destination = sent.destination
    switch gate.decision(for: destination) {
    case .allowed:
      break
    case .refused(_, let invalid):
      let reason = "\(UntrustedText.quoted(invalid.name)) is not a valid value of \(destination)"
      return unhandled(sent, reason: reason)
    case .needsLogin where sent.request != nil:
      return unhandled(sent, reason: "\(destination) needs login")
    case .needsLogin:
      return .waiting(
        waiting.keep(
          .intent(sent), lock: nil, origin: Origin(navigator: origin, path: origin.path)))
    }
    let position = origin.path.count
    switch sent.presentation {
    case .push where origin.current == destination, .present where origin.presents(destination):
      end(sent, answer: nil)
      return ignoreDuplicate(destination, on: origin)
    case .push:
      if let limit = origin.limitRefusal(pushing: 1) { return unhandled(sent, reason: "\(limit)") }
      origin.append(destination, transition: sent.transition)
    case .present(let style, let options):
      if let limit = origin.limitRefusalToPresent { return unhandled(sent, reason: "\(limit)") }
      origin.setPresentation(destination, as: style, options: options, transition: sent.transition)
    case .selectOwningTab:
      guard tabs.show([destination], inTabOwning: destination.moduleName) else {
        return unhandled(sent, reason: "no tab owns module '\(destination.moduleName)'")
      }
    }
    events.send(.intentHandled(sent))
    if let delivery = sent.request {
      wait(for: delivery, origin: origin, position: position, sent: sent)
    }
    return .performed
  }

  /// Reports an intent that navigated nowhere; a request's sender receives "cancelled".
  private func unhandled(_ sent: SentIntent, reason: String) -> NavigationOutcome {
    events.send(.intentUnhandled(sent, reason: reason))
    end(sent, answer: nil)
    return .unchanged(reason: reason)
  }

  /// Keeps a request waiting for its providing screen's answer, or cancels it when the
  /// screen is not where the route put it.
  private func wait(
    for delivery: RequestDelivery, origin: Navigator, position: Int, sent: SentIntent
  ) {
    let provider: PendingRequest.Provider? =
      switch sent.presentation {
      case .present: origin.presentation.map { .presented($0.navigator) }
      case .push where origin.path.count > position:
        .pushed(position: position, destination: sent.destination)
      default: nil
      }
    guard let provider else { return end(sent, answer: nil) }
    pendingRequests.append(
      PendingRequest(sent: sent, delivery: delivery, origin: origin, provider: provider))
  }

  /// Answers the innermost request whose providing screen is `navigator` or below it: its
  /// providing screen goes away, then its sender receives the result.
  func answerRequest(_ answer: RequestAnswer, from navigator: Navigator) -> NavigationOutcome {
    guard let index = pendingRequests.lastIndex(where: { contains($0, navigator) }) else {
      return unmatched(answer, "no request waits for an answer here")
    }
    let request = pendingRequests[index]
    guard request.delivery.accepts(answer) else {
      return unmatched(answer, "request \(request.sent) takes another answer")
    }
    pendingRequests.remove(at: index)
    if let origin = request.origin {
      switch request.provider {
      case .presented:
        origin.dismissPresentation()
      case .pushed(let position, _):
        origin.dismissAll()
        origin.pop(origin.path.count - position)
      }
    }
    end(request.sent, answer: answer)
    return .performed
  }

  private func unmatched(_ answer: RequestAnswer, _ reason: String) -> NavigationOutcome {
    events.send(.answerUnmatched(answer, reason: reason))
    return .unchanged(reason: reason)
  }

  /// Cancels every request whose providing screen is gone: part of settling.
  func cancelAbandonedRequests() {
    var abandoned: [PendingRequest] = []
    pendingRequests.removeAll { request in
      if isAlive(request) { return false }
      abandoned.append(request)
      return true
    }
    for request in abandoned {
      end(request.sent, answer: nil)
    }
  }

  /// Ends `sent` if it is a request: reports it and hands its sender the result of `answer`,
  /// or "cancelled" for `nil`.
  private func end(_ sent: SentIntent, answer: RequestAnswer?) {
    guard let delivery = sent.request else { return }
    events.send(
      answer == nil
        ? .requestCancelled(sent) : .requestCompleted(sent, result: delivery.describe(answer)))
    delivery.deliver(answer)
  }

  /// Whether the request's providing screen is still shown where it was.
  private func isAlive(_ request: PendingRequest) -> Bool {
    guard let origin = request.origin, tabs.tab(showing: origin) != nil else { return false }
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
    let providing =
      if case .presented(let presented) = request.provider { presented } else { origin }
    return providing.stacks.contains { $0 === navigator }
  }
}

/// A request waiting for its answer, and where its providing screen is. A class, as it never
/// changes: copying it is one reference, not its many fields.
@MainActor
final class PendingRequest {
  /// Where the providing screen is shown: presented over `origin`, or pushed on it.
  /// Indirect, so that a copy is one reference: less code wherever one is copied.
  indirect enum Provider {
    case presented(Navigator)
    case pushed(position: Int, destination: AnyDestination)
  }

  let sent: SentIntent
  let delivery: RequestDelivery
  weak var origin: Navigator?
  let provider: Provider

  init(sent: SentIntent, delivery: RequestDelivery, origin: Navigator, provider: Provider) {
    self.sent = sent
    self.delivery = delivery
    self.origin = origin
    self.provider = provider
  }
}
