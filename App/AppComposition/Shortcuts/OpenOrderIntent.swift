#if canImport(AppIntents)
  public import AppIntents

  /// "Open Order": the App Intent Shortcuts, Siri and Spotlight run to show an order.
  ///
  /// It only hands its parameter over: ``AppShortcuts/openOrder(id:)`` checks the id and
  /// builds the entry, and ``AppShortcuts/open(_:)`` opens it in the app's active window,
  /// through the router, the login gate and the locks, exactly as the order's link would. It
  /// opens the app first, so the user sees the order (or the sign-in it waits for).
  ///
  /// The app target makes the intent known to the system by listing this module in its
  /// `AppIntentsPackage`, and sets ``AppShortcuts/scenes`` at launch.
  public struct OpenOrderIntent: AppIntent {
    /// The intent's name in Shortcuts.
    public static var title: LocalizedStringResource { "Open Order" }

    /// What the intent does, in Shortcuts.
    public static var description: IntentDescription { IntentDescription("Shows an order.") }

    /// The app opens when the intent runs, to show the order.
    public static var openAppWhenRun: Bool { true }

    /// The order's id, such as `A-1`.
    @Parameter(title: "Order ID")
    public var orderId: String

    /// Creates the intent, as the system does before setting its parameter.
    public init() {}

    /// Creates the intent for one order.
    ///
    /// - Parameter orderId: The order's id.
    public init(orderId: String) {
      self.orderId = orderId
    }

    /// Opens the order in the app's active window, on the main actor, where the app's
    /// navigation lives.
    ///
    /// `nonisolated` spelled out, so it reads the same in an app whose code is main-actor
    /// isolated by default (Xcode 26's new projects): the hop to the main actor is the `await`
    /// below in both, and the result crosses no actor (macOS 14's SDK does not declare
    /// `IntentResult` `Sendable`).
    ///
    /// - Throws: ``ShortcutError`` when the id is not valid, the app's navigation is not set
    ///   up, or the front door rejects the entry.
    public nonisolated func perform() async throws -> some IntentResult {
      try await AppShortcuts.runOpenOrder(id: orderId)
      return .result()
    }
  }
#endif
