/// What became of an intent sent with ``TabNavigator/send(_:)``.
public enum IntentOutcome: Hashable, Sendable {
  /// The intent was mapped to `destination` and shown as `presentation`.
  case handled(AnyDestination, presentation: IntentPresentation)
  /// Nothing navigated, for the reason given.
  case unhandled(intent: String, reason: String)
}
