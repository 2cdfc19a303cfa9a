/// A way into the app from outside it, as a value the front door opens
/// (``AppNavigator/open(_:)-(NavigationEntry)``): a link, a universal link the system hands
/// over as a web-browsing activity, or a shortcut (an App Intent run from Shortcuts, Siri or
/// Spotlight).
///
/// Every entry goes the way a link goes — the router, the login gate, the navigation locks —
/// so none can show what a link could not: a destination that needs login waits for login, a
/// presented form's lock holds it, and a value not of its kind is rejected.
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
  /// A URL the app was asked to open, such as `onOpenURL` hands over: the custom scheme or a
  /// universal link.
  case link(String)
  /// A universal link handed over as an `NSUserActivity` of type
  /// `NSUserActivityTypeBrowsingWeb`: its `webpageURL`, or `nil` when it carries none. Only an
  /// `https` link to one of the policy's universal-link hosts opens.
  case webBrowsing(webpageURL: String?)
  /// A shortcut, named for logs, that shows a destination, such as an App Intent's "Open
  /// order": the destination is opened through the link the router makes for it.
  case shortcut(String, destination: AnyDestination)

  /// A shortcut named `name` that shows `destination`.
  ///
  /// - Parameters:
  ///   - name: The shortcut's name, for logs, such as `open-order`.
  ///   - destination: What its parameters name.
  /// - Returns: The entry.
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
