extension AppNavigator {
  /// The lock a presented screen holds now, or `nil` when navigation is free.
  ///
  /// Every screen of every presentation, on every tab (each presentation's root and the screens
  /// pushed inside it), is asked, outermost first, and the first lock found is returned. While
  /// there is one, deep links are deferred (``DeepLinkHandler/lockedLink``).
  ///
  /// - Complexity: O(*n*) screens resolved, where *n* is the number of presented screens.
  public var navigationLock: NavigationLock? {
    for navigator in tabs.navigators {
      for presentation in navigator.presentations {
        let stack = presentation.navigator
        for destination in [stack.root] + stack.path {
          if let screen = screen(for: destination) as? any NavigationLockingScreen,
            let lock = screen.navigationLock
          {
            return lock
          }
        }
      }
    }
    return nil
  }

  /// Applies the link deferred while locked once the lock is gone; called each time the app
  /// settles, so never between the steps of a change such as a restore or a logout.
  func applyLockedLinkIfUnlocked() {
    guard deepLinks.locked != nil else { return }
    deepLinks.applyLockedLink()
  }
}
