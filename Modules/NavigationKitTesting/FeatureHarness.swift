public import NavigationKit

/// One feature installed on its own, in a real `AppNavigator`: its module in a
/// tab at `root`, and the intents it sends routed to stubs in a second tab.
///
/// A feature's tests drive it as a user would — tap a button by its title, open a link — and
/// assert what changed:
///
/// ```swift
/// let harness = try FeatureHarness(
///   OrdersFeature.module(intents: OrdersIntents(showProduct: .stub, pickProduct: .stub)),
///   root: OrdersDestination.list)
/// try harness.tap("Open order A-1")
/// #expect(try harness.tap("View product Chef's Knife").sent(ShowProduct.self)
///   == ShowProduct(productId: "P-100"))
/// ```
@MainActor
public final class FeatureHarness {
  /// The name of the tab that stubbed intents lead to.
  nonisolated public static let stubTab: TabID = "intent-stubs"

  /// The name of the tab that shows the feature: the feature's module name.
  public let featureTab: TabID
  /// The app the feature is installed in.
  public let app: AppNavigator
  /// Every event of the app since the harness was made.
  public let recorder: NavigationRecorder

  /// Installs `module` with a tab of its own at `root`, and the stubs its intents lead to.
  ///
  /// - Parameters:
  ///   - module: The feature's module, its intents routed with `IntentRoute.stub`.
  ///   - root: The root of the feature's tab.
  ///   - deepLinkPolicy: Which URLs the feature's routes are opened under.
  ///   - isLoggedIn: Whether the user starts logged in.
  /// - Throws: `CompositionError` when the feature cannot be installed alone,
  ///   such as an intent routed to a module other than the stubs.
  public init(
    _ module: FeatureModule,
    root: some NavigationDestination,
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false
  ) throws(CompositionError) {
    featureTab = TabID(module.name)
    app = try AppNavigator(
      features: [module, .intentStubs],
      tabs: [
        NavigationTab(featureTab, root: root),
        NavigationTab(Self.stubTab, root: IntentStubDestination.waiting),
      ],
      deepLinkPolicy: deepLinkPolicy, isLoggedIn: isLoggedIn)
    recorder = NavigationRecorder(app.events)
  }

  /// The screen the user sees.
  public var visibleScreen: any ScreenModel { app.visibleScreen }

  /// The destination the user sees.
  public var visibleDestination: AnyDestination { app.tabs.visibleNavigator.current }

  /// The titles a user can tap now: the shown dialog's buttons, or else the screen's actions.
  public var actionTitles: [String] {
    (app.visibleDialogActions?.map(\.title)) ?? visibleScreen.actions.map(\.title)
  }

  /// Taps the button titled `title` — a button of the dialog shown, or else an action of the
  /// visible screen — and returns what it did.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The action and every event it caused.
  /// - Throws: ``HarnessError/noAction(_:available:)`` when nothing shown has that title.
  @discardableResult
  public func tap(_ title: String) throws(HarnessError) -> NavigationEffect {
    let start = recorder.events.count
    if let actions = app.visibleDialogActions {
      guard let chosen = actions.first(where: { $0.title == title }) else {
        throw .noAction(title, available: actionTitles)
      }
      app.chooseDialogAction(id: chosen.id)
      return NavigationEffect(action: chosen.action, events: Array(recorder.events[start...]))
    }
    guard let action = visibleScreen.actions.first(where: { $0.title == title }) else {
      throw .noAction(title, available: actionTitles)
    }
    app.perform(action.navigation)
    return NavigationEffect(action: action.navigation, events: Array(recorder.events[start...]))
  }

  /// Answers the request whose stub the user sees, as its providing screen would; the stub
  /// goes away and the sender receives the result.
  ///
  /// - Parameter result: The request's result.
  /// - Returns: Every event the answer caused.
  @discardableResult
  public func answer(_ result: some Hashable & Sendable) -> NavigationEffect {
    let start = recorder.events.count
    let action = NavigationAction.answer(result)
    app.perform(action)
    return NavigationEffect(action: action, events: Array(recorder.events[start...]))
  }

  /// Opens a deep link and returns its outcome.
  @discardableResult
  public func open(_ url: String) -> DeepLinkOutcome {
    app.open(url)
  }
}

/// Why a harness could not do what a test asked.
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing on screen has the title; the titles that are there are listed.
  case noAction(String, available: [String])

  /// `no action "X"; the screen offers "A", "B"`.
  public var description: String {
    switch self {
    case .noAction(let title, let available):
      "no action \(UntrustedText.quoted(title)); the screen offers "
        + (available.isEmpty
          ? "none" : available.map { UntrustedText.quoted($0) }.joined(separator: ", "))
    }
  }
}
