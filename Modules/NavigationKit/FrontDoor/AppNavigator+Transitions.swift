extension AppNavigator {
  /// Reports, through ``events``, that the platform did not report the end of `phase` of a
  /// change within `waited`, so the adapter took it as done
  /// (``NavigationEvent/transitionCompletionMissed(phase:waited:)``).
  package func reportMissedTransitionCompletion(_ phase: String, waited: Duration) {
    events.send(.transitionCompletionMissed(phase: phase, waited: waited))
  }
}
