extension TabNavigator {
  /// Takes every destination that needs login off every tab, with everything above it: the
  /// stack from it up and what it presents, or the presentation it is the root of.
  func removeGatedDestinations() {
    events.performAsOneChange {
      for navigator in navigators {
        navigator.removeGatedDestinations()
      }
    }
  }
}

extension Navigator {
  /// Takes the lowest destination that needs login off this stack or the presentations above
  /// it, with everything above it; each change is reported as usual.
  func removeGatedDestinations() {
    var presenter = self
    while true {
      let path = presenter.path
      if let index = path.firstIndex(where: { $0.access.requiresLogin }) {
        presenter.dismissAll()
        presenter.popStack(count: path.count - index)
        return
      }
      guard let presentation = presenter.presentation else { return }
      if presentation.destination.access.requiresLogin {
        presenter.dismissAll()
        return
      }
      presenter = presentation.navigator
    }
  }
}
