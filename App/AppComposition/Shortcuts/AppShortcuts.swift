import FeatureOrders
public import NavigationKit

/// The app's shortcuts — what Shortcuts, Siri and Spotlight run through App Intents — as
/// entries the front door opens like links, and where an intent finds the running app.
///
/// Each shortcut's logic lives here, unfenced and tested on Linux: it checks its parameters
/// and builds the ``NavigationKit/NavigationEntry`` that goes through the router, the login
/// gate and the locks exactly as the shortcut's link would. The App Intent itself
/// (`OpenOrderIntent`, compiled only where AppIntents exists) only hands its parameters over.
///
/// An intent runs outside any view, so it cannot reach a navigator through the environment.
/// The app sets ``scenes`` once at launch, before any intent can run; an intent opens its entry
/// through ``open(_:)``, in the scene the user used last, or in the first scene to connect when
/// the intent launched the app:
///
/// ```swift
/// // In the app's `init()`:
/// AppShortcuts.scenes = scenes
/// // In an intent's `perform()`, which runs off the main actor:
/// try await AppShortcuts.runOpenOrder(id: orderId)
/// ```
public enum AppShortcuts {
  /// The shortcuts by name, as the terminal App's `shortcut` command takes them, with their
  /// parameters.
  public static let usage = ["open-order ORDER-ID   show an order, as the Open Order intent does"]

  /// The running app's scenes, set once at launch; `nil` before (and in tests that set none).
  @MainActor public static var scenes: AppScenes?

  /// The entry of the "Open order" shortcut: the order's screen, through its link.
  ///
  /// - Parameter id: The order id the user gave, such as `A-1`.
  /// - Returns: The entry to open.
  /// - Throws: ``ShortcutError/invalidParameter(_:value:)`` when `id` is not 1 to 64 ASCII
  ///   letters, digits, `-` or `_` — checked here so Shortcuts shows the user why; the front
  ///   door would refuse it too.
  public static func openOrder(id: String) throws(ShortcutError) -> NavigationEntry {
    guard ResourceIdentifier.isValid(id) else { throw .invalidParameter("order id", value: id) }
    return .shortcut("open-order", showing: OrdersDestination.detail(orderId: id))
  }

  /// The entry of the shortcut named `name` run with `arguments`, as the terminal App's
  /// `shortcut` command runs it.
  ///
  /// - Throws: ``ShortcutError`` naming what is wrong.
  public static func entry(
    _ name: String, arguments: [String]
  ) throws(ShortcutError) -> NavigationEntry {
    switch (name, arguments.count) {
    case ("open-order", 1): try openOrder(id: arguments[0])
    case ("open-order", _): throw .usage("usage: shortcut open-order ORDER-ID")
    default: throw .unknown(name)
    }
  }

  /// Runs the "Open order" shortcut in the running app, as `OpenOrderIntent.perform()` does:
  /// the id checked, the entry opened in the active scene.
  ///
  /// - Parameter id: The order id the user gave.
  /// - Returns: What opening it did, or `nil` when it waits for the first scene.
  /// - Throws: ``ShortcutError`` when the id is not valid, ``scenes`` is not set, or the
  ///   front door rejects the entry.
  @MainActor
  @discardableResult
  public static func runOpenOrder(id: String) throws(ShortcutError) -> DeepLinkOutcome? {
    try open(try openOrder(id: id))
  }

  /// Opens `entry` in the running app's active scene (or, before any scene connected, in the
  /// first to connect), as an intent's `perform()` does.
  ///
  /// - Returns: What opening it did, or `nil` when it waits for the first scene.
  /// - Throws: ``ShortcutError/appNotRunning`` when ``scenes`` is not set;
  ///   ``ShortcutError/rejected(_:)`` when the front door rejects the entry.
  @MainActor
  @discardableResult
  public static func open(_ entry: NavigationEntry) throws(ShortcutError) -> DeepLinkOutcome? {
    guard let scenes else { throw .appNotRunning }
    let outcome = scenes.open(entry)
    if case .rejected(_, let reason) = outcome { throw .rejected(reason) }
    return outcome
  }
}

/// Why a shortcut did nothing, in words the person who ran it can act on.
public enum ShortcutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No shortcut has this name.
  case unknown(String)
  /// The shortcut was given the wrong number of parameters; the message shows its usage.
  case usage(String)
  /// A parameter is not of its kind, such as an order id holding `/`.
  case invalidParameter(String, value: String)
  /// The app's scenes are not set (``AppShortcuts/scenes``): nothing can be opened.
  case appNotRunning
  /// The front door rejected the entry, for the reason given.
  case rejected(DeepLinkRejection)

  /// The message shown; values from input are quoted and escaped.
  public var description: String {
    switch self {
    case .unknown(let name):
      "no shortcut named \(UntrustedText.quoted(name)); the shortcuts are open-order"
    case .usage(let message): message
    case .invalidParameter(let name, let value):
      "\(UntrustedText.quoted(value)) is not a valid \(name): use 1 to 64 letters, digits, - or _"
    case .appNotRunning: "the app's navigation is not set up yet"
    case .rejected(let reason): "rejected: \(reason)"
    }
  }
}
