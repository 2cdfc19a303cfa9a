/// A walk over an app's screens that navigates nowhere: from each tab's root, breadth first, it
/// resolves every screen and follows the destinations its actions and dialogs show, so it finds
/// what a user can reach given the features' data.
@MainActor
package struct ScreenWalk {
  /// Every destination reached, each once, in the order the walk reaches them.
  package private(set) var destinations: [AnyDestination] = []

  /// Walks `app`'s screens up to `depth` taps away from a root, without changing its state.
  package init(_ app: AppNavigator, depth: Int) {
    var seen: Set<AnyDestination> = []
    var frontier = app.tabs.tabs.map(\.root)
    for _ in 0...max(depth, 0) {
      var next: [AnyDestination] = []
      for destination in frontier where seen.insert(destination).inserted {
        destinations.append(destination)
        next += app.screen(for: destination).actions.flatMap(\.navigation.shown)
      }
      frontier = next
    }
  }
}

extension NavigationAction {
  /// The destinations the action shows, or its dialog's buttons do.
  var shown: [AnyDestination] {
    switch self {
    case .push(let destination, _, _), .present(let destination, _, _, _): [destination]
    case .send(let sent): [sent.destination]
    case .showAlert(let alert): alert.actions.flatMap { $0.action?.shown ?? [] }
    case .showConfirmationDialog(let dialog): dialog.actions.flatMap { $0.action?.shown ?? [] }
    case .pop, .popToRoot, .dismiss, .returnToTabRoot, .featureAction, .answerRequest,
      .returnTo:
      []
    }
  }
}
