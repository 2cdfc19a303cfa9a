/// What an ``AccessGate`` says to showing one or more destinations now.
public enum AccessDecision: Hashable, Sendable {
  /// Every destination may be shown.
  case allowed
  /// A destination carries a value that is not of its kind: it is never shown.
  case refused(AnyDestination, invalid: CheckedValue)
  /// A destination needs login and the user is logged out: it waits for login.
  case needsLogin(AnyDestination)
}
