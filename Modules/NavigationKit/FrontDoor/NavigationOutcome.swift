/// What became of a navigation asked for: a screen's action the app performed, an intent it
/// sent, or a push, presentation or path given to a stack.
///
/// ```swift
/// switch app.perform(action) {
/// case .performed: break
/// case .waiting(let navigation) where app.waitingForLogin == navigation: showSignIn()
/// case .waiting: break  // shown when the form holding the lock is done
/// case .unchanged(let reason): log("did nothing: \(reason)")
/// }
/// ```
public indirect enum NavigationOutcome: Hashable, Sendable {
  // Indirect for code size; NavigationEvent says how much.
  /// It was carried out.
  case performed
  /// It waits, for login (``AppNavigator/waitingForLogin``) or for a lock's release
  /// (``AppNavigator/waitingForUnlock``).
  case waiting(WaitingNavigation)
  /// Nothing changed, for the reason given, such as a stack at its limit or nothing to pop.
  case unchanged(reason: String)
}
