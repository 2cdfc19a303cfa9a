/// An app's whole navigation and its one front door: built once from the app's features and
/// checked before anything runs, then changed only through its operations.
///
/// Every app-wide operation (actions, intents and requests, links, login, tabs, checkpoints,
/// restoring) goes through here and ends with one settle step: requests and checkpoints whose
/// screen is gone are removed, and a navigation a lock held runs once the lock is released.
/// ``events`` reports what happened; nothing in the framework depends on observing it.
///
/// ```swift
/// let app = try AppNavigator(
///   features: [OrdersFeature.module(intents: ordersIntents)],
///   tabs: [NavigationTab("orders", root: OrdersDestination.list)],
///   deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"))
/// app.perform(app.visibleScreen.actions[0].navigation)
/// app.open(.link("myapp://orders/A-1"))
/// ```
@MainActor
public final class AppNavigator {
  /// The tabs and their navigators: what every stack shows now.
  public let tabs: TabNavigator
  /// Where every change of the app is reported, for logging, analytics and tests.
  public let events: NavigationEventBus
  package let composition: NavigationComposition
  package let router: DeepLinkRouter
  let gate: AccessGate
  let waiting: WaitingNavigations
  /// The requests waiting for an answer, oldest first.
  var pendingRequests: [PendingRequest] = []
  /// The checkpoints set, oldest first.
  var checkpoints: [Checkpoint] = []
  /// The window scene this navigation belongs to; `nil` for an app not made by ``AppScenes``.
  package var sceneID: SceneID?
  /// The scenes that share this one's login; `nil` for an app of one scene.
  weak var scenes: AppScenes?
  /// Whether stored state predates a logout this scene was not shown at, so ``restore(_:)``
  /// drops its screens that need login.
  var storedStatePredatesLogout = false
  /// How many operations are under way, one inside another (settling counts as one).
  private var operationDepth = 0

  /// Builds the app's navigation from its features and validates all of it before the app
  /// runs: modules installed twice, tabs without a resolver, intents leading to a module not
  /// installed, modules without a tab, destination types that cannot be restored, invalid
  /// tabs, and malformed, conflicting or ambiguous deep-link routes.
  ///
  /// - Parameters:
  ///   - features: Every feature module of the app, each installed once.
  ///   - tabs: The app's tabs, the first selected.
  ///   - deepLinkPolicy: Which URLs the app accepts as deep links, and how large they may be.
  ///   - isLoggedIn: Whether the user is logged in at launch.
  ///   - waitingExpiry: How long a navigation waits for login or a lock before it is dropped.
  ///   - fallback: Builds the screen shown for a destination nothing can resolve; by default
  ///     a screen that says why, with a way back.
  /// - Throws: ``CompositionError`` naming every problem of its kind.
  public convenience init(
    features: [FeatureModule],
    tabs: [NavigationTab],
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false,
    waitingExpiry: Duration = .seconds(600),
    fallback: (@MainActor (UnresolvedDestination) -> any ScreenModel)? = nil
  ) throws(CompositionError) {
    let composition = NavigationComposition(fallback: fallback ?? { UnavailableScreen($0) })
    for feature in features {
      try composition.install(feature)
    }
    let issues = composition.validate(tabs: tabs)
    guard issues.isEmpty else { throw .invalid(issues) }
    let router = try composition.deepLinkRouter(policy: deepLinkPolicy)
    self.init(
      composition: composition, router: router, validTabs: tabs, isLoggedIn: isLoggedIn,
      waitingExpiry: waitingExpiry, now: { ContinuousClock.now })
  }

  /// Builds an app from parts already made, checking only the tabs: for tests that need their
  /// own routes or clock.
  package convenience init(
    composition: NavigationComposition = NavigationComposition(),
    router: DeepLinkRouter,
    tabs: [NavigationTab],
    isLoggedIn: Bool = false,
    waitingExpiry: Duration = .seconds(600),
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) throws(CompositionError) {
    if let problem = TabNavigator.problems(in: tabs).first { throw problem }
    self.init(
      composition: composition, router: router, validTabs: tabs, isLoggedIn: isLoggedIn,
      waitingExpiry: waitingExpiry, now: now)
  }

  /// Builds an app from parts already checked, such as a scene of ``AppScenes``.
  init(
    composition: NavigationComposition, router: DeepLinkRouter, validTabs: [NavigationTab],
    isLoggedIn: Bool, waitingExpiry: Duration,
    now: @escaping @MainActor () -> ContinuousClock.Instant
  ) {
    let events = NavigationEventBus()
    waiting = WaitingNavigations(expiry: waitingExpiry, now: now, events: events)
    gate = AccessGate(isLoggedIn: isLoggedIn, waiting: waiting)
    tabs = TabNavigator(validTabs: validTabs, events: events, gate: gate)
    self.events = events
    self.composition = composition
    self.router = router
  }

  // MARK: - What the user sees

  /// The screen of any destination, or the fallback's when none can be built.
  public func screen(for destination: AnyDestination) -> any ScreenModel {
    composition.resolvers.resolve(destination)
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: any ScreenModel {
    screen(for: tabs.visibleNavigator.current)
  }

  /// What validation warns of without stopping the app: deep-link routes whose links a
  /// sibling route takes first. A composition's tests expect it empty.
  public var compositionWarnings: [CompositionError] { router.shadowedRoutes }

  /// The badge the tab named `tab` shows now, such as `"2"`: its root module's, or `nil`.
  public func badge(for tab: TabID) -> String? {
    guard let root = tabs.tabs.first(where: { $0.id == tab })?.root else { return nil }
    return composition.modules.first { $0.name == root.moduleName }?.badge?()
  }

  /// Whether the user is logged in.
  public var isLoggedIn: Bool { gate.isLoggedIn }

  /// The feature modules the app was built with, in the order given.
  public var features: [FeatureModule] { composition.modules }

  /// Every deep-link route of every feature, sorted by pattern.
  public var routes: [DeepLinkRouteInfo] { router.routes }

  /// The custom-scheme link that shows `destination`, as a share button offers it, or `nil`
  /// when no route shows it.
  public func url(for destination: AnyDestination) -> String? {
    router.url(for: destination)
  }

  /// The state worth keeping across launches (``restore(_:)`` puts it back).
  public var snapshot: NavigationSnapshot { tabs.snapshot }

  /// Writes and reads snapshots of this app's navigation through its features' destination
  /// types.
  public var snapshotCoder: NavigationSnapshotCoder {
    NavigationSnapshotCoder(codecs: composition.codecs)
  }

  // MARK: - Operations

  /// Runs one front-door operation: when the outermost is over, the app settles (operations
  /// that settling runs do not settle again) and reports a change of the screen the user sees.
  func operation<Result>(_ body: () -> Result) -> Result {
    let isOutermost = operationDepth == 0
    // What the user saw is looked at only when someone would hear that it changed.
    let seen = isOutermost && events.isObserved ? seenScreen() : nil
    operationDepth += 1
    defer { operationDepth -= 1 }
    let result = body()
    if isOutermost {
      settle()
      if let seen, case let shown = seenScreen(), shown != seen {
        events.send(.screenViewed(shown.destination, scope: shown.scope))
      }
    }
    return result
  }

  /// The destination the user sees and the scope of its stack, for screen views.
  private func seenScreen() -> ScreenSeen {
    let navigator = tabs.visibleNavigator
    return ScreenSeen(destination: navigator.current, scope: navigator.scope)
  }

  /// Cancels abandoned requests, removes unreachable checkpoints and runs what a lock held,
  /// until nothing changes; then changed presented stacks learn which screens can lock.
  private func settle() {
    repeat {
      cancelAbandonedRequests()
      removeUnreachableCheckpoints()
    } while runNavigationWaitingForUnlock()
    learnLockingScreens()
  }
}

/// A destination the user sees, on top of the stack `scope`.
private struct ScreenSeen: Equatable {
  let destination: AnyDestination
  let scope: NavigationScope
}
