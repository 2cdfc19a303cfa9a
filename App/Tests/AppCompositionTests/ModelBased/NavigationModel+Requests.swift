import NavigationKit

/// Requests for a result across modules, as the model keeps them: Orders asks for a product
/// (`PickProduct`), the composition root presents Catalog's picker, and the picker's answer
/// dismisses it and completes the request; a request whose providing screen goes away is
/// cancelled when the app settles.
extension NavigationModel {
  /// A request waiting for its answer: what the app lists it as, the stack it was sent on, and
  /// where its providing screen is.
  struct ModelRequest {
    enum Provider {
      /// The presentation `serial` made over the origin stack.
      case presented(serial: Int)
      /// Pushed on the origin stack at `position`.
      case pushed(position: Int, destination: AnyDestination)
    }

    let intent: String
    let tab: Int
    let originSerial: Int
    let provider: Provider
  }

  /// What a screen's request does: it navigates as an intent does and then waits for its
  /// answer; one whose destination would wait for login is cancelled instead, and so is one
  /// whose providing screen is not where its route put it.
  mutating func sendRequest(_ sent: SentIntent) {
    guard admits(sent.destination) else { return }
    let tab = state.selected
    let origin = state.visible
    let levels = state.tabs[tab].count
    send(sent)
    let provider: ModelRequest.Provider?
    switch sent.presentation {
    case .present:
      provider = state.tabs[tab].count > levels ? .presented(serial: state.visible.serial) : nil
    case .push where state.visible.path.count > origin.path.count:
      provider = .pushed(position: origin.path.count, destination: sent.destination)
    default:
      provider = nil
    }
    guard let provider else { return }
    pendingRequests.append(
      ModelRequest(
        intent: sent.description, tab: tab, originSerial: origin.serial, provider: provider))
  }

  /// What a screen's answer does: the innermost request whose providing screen is the visible
  /// stack or below it takes it; its providing screen goes away. With none, nothing changes.
  mutating func answer() {
    // Every stack of the selected tab is at or below the visible one.
    guard
      let index = pendingRequests.lastIndex(where: { $0.tab == state.selected && isAlive($0) })
    else { return }
    let request = pendingRequests.remove(at: index)
    guard let level = originLevel(of: request) else { return }
    switch request.provider {
    case .presented:
      state.tabs[request.tab].removeSubrange((level + 1)...)
    case .pushed(let position, _):
      state.tabs[request.tab].removeSubrange((level + 1)...)
      state.tabs[request.tab][level].dialog = nil
      state.tabs[request.tab][level].path.removeSubrange(position...)
    }
  }

  /// The descriptions of the requests waiting, oldest first, as the app lists them.
  var waitingRequests: [String] { pendingRequests.map(\.intent) }

  /// Cancels every request whose providing screen is gone: part of settling.
  mutating func cancelAbandonedRequests() {
    let alive = pendingRequests.filter { isAlive($0) }
    pendingRequests = alive
  }

  /// The level of the request's origin stack, while it is shown.
  private func originLevel(of request: ModelRequest) -> Int? {
    state.tabs[request.tab].firstIndex { $0.serial == request.originSerial }
  }

  /// Whether the request's providing screen is still shown where it was.
  private func isAlive(_ request: ModelRequest) -> Bool {
    guard let level = originLevel(of: request) else { return false }
    switch request.provider {
    case .presented(let serial):
      return level + 1 < state.tabs[request.tab].count
        && state.tabs[request.tab][level + 1].serial == serial
    case .pushed(let position, let destination):
      let path = state.tabs[request.tab][level].path
      return path.count > position && path[position] == destination
    }
  }
}
