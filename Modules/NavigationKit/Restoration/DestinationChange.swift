/// A change to a feature's destinations since an earlier release of the app, declared so that
/// state saved by that release is restored in the current shape instead of being dropped.
///
/// A destination type lists its changes in
/// ``NavigationDestination/changesSinceEarlierReleases``. Names are those the earlier release
/// stored: a case as `Codable` writes it (`detail` in `{"detail":{"orderId":"A-1"}}`, or the
/// raw value of an enum with raw values) and a type by its key, its module and type name, such
/// as `orders.OrdersDestination`.
///
/// ```swift
/// // In `enum BillingDestination: NavigationDestination, Codable` of module "billing":
/// static var changesSinceEarlierReleases: [DestinationChange<Self>] {
///   [
///     .renamed("bill", to: "invoice"),
///     .moved(fromType: "orders.OrdersDestination", case: "receipt", to: "receipt"),
///     .removed("promotion", landingOn: .list),
///   ]
/// }
/// ```
///
/// Restoring reads a stored destination as it is first; only one that no longer decodes is
/// mapped, and each mapping is reported as ``RestorationIssue/mapped(scope:mapping:)``.
public struct DestinationChange<Destination: NavigationDestination>: Sendable {
  enum Kind: Sendable {
    case renamed(String, to: String)
    case moved(fromType: String, case: String, to: String)
    case removed(String, landingOn: Destination)
  }

  let kind: Kind

  /// The case an earlier release stored as `oldCase` is now named `newCase`; its values are
  /// read as they were stored.
  public static func renamed(_ oldCase: String, to newCase: String) -> Self {
    Self(kind: .renamed(oldCase, to: newCase))
  }

  /// The case `oldCase` of the type an earlier release stored under `key`, such as
  /// `orders.OrdersDestination`, is now the case `newCase` of this type; its values are read as
  /// they were stored. The type the case moved to declares it.
  public static func moved(fromType key: String, case oldCase: String, to newCase: String) -> Self {
    Self(kind: .moved(fromType: key, case: oldCase, to: newCase))
  }

  /// The case an earlier release stored as `oldCase` no longer exists: `destination` is
  /// restored in its place, and the stored values are not read.
  public static func removed(_ oldCase: String, landingOn destination: Destination) -> Self {
    Self(kind: .removed(oldCase, landingOn: destination))
  }
}
