/// A navigation that could not run when it was asked for, kept as the request itself: it waits
/// for login, or for a presented screen to release its lock.
///
/// The app keeps at most one of each (``AppNavigator/waitingForLogin``,
/// ``AppNavigator/waitingForUnlock``); a newer one replaces the older, which is reported as
/// discarded. When it can run, it runs through the front door as the request it was: a link
/// is opened again; a push, presentation, path or intent goes back to the stack it was asked
/// on, rebuilt as it was then. It is dropped with a reason when that stack is gone, and
/// logging out drops both.
public indirect enum WaitingNavigation: Hashable, Sendable, CustomStringConvertible {
  // Indirect for code size; NavigationEvent says how much.
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

/// A waiting navigation, since when, and where it was asked for. A class, as it never changes:
/// copying it is one reference, not its many fields.
final class Waiting: Sendable {
  let navigation: WaitingNavigation
  /// When it started waiting, on the app's clock.
  let since: ContinuousClock.Instant
  /// The stack to rebuild when it runs; `nil` for a link, which rebuilds its own.
  let origin: Origin?

  init(navigation: WaitingNavigation, since: ContinuousClock.Instant, origin: Origin?) {
    self.navigation = navigation
    self.since = since
    self.origin = origin
  }
}

/// Where a waiting navigation was asked for, and how, to ask for it again there.
struct Origin: Sendable {
  /// The stack; gone when its presentation was dismissed and nothing else holds it.
  weak var navigator: Navigator?
  /// The stack's path when the navigation was asked for.
  let path: [AnyDestination]
  var options: PresentationOptions = .automatic
  var transition: ScreenTransition = .automatic
}
