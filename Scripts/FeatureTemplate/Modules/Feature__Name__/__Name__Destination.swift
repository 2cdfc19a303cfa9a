public import NavigationKit

/// The screens of the __Name__ feature.
public enum __Name__Destination: NavigationDestination, Codable {
  /// Every item: the root of the __Name__ tab.
  case home
  /// One item.
  case detail(itemId: String)
  /// The editor of one item, presented as a sheet.
  case editor(itemId: String)

  /// `__module__`.
  public static let moduleName = "__module__"

  /// Every screen is open to anyone; item ids are identifiers. Make a case `.loginRequired` to
  /// show it to logged-in users only: every link, intent, button and restored state obeys.
  public var access: AccessPolicy {
    switch self {
    case .home: .open
    case .detail(let itemId): .open(.identifier("itemId", itemId))
    case .editor(let itemId): .open(.identifier("itemId", itemId))
    }
  }
}
