/// How a feature opens a notification, a Handoff activity or a Spotlight item of its own: the
/// category, activity type or identifier prefix it declares, and the destination it maps the
/// payload to.
///
/// The feature that owns the payload reads it, never the payload naming a type or a screen:
/// a payload the mapping does not accept (it returns `nil`) is rejected. The destination then
/// opens as a shortcut's does, through the link the router makes for it, so its route builds
/// the back stack a cold start needs and the login gate, the locks and the waiting rules apply.
///
/// ```swift
/// FeatureModule(
///   resolver: OrdersResolver(factory: .live(repository: repository, intents: intents)),
///   deepLinkRoutes: OrdersDestination.deepLinkRoutes,
///   entryRoutes: [
///     .notification(category: "order-shipped") { payload in
///       payload["orderId"].map { .tracking(orderId: $0) }
///     },
///     .activity(type: "com.example.orders.viewing") { userInfo in
///       userInfo["orderId"].map { .detail(orderId: $0) }
///     },
///     .searchableItem(identifierPrefix: "order-") { .detail(orderId: $0) },
///   ],
///   intents: intents)
/// ```
///
/// Each category, activity type and identifier prefix belongs to one feature: validation
/// reports one declared twice, an empty one, and a prefix that begins another.
public struct EntryRoute<Destination: NavigationDestination>: Sendable {
  let erased: ErasedEntryRoute

  /// Opens a tapped notification of category `category` (its content's `categoryIdentifier`)
  /// at the destination `destination` maps its payload to, or rejects it when that is `nil`.
  public static func notification(
    category: String, destination: @escaping @Sendable ([String: String]) -> Destination?
  ) -> EntryRoute {
    EntryRoute(.notification(category), destination)
  }

  /// Opens an `NSUserActivity` of type `type`, continued by Handoff (the type is listed under
  /// `NSUserActivityTypes` in the app's `Info.plist`), at the destination `destination` maps
  /// its user info to, or rejects it when that is `nil`.
  public static func activity(
    type: String, destination: @escaping @Sendable ([String: String]) -> Destination?
  ) -> EntryRoute {
    EntryRoute(.activity(type), destination)
  }

  /// Opens a Spotlight result whose item identifier begins with `identifierPrefix`, such as
  /// `order-` in `order-A-1`, at the destination `destination` maps the rest of the identifier
  /// (`A-1`) to, or rejects it when that is `nil`.
  public static func searchableItem(
    identifierPrefix: String, destination: @escaping @Sendable (String) -> Destination?
  ) -> EntryRoute {
    EntryRoute(.searchableItem(prefix: identifierPrefix)) { userInfo in
      userInfo[ErasedEntryRoute.searchableItemIdentifierKey].flatMap { identifier in
        identifier.hasPrefix(identifierPrefix)
          ? destination(String(identifier.dropFirst(identifierPrefix.count))) : nil
      }
    }
  }

  private init(
    _ key: ErasedEntryRoute.Key,
    _ destination: @escaping @Sendable ([String: String]) -> Destination?
  ) {
    erased = ErasedEntryRoute(
      module: Destination.moduleName, key: key,
      destination: { destination($0).map(AnyDestination.init) })
  }
}

/// An ``EntryRoute`` with its destination type erased, as ``FeatureModule`` carries it.
package struct ErasedEntryRoute: Sendable {
  /// What an entry route answers to.
  package enum Key: Hashable, Sendable, CustomStringConvertible {
    case notification(String)
    case activity(String)
    case searchableItem(prefix: String)

    /// `notification category "order-shipped"`, as composition errors name it.
    package var description: String {
      switch self {
      case .notification(let category): "notification category \(UntrustedText.quoted(category))"
      case .activity(let type): "activity type \(UntrustedText.quoted(type))"
      case .searchableItem(let prefix):
        "Spotlight identifier prefix \(UntrustedText.quoted(prefix))"
      }
    }

    /// The text declared.
    var text: String {
      switch self {
      case .notification(let text), .activity(let text), .searchableItem(let text): text
      }
    }
  }

  /// `CSSearchableItemActionType`: the type of the activity a tapped Spotlight result continues.
  package static let searchableItemActivityType = "com.apple.corespotlightitem"
  /// `CSSearchableItemActivityIdentifier`: the key of the item's identifier in that activity's
  /// user info.
  package static let searchableItemIdentifierKey = "kCSSearchableItemActivityIdentifier"

  let module: String
  package let key: Key
  let destination: @Sendable ([String: String]) -> AnyDestination?

  /// Whether this route opens `entry`.
  func opens(_ entry: NavigationEntry) -> Bool {
    switch (key, entry) {
    case (.notification(let category), .notification(let received, _)): category == received
    case (.searchableItem(let prefix), .activity(Self.searchableItemActivityType, let userInfo)):
      userInfo[Self.searchableItemIdentifierKey]?.hasPrefix(prefix) ?? false
    case (.activity(let type), .activity(let received, _)): type == received
    default: false
    }
  }
}
