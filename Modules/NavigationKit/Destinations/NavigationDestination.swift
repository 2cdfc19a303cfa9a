/// A place a feature module can navigate to.
///
/// Each feature declares its destinations as one enum and names the module that owns them.
/// NavigationKit never learns the concrete types: it carries them as ``AnyDestination``.
///
/// ```swift
/// enum OrdersDestination: NavigationDestination, Codable {
///   case list
///   case detail(orderId: String)
///   static let moduleName = "orders"
///
///   var access: AccessPolicy {
///     switch self {
///     case .list: .open
///     case .detail(let orderId): .open(.identifier("orderId", orderId))
///     }
///   }
/// }
/// ```
public protocol NavigationDestination: Hashable, Sendable {
  /// The name of the module that owns this destination type, such as `"orders"`: one name for
  /// all of a module's destination types, as it identifies resolvers, tabs and intent targets.
  static var moduleName: String { get }

  /// What the destination requires before it is shown: login, and the kind of each value it
  /// carries. Every way into the app checks it.
  var access: AccessPolicy { get }

  /// What changed in this type since earlier releases of the app, so that state they saved is
  /// restored: cases renamed, moved here from another type, or removed. None by default.
  ///
  /// Read once, when the type is registered for restoration; a declaration that is invalid or
  /// conflicts with another is a ``CompositionError/destinationChanges(_:)``.
  static var changesSinceEarlierReleases: [DestinationChange<Self>] { get }
}

extension NavigationDestination {
  /// No changes: the type is stored as earlier releases stored it.
  public static var changesSinceEarlierReleases: [DestinationChange<Self>] { [] }
}

extension NavigationDestination {
  /// Whether `other` is a destination of the same concrete type and equal to this one.
  func isEqual(to other: any NavigationDestination) -> Bool { other as? Self == self }
}
