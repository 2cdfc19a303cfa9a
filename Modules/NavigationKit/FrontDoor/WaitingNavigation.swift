/// A navigation that could not run when it was asked for, kept as the request itself: it waits
/// for login, or for a presented screen to release its lock.
///
/// The app keeps at most one of each (``AppNavigator/waitingForLogin`` and
/// ``AppNavigator/waitingForUnlock``: where it is says what it waits for, and
/// ``NavigationEvent/navigationDeferred(_:lock:)`` names the lock); a newer one replaces the older, which is reported as
/// discarded. When it can run, it runs through the app's front door as the request it was —
/// a link is opened again; a push, presentation or intent goes back to the stack it was asked
/// on, rebuilt as it was then (its tab selected, what covers it dismissed) — or it is dropped
/// with a reason when that stack is gone. Logging out drops both.
public enum WaitingNavigation: Hashable, Sendable, CustomStringConvertible {
  /// A deep link's destinations.
  case deepLink(DeepLinkMatch)
  /// Destinations pushed onto the stack `scope`.
  case push([AnyDestination], scope: NavigationScope)
  /// A destination presented over the stack `scope`.
  case present(AnyDestination, style: PresentationStyle, scope: NavigationScope)
  /// A new path for the stack `scope`, as `NavigationStack` sets it.
  case path([AnyDestination], scope: NavigationScope)
  /// An intent a screen sent, as it was sent.
  case intent(SentIntent)

  /// The link waiting, if it is one.
  public var deepLink: DeepLinkMatch? {
    if case .deepLink(let match) = self { match } else { nil }
  }

  /// `push orders.tracking(orderId: "A-1") on orders`, or the link's URL.
  public var description: String {
    switch self {
    case .deepLink(let match):
      "deep link \(UntrustedText.quoted(match.url))"
    case .push(let destinations, let scope):
      "push \(destinations.map(\.description).joined(separator: ", ")) on \(scope)"
    case .present(let destination, let style, let scope):
      "present \(destination) as \(style) over \(scope)"
    case .path(let destinations, let scope):
      "path [\(destinations.map(\.description).joined(separator: ", "))] of \(scope)"
    case .intent(let sent):
      "intent \(sent) to \(sent.destination)"
    }
  }

  /// Why a waiting navigation was dropped without running.
  public enum DiscardReason: String, Hashable, Sendable, CustomStringConvertible {
    /// A newer navigation waiting for the same thing took its place.
    case replaced = "replaced by a newer link"
    /// The user logged out.
    case loggedOut = "logged out"
    /// It waited longer than the app's expiry.
    case expired
    /// The user cancelled signing in.
    case cancelled = "sign-in cancelled"
    /// The stack it was asked on was dismissed before it could run.
    case stackGone = "its stack is gone"

    /// `replaced by a newer link`, `logged out`, `expired`, ….
    public var description: String { rawValue }
  }
}

/// A waiting navigation with what it waits for, since when, and where it was asked for, to run
/// it again there.
struct Waiting: Sendable {
  /// What waits.
  let navigation: WaitingNavigation
  /// The lock it waits for the release of; `nil` when it waits for login.
  let lock: NavigationLock?
  /// When it started waiting, on the app's clock.
  let since: ContinuousClock.Instant
  /// Where it was asked for, to rebuild when it runs; `nil` for a link, which rebuilds its
  /// own stack.
  let origin: Origin?
}

/// Where a waiting navigation was asked for: the stack, and its path then.
struct Origin: Sendable {
  /// The stack; gone when its presentation was dismissed and nothing else holds it.
  weak var navigator: Navigator?
  /// The stack's path when the navigation was asked for.
  let path: [AnyDestination]
  /// The options a presentation asked for, so it is shown with them when it runs.
  var options: PresentationOptions = .automatic
  /// The transition a push or presentation asked for, so it comes in so when it runs.
  var transition: ScreenTransition = .automatic
}
