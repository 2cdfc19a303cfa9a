public import NavigationKit

/// One feature installed on its own, in a real `AppNavigator`: its module in a
/// tab at `root`, and the intents it sends routed to stubs in a second tab.
///
/// A feature's tests drive it as a user would — tap a button by its title, open a link — and
/// assert what changed:
///
/// ```swift
/// let harness = try FeatureHarness(
///   OrdersFeature.module(intents: OrdersIntents()), root: OrdersDestination.list)
/// try harness.tap("Open order A-1")
/// #expect(try harness.tap("View product Chef's Knife").sent(ShowProduct.self)
///   == ShowProduct(productId: "P-100"))
/// ```
///
/// In ``Exhaustivity/exhaustive`` mode, in the spirit of TCA's `TestStore`, every event a step
/// causes must be asserted with ``expect(_:)`` (or waved through with ``skipEvents()``) before
/// the next step and by ``finish()``; a step or `finish()` throws naming the events left.
/// Screen views (`NavigationEvent.screenViewed`) follow from the other events and are left out:
/// an app's tests assert them on its own `NavigationRecorder`.
@MainActor
public final class FeatureHarness {
  /// The name of the tab that stubbed intents lead to.
  nonisolated public static let stubTab: TabID = "intent-stubs"

  /// The name of the tab that shows the feature: the feature's module name.
  public let featureTab: TabID
  /// The app the feature is installed in.
  public let app: AppNavigator
  /// Every event of the app since the harness was made, but screen views.
  public let recorder: NavigationRecorder
  /// Whether every event of every step must be asserted.
  public let exhaustivity: Exhaustivity
  /// How many of the recorded events have been asserted or skipped.
  var settledEvents = 0

  /// Installs `module` with a tab of its own at `root`, and the stubs its intents lead to.
  ///
  /// - Parameters:
  ///   - module: The feature's module, its intents unrouted (`IntentRoute.unrouted`)
  ///     or routed.
  ///   - root: The root of the feature's tab.
  ///   - deepLinkPolicy: Which URLs the feature's routes are opened under.
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - exhaustivity: Whether every event of every step must be asserted; not by default.
  /// - Throws: `CompositionError` when the feature cannot be installed alone,
  ///   such as an intent routed to a module other than the stubs.
  public init(
    _ module: FeatureModule,
    root: some NavigationDestination,
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false,
    exhaustivity: Exhaustivity = .nonExhaustive
  ) throws(CompositionError) {
    self.exhaustivity = exhaustivity
    featureTab = TabID(module.name)
    app = try AppNavigator(
      features: [module, .intentStubs],
      tabs: [
        NavigationTab(featureTab, root: root),
        NavigationTab(Self.stubTab, root: IntentStubDestination.waiting),
      ],
      deepLinkPolicy: deepLinkPolicy, isLoggedIn: isLoggedIn)
    recorder = NavigationRecorder(app.events, screenViews: false)
  }

  /// The screen the user sees.
  public var visibleScreen: any ScreenModel { app.visibleScreen }

  /// The destination the user sees.
  public var visibleDestination: AnyDestination { app.tabs.visibleNavigator.current }

  /// The titles a user can tap now: the shown dialog's buttons, or else the screen's actions.
  public var actionTitles: [String] {
    (app.visibleDialogActions?.map(\.title)) ?? visibleScreen.actions.map(\.title)
  }
}

/// Whether a ``FeatureHarness`` demands that every event of every step be asserted.
public enum Exhaustivity: Hashable, Sendable {
  /// Every event a step causes must be asserted (``FeatureHarness/expect(_:)``) or skipped
  /// (``FeatureHarness/skipEvents()``) before the next step and by
  /// ``FeatureHarness/finish()``: for a feature's unit tests.
  case exhaustive
  /// Steps return what they did and nothing else is demanded: for integration tests that
  /// assert only what they are about.
  case nonExhaustive
}
