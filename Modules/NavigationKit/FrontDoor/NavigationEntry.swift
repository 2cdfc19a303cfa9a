/// A way into the app from outside it, opened as a link is
/// (``AppNavigator/open(_:)``): through the router, the login gate and the
/// navigation locks, so no entry can show what a link could not.
///
/// The adapters take apart what the platform delivers, so the core needs no type Linux lacks:
///
/// ```swift
/// // onOpenURL
/// app.open(.link(url.absoluteString))
/// // onContinueUserActivity(NSUserActivityTypeBrowsingWeb)
/// app.open(.webBrowsing(webpageURL: activity.webpageURL?.absoluteString))
/// // an App Intent's perform()
/// app.open(.shortcut("open-order", showing: OrdersDestination.detail(orderId: id)))
/// ```
public enum NavigationEntry: Hashable, Sendable, CustomStringConvertible {
  /// A URL the app was asked to open, of the custom scheme or a universal link.
  case link(String)
  /// A universal link handed over as an `NSUserActivity` of type
  /// `NSUserActivityTypeBrowsingWeb`: its `webpageURL`, or `nil` when it carries none. Only an
  /// `https` link to one of the policy's universal-link hosts opens.
  case webBrowsing(webpageURL: String?)
  /// A shortcut, named for logs, that shows a destination, such as an App Intent's "Open
  /// order", through the link the router makes for it.
  case shortcut(String, destination: AnyDestination)

  /// A shortcut named `name`, for logs, that shows `destination`.
  public static func shortcut(
    _ name: String, showing destination: some NavigationDestination
  ) -> NavigationEntry {
    .shortcut(name, destination: AnyDestination(destination))
  }

  /// `link "myapp://orders/A-1"`, `web browsing "https://…"`, `shortcut open-order → orders.detail(…)`.
  public var description: String {
    switch self {
    case .link(let url): "link \(UntrustedText.quoted(url))"
    case .webBrowsing(let url?): "web browsing \(UntrustedText.quoted(url))"
    case .webBrowsing(nil): "web browsing without a URL"
    case .shortcut(let name, let destination):
      "shortcut \(UntrustedText.quoted(name)) → \(destination)"
    }
  }
}
