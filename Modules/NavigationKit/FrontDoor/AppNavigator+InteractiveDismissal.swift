extension AppNavigator {
  /// What a user's swipe down on a sheet (or Escape on a Mac) does: dismisses the presentation
  /// with its whole stack — unless a screen in it, or presented above it, holds a
  /// ``NavigationLock``, or it was shown with ``InteractiveDismissal/disabled``. A refusal
  /// changes nothing and is reported as
  /// ``NavigationEvent/interactiveDismissalRefused(_:style:reason:scope:)``.
  ///
  /// The adapter calls this when the platform tells it the user dismissed a presentation, and
  /// disables the gesture beforehand where it can (``disablesInteractiveDismissal(of:)``), so a
  /// locked form is not torn down by a swipe. Dismissing in code —
  /// ``NavigationAction/dismiss``, a link, a tab tapped again — is not affected.
  ///
  /// ```swift
  /// if let sheet = app.tabs.selectedNavigator.presentation {
  ///   app.dismissInteractively(sheet)   // false, and an event, while its form is locked
  /// }
  /// ```
  ///
  /// - Parameter presented: The presentation the user swiped, as one of the app's navigators
  ///   presents it.
  /// - Returns: Whether it was dismissed; `false` when refused, or when it is no longer shown.
  @discardableResult
  public func dismissInteractively(_ presented: PresentedStack) -> Bool {
    operation {
      guard let presenter = tabs.presenter(of: presented.navigator),
        presenter.presentation?.id == presented.id
      else { return false }
      if let refusal = interactiveDismissalRefusal(of: presented) {
        events.send(
          .interactiveDismissalRefused(
            presented.destination, style: presented.style, reason: refusal,
            scope: presenter.scope))
        return false
      }
      return presenter.dismissPresentation()
    }
  }

  /// Why the user cannot swipe `presented` away now, or `nil` when they can.
  ///
  /// A lock comes first: every screen of the presentation's stack, and of what it presents in
  /// turn, is asked (``NavigationLockingScreen``), since a swipe would tear all of them down.
  ///
  /// - Parameter presented: A presentation of one of the app's navigators.
  /// - Returns: The lock a screen holds, ``InteractiveDismissal/Refusal/disabled`` when the
  ///   presentation's options disable the gesture, or `nil`.
  /// - Complexity: O(*n*) screens resolved, where *n* is the number of screens in the
  ///   presentation and above it.
  public func interactiveDismissalRefusal(
    of presented: PresentedStack
  ) -> InteractiveDismissal.Refusal? {
    for stack in presented.navigator.stacks {
      if let lock = lock(shownIn: stack) { return .locked(lock) }
    }
    return presented.options.interactiveDismissal == .disabled ? .disabled : nil
  }

  /// Whether the user cannot swipe `presented` away now: what the adapter passes to SwiftUI's
  /// `interactiveDismissDisabled(_:)`.
  ///
  /// - Parameter presented: A presentation of one of the app's navigators.
  /// - Returns: `true` while a screen in it holds a lock, or when its options disable the
  ///   gesture.
  public func disablesInteractiveDismissal(of presented: PresentedStack) -> Bool {
    interactiveDismissalRefusal(of: presented) != nil
  }
}
