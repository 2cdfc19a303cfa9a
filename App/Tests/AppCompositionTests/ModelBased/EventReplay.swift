import NavigationKit

/// Replays navigation events on a state: if the events describe exactly the changes an
/// operation made, replaying them on the state before gives the state after.
enum EventReplay {
  struct Mismatch: Error, CustomStringConvertible {
    let event: NavigationEvent
    let problem: String
    var description: String { "event \(event): \(problem)" }
  }

  static func apply(_ event: NavigationEvent, to state: inout ModelState) throws(Mismatch) {
    func level(_ scope: NavigationScope) throws(Mismatch) -> (tab: Int, level: Int) {
      guard let place = state.level(ofScope: scope), place.level < state.tabs[place.tab].count
      else { throw Mismatch(event: event, problem: "names no level shown") }
      return place
    }
    switch event {
    case .pushed(let destinations, let scope):
      let (tab, index) = try level(scope)
      state.tabs[tab][index].path += destinations
    case .popped(let destinations, let scope):
      let (tab, index) = try level(scope)
      let path = state.tabs[tab][index].path
      guard destinations.count <= path.count,
        path.suffix(destinations.count).reversed() == destinations
      else { throw Mismatch(event: event, problem: "pops what is not on top of \(path)") }
      state.tabs[tab][index].path.removeLast(destinations.count)
    case .pathReplaced(let from, let to, let scope):
      let (tab, index) = try level(scope)
      guard state.tabs[tab][index].path == from else {
        throw Mismatch(event: event, problem: "replaces \(state.tabs[tab][index].path)")
      }
      state.tabs[tab][index].path = to
    case .presented(let destination, let style, let scope):
      let (tab, index) = try level(scope)
      guard state.tabs[tab].count == index + 1 else {
        throw Mismatch(event: event, problem: "presents over a presentation")
      }
      state.tabs[tab].append(ModelLevel(style: style, root: destination))
    case .dismissed(let destination, let style, let scope):
      let (tab, index) = try level(scope)
      guard index + 1 < state.tabs[tab].count,
        state.tabs[tab][index + 1].root == destination, state.tabs[tab][index + 1].style == style
      else { throw Mismatch(event: event, problem: "dismisses what is not presented") }
      state.tabs[tab].removeSubrange((index + 1)...)
    case .alertPresented(let alert, let scope):
      try show(alert.title, at: level(scope))
    case .confirmationDialogPresented(let dialog, let scope):
      try show(dialog.title, at: level(scope))
    case .dialogDismissed(let title, let scope), .dialogActionSelected(_, let title, let scope):
      let (tab, index) = try level(scope)
      guard state.tabs[tab][index].dialog == title else {
        throw Mismatch(event: event, problem: "closes a dialog not shown")
      }
      state.tabs[tab][index].dialog = nil
    case .tabSelected(let from, let to):
      guard state.tabIDs[state.selected] == from, let index = state.tabIDs.firstIndex(of: to)
      else { throw Mismatch(event: event, problem: "selects from a tab not selected") }
      state.selected = index
    case .screenViewed(let destination, let scope):
      // Sent at the end of an operation: the screen on top of what the user sees now.
      let (tab, index) = try level(scope)
      let shown = state.tabs[tab][index]
      guard tab == state.selected, index == state.tabs[tab].count - 1,
        (shown.path.last ?? shown.root) == destination
      else { throw Mismatch(event: event, problem: "views a screen the user does not see") }
    case .tabReselected, .tabsCustomized, .intentHandled, .intentUnhandled, .deepLinkOpened,
      .featureActionPerformed, .featureActionUnhandled, .requestCompleted, .requestCancelled,
      .answerUnmatched, .navigationDeferred, .navigationDiscarded,
      .navigationRefused, .navigationRefusedAtLimit, .checkpointSet, .checkpointReturned,
      .checkpointRemoved,
      .checkpointReturnRefused, .interactiveDismissalRefused, .transitionCompletionMissed,
      .duplicateNavigationIgnored:
      break  // They report what happened; the changes they caused have events of their own.
    }

    func show(_ title: String, at place: (tab: Int, level: Int)) throws(Mismatch) {
      guard state.tabs[place.tab][place.level].dialog == nil else {
        throw Mismatch(event: event, problem: "shows a dialog over another")
      }
      state.tabs[place.tab][place.level].dialog = title
    }
  }
}
