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
}
