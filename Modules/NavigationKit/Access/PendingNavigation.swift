/// A navigation that waits for login: the one ``AccessGate`` keeps.
public struct PendingNavigation: Hashable, Sendable {
  /// What waits to be shown.
  public enum Target: Hashable, Sendable, CustomStringConvertible {
    /// A deep link's destinations.
    case deepLink(DeepLinkMatch)
    /// Destinations pushed onto the stack `scope`.
    case push([AnyDestination], scope: String)
    /// A destination presented over the stack `scope`.
    case present(AnyDestination, style: PresentationStyle, scope: String)
    /// A new path for the stack `scope`, as `NavigationStack` sets it.
    case path([AnyDestination], scope: String)
    /// An intent a screen sent.
    case intent(String, destination: AnyDestination)

    /// The destinations it shows, bottom first.
    public var destinations: [AnyDestination] {
      switch self {
      case .deepLink(let match): match.destinations
      case .push(let destinations, _), .path(let destinations, _): destinations
      case .present(let destination, _, _), .intent(_, let destination): [destination]
      }
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
      case .intent(let intent, let destination):
        "intent \(intent) to \(destination)"
      }
    }
  }

  /// What waits to be shown.
  public let target: Target
  /// When it was deferred, on the gate's clock.
  public let deferredAt: ContinuousClock.Instant
  let replay: @MainActor @Sendable () -> Bool

  /// The deep link waiting, if the target is one.
  public var deepLink: DeepLinkMatch? {
    if case .deepLink(let match) = target { match } else { nil }
  }

  /// Whether both wait to show the same target, deferred at the same instant.
  public static func == (lhs: PendingNavigation, rhs: PendingNavigation) -> Bool {
    lhs.target == rhs.target && lhs.deferredAt == rhs.deferredAt
  }

  /// Hashes the target and the instant.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(target)
    hasher.combine(deferredAt)
  }
}
