/// Why navigation is locked, such as a form with input not sent yet.
///
/// A screen that holds one (``NavigationLockingScreen``) keeps a deep link from tearing it
/// down: while a presented screen holds a lock, a link is deferred, not applied and not lost,
/// and it is applied once the lock is released (``AppNavigator/waitingForUnlock``).
public struct NavigationLock: Hashable, Sendable, CustomStringConvertible {
  /// Why navigation is locked, in words a person can read, such as `a problem report is not
  /// sent yet`.
  public let reason: String

  /// Creates a lock with the reason, in words a person can read.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason, with untrusted text escaped.
  public var description: String { UntrustedText.escapingControls(reason) }
}

/// A screen that can lock navigation while it is presented, such as a form with unsaved input.
///
/// ``navigationLock`` is read whenever a deep link arrives and after every navigation change
/// while a link waits. Only presented screens (in a sheet or full-screen cover) lock. Whether a
/// screen is a locking screen is learned once each time its stack changes: a resolver returns
/// one whenever it may lock, and its lock says whether it does now.
///
/// ```swift
/// struct ProblemReportScreen: NavigationLockingScreen {
///   var navigationLock: NavigationLock? { NavigationLock(reason: "a problem report is not sent yet") }
///   …
/// }
/// ```
public protocol NavigationLockingScreen: ScreenModel {
  /// The lock the screen holds now, or `nil` when it lets navigation go on.
  @MainActor var navigationLock: NavigationLock? { get }
}
