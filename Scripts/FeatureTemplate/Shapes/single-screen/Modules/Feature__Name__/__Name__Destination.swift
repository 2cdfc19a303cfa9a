public import NavigationKit

/// The screens of the __Name__ feature: one screen, and its editor.
public enum __Name__Destination: NavigationDestination, Codable {
  /// The feature's one screen: the root of the __Name__ tab.
  case home
  /// The editor, presented as a sheet to logged-in users.
  case editor

  /// `__module__`.
  public static let moduleName = "__module__"

  /// The screen is open to anyone; the editor needs login, so every link, intent, button and
  /// restored state that would show it to a logged-out user waits for login instead.
  public var access: AccessPolicy {
    switch self {
    case .home: .open
    case .editor: .loginRequired
    }
  }
}
