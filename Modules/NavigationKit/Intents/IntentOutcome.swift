/// What became of an intent sent with ``AppNavigator/send(_:)``.
public enum IntentOutcome: Hashable, Sendable {
  /// The intent was mapped to `destination` and shown as `presentation`.
  case handled(AnyDestination, presentation: Presentation)
  /// Nothing navigated, for the reason given.
  case unhandled(intent: String, reason: String)
  /// The intent leads to a destination that needs login, and the user is logged out: it waits
  /// as ``AppNavigator/waitingForLogin`` and is sent again after login.
  case deferredUntilLogin(intent: String)
}
