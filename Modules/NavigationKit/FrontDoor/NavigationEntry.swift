/// A way into the app from outside it, opened as a link is
/// (``AppNavigator/open(_:)``): through the router, the login gate and the navigation locks, so
/// no entry can show what a link could not.
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
/// // a tapped notification, a Handoff or Spotlight activity (NavigationKitSwiftUI's helpers)
/// app.open(.notification(category: "order-shipped", payload: ["orderId": "A-1"]))
/// app.open(.activity(type: "com.example.orders.viewing", userInfo: ["orderId": "A-1"]))
/// ```
///
/// A notification or an activity opens the destination the feature that declared its category
/// or type maps it to (``EntryRoute``), never one named by the payload.
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
  /// A notification the user tapped: its content's `categoryIdentifier` and the string (and
  /// integer) values of its `userInfo`, as `NavigationEntry(_:)` of a `UNNotificationResponse`
  /// hands them over.
  case notification(category: String, payload: [String: String])
  /// An `NSUserActivity` continued from another device (Handoff) or from a Spotlight result
  /// (of type `CSSearchableItemActionType`, its `userInfo` holding the item's
  /// `CSSearchableItemActivityIdentifier`): its `activityType` and the string (and integer)
  /// values of its `userInfo`.
  case activity(type: String, userInfo: [String: String])
  /// A link a widget of the app opened, by its `widgetURL` or a `Link` in it: opened as
  /// ``link(_:)`` is, and named a widget's in logs. ``init(url:)`` tells one apart by its
  /// fragment, `#widget`, which stays in the URL events report.
  case widget(String)

  /// The fragment that marks a widget's link: the router ignores a link's fragment, so
  /// `myapp://orders/A-1#widget` opens as `myapp://orders/A-1` does.
  package static let widgetFragment = "widget"

  /// The entry of a URL the app was asked to open, as `onOpenURL` or a scene delegate's
  /// `openURLContexts` hands it over: a widget's link (``widget(_:)``) when its fragment is
  /// `widget`, such as `myapp://orders/A-1#widget` in the widget's `widgetURL`, and a
  /// ``link(_:)`` otherwise.
  public init(url: String) {
    let fragment = url.firstIndex(of: "#").map { url[url.index(after: $0)...] }
    self = fragment == Self.widgetFragment[...] ? .widget(url) : .link(url)
  }

  /// A shortcut named `name`, for logs, that shows `destination`.
  public static func shortcut(
    _ name: String, showing destination: some NavigationDestination
  ) -> NavigationEntry {
    .shortcut(name, destination: AnyDestination(destination))
  }

  /// `link "myapp://orders/A-1"`, `shortcut open-order → orders.detail(…)`, `notification
  /// "order-shipped" ["orderId": "A-1"]`.
  public var description: String {
    switch self {
    case .link(let url): "link \(UntrustedText.quoted(url))"
    case .webBrowsing(let url?): "web browsing \(UntrustedText.quoted(url))"
    case .webBrowsing(nil): "web browsing without a URL"
    case .shortcut(let name, let destination):
      "shortcut \(UntrustedText.quoted(name)) → \(destination)"
    case .notification(let category, let payload):
      "notification \(UntrustedText.quoted(category)) \(Self.describe(payload))"
    case .activity(let type, let userInfo):
      "activity \(UntrustedText.quoted(type)) \(Self.describe(userInfo))"
    case .widget(let url): "widget \(UntrustedText.quoted(url))"
    }
  }

  /// `["orderId": "A-1"]`, sorted by key, at most 8 entries shown; only the count of more
  /// values than a payload may carry, which are never sorted.
  private static func describe(_ values: [String: String]) -> String {
    guard !values.isEmpty else { return "[:]" }
    guard values.count <= maximumPayloadCount else {
      return "[\(values.count) values]"
    }
    let shown = values.sorted(byKey: \.key).prefix(8).map {
      "\(UntrustedText.quoted($0.key)): \(UntrustedText.quoted($0.value))"
    }
    return "[" + shown.joined(separator: ", ") + (values.count > 8 ? ", …" : "") + "]"
  }

  /// The values of a platform dictionary, such as a notification's `userInfo`, that an entry
  /// carries: those whose key is a string and whose value is a string or an integer (written
  /// in decimal); nested dictionaries, such as `aps`, and other values are left out.
  package static func stringValues(of userInfo: [AnyHashable: Any]) -> [String: String] {
    var values: [String: String] = [:]
    for (key, value) in userInfo {
      guard let key = key.base as? String else { continue }
      if let text = value as? String {
        values[key] = text
      } else if let number = value as? Int {
        values[key] = String(number)
      }
    }
    return values
  }
}
