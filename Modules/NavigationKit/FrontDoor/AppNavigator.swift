/// An app's whole navigation and its one front door: built once from the app's features and
/// checked before anything runs, then changed only through its operations.
///
/// Everything app-wide goes through here — performing a screen's action, sending an intent or
/// a request, opening a link, logging in and out, selecting or tapping a tab, checkpoints,
/// restoring state — and each operation ends with one settle step: requests whose screen is
/// gone are cancelled, checkpoints whose screen is gone removed, and a navigation a lock held
/// runs once the lock is released. What waits (for login, or for a lock) is kept as the request
/// it was, and runs through here again (``WaitingNavigation``). ``events`` reports what
/// happened; nothing in the framework depends on observing it.
///
/// The terminal App, the SwiftUI root and a feature's tests all drive one of these:
///
/// ```swift
/// let app = try AppNavigator(
///   features: [OrdersFeature.module(intents: ordersIntents), CatalogFeature.module()],
///   tabs: [
///     NavigationTab("orders", root: OrdersDestination.list),
///     NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil)),
///   ],
///   deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"))
/// app.perform(app.visibleScreen.actions[0].navigation)
/// app.open("myapp://orders/A-1")
/// ```
///
/// Its state is read through ``tabs`` (each tab's ``Navigator``), ``visibleScreen`` and the
/// properties below.
@MainActor
public final class AppNavigator {
  /// The tabs and their navigators: what every stack shows now.
  public let tabs: TabNavigator
  /// Where every change of the app is reported, for logging, analytics and tests.
  public let events: NavigationEventBus
  /// The installed features, their resolvers and the restoration allowlist.
  package let composition: NavigationComposition
  /// The matcher of every feature's deep-link routes.
  package let router: DeepLinkRouter
  /// The login state; every navigator checks with it.
  let gate: AccessGate
  /// What waits for login or for a lock, as the requests they were.
  let waiting: WaitingNavigations
  /// The requests waiting for an answer, oldest first.
  var pendingRequests: [PendingRequest] = []
  /// The checkpoints set, oldest first.
  var checkpoints: [Checkpoint] = []
  /// The window scene this navigation belongs to, or `nil` for an app of one scene that was
  /// not made by ``AppScenes``.
  package var sceneID: SceneID?
  /// The scenes this one belongs to, which share its login; `nil` for an app of one scene.
  weak var scenes: AppScenes?
  /// Whether state stored before this scene was made predates a logout it was not shown at:
  /// what ``restore(_:)`` puts back then loses its screens that need login (``AppScenes``).
  var storedStatePredatesLogout = false
  /// How many operations are under way, one inside another.
  private var operationDepth = 0
  private var isSettling = false

  /// Builds the app's navigation from its features and validates all of it.
  ///
  /// Every problem is found before the app runs: modules installed twice, tabs without a
  /// resolver, intents leading to a module that is not installed, modules without a tab,
  /// destination types that cannot be restored, invalid tabs, and malformed, conflicting or
  /// ambiguous deep-link routes.
  ///
  /// - Parameters:
  ///   - features: The feature modules to install, each with its intents routed.
  ///   - tabs: The tabs, in tab-bar order.
  ///   - deepLinkPolicy: Which URLs are accepted as deep links.
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - waitingExpiry: How long a navigation waits for login or for a lock before it is
  ///     dropped; 10 minutes by default.
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
    let (composition, router) = try Self.validated(
      features: features, tabs: tabs, deepLinkPolicy: deepLinkPolicy, fallback: fallback)
    try self.init(
      composition: composition, router: router, tabs: tabs, isLoggedIn: isLoggedIn,
      waitingExpiry: waitingExpiry)
  }

  /// Installs `features` and validates them with `tabs`: what every app, and every scene of
  /// one (``AppScenes``), is made of, checked once.
  ///
  /// - Throws: ``CompositionError`` naming every problem of its kind.
  static func validated(
    features: [FeatureModule],
    tabs: [NavigationTab],
    deepLinkPolicy: DeepLinkPolicy,
    fallback: (@MainActor (UnresolvedDestination) -> any ScreenModel)?
  ) throws(CompositionError) -> (NavigationComposition, DeepLinkRouter) {
    let composition = NavigationComposition(fallback: fallback ?? { UnavailableScreen($0) })
    for feature in features {
      try composition.install(feature)
    }
    let issues = composition.validate(tabs: tabs)
    guard issues.isEmpty else { throw .invalid(issues) }
    do {
      return (composition, try composition.deepLinkRouter(policy: deepLinkPolicy))
    } catch {
      throw .deepLinks(error)
    }
  }

  /// Builds an app from parts already made, unvalidated: for tests that need their own
  /// routes or clock.
  ///
  /// - Throws: ``CompositionError/tabs(_:)`` when the tabs cannot be made.
  package init(
    composition: NavigationComposition = NavigationComposition(),
    router: DeepLinkRouter,
    tabs: [NavigationTab],
    isLoggedIn: Bool = false,
    waitingExpiry: Duration = .seconds(600),
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) throws(CompositionError) {
    let events = NavigationEventBus()
    let waiting = WaitingNavigations(expiry: waitingExpiry, now: now, events: events)
    let gate = AccessGate(isLoggedIn: isLoggedIn, waiting: waiting)
    do {
      self.tabs = try TabNavigator(tabs: tabs, events: events, gate: gate)
    } catch {
      throw .tabs(error)
    }
    self.events = events
    self.gate = gate
    self.waiting = waiting
    self.composition = composition
    self.router = router
  }

  /// Builds the navigation of one scene of `scenes`, from the parts its composition checked
  /// once: a scene's own tabs, stacks and waiting navigation, the app's login.
  init(scene: SceneID, of scenes: AppScenes) {
    let events = NavigationEventBus()
    let waiting = WaitingNavigations(
      expiry: scenes.waitingExpiry, now: scenes.now, events: events)
    let gate = AccessGate(isLoggedIn: scenes.isLoggedIn, waiting: waiting)
    self.tabs = TabNavigator(validTabs: scenes.tabs, events: events, gate: gate)
    self.events = events
    self.gate = gate
    self.waiting = waiting
    self.composition = scenes.composition
    self.router = scenes.router
    self.sceneID = scene
    self.scenes = scenes
  }

  // MARK: - What the user sees

  /// The screen of any destination, or the fallback's when none can be built.
  ///
  /// - Parameter destination: Any destination.
  /// - Returns: The screen its module's resolver builds.
  public func screen(for destination: AnyDestination) -> any ScreenModel {
    composition.resolvers.resolve(destination)
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: any ScreenModel {
    screen(for: tabs.visibleNavigator.current)
  }

  /// What validation warns of without stopping the app, each with what to do: deep-link
  /// routes whose links a sibling route takes first. A composition's tests expect it empty.
  public var compositionWarnings: [CompositionError] { router.shadowedRoutes }

  /// The badge the tab named `tab` shows now: its root module's, or `nil`.
  ///
  /// - Parameter tab: The tab's name.
  /// - Returns: The badge's text, such as `"2"`, or `nil` for none.
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

  /// Writes and reads snapshots of this app's navigation, restoring through its features'
  /// destination types, for an app that keeps its state somewhere of its own (the
  /// `NavigationStateStore` library keeps it in a file).
  public var snapshotCoder: NavigationSnapshotCoder {
    NavigationSnapshotCoder(codecs: composition.codecs)
  }

  // MARK: - Operations

  /// Runs one front-door operation: when the outermost is over, the app settles.
  func operation<Result>(_ body: () -> Result) -> Result {
    operationDepth += 1
    let result = body()
    operationDepth -= 1
    if operationDepth == 0 && !isSettling {
      settle()
    }
    return result
  }

  /// The step every operation ends with: requests whose providing screen is gone are
  /// cancelled, checkpoints whose screen is gone removed, and the navigation a lock held runs
  /// once nothing locks; what that run changes settles in the same loop. Last, presented
  /// stacks that changed learn which of their screens can lock, so a link does not.
  private func settle() {
    isSettling = true
    defer { isSettling = false }
    repeat {
      cancelAbandonedRequests()
      removeUnreachableCheckpoints()
    } while runNavigationWaitingForUnlock()
    learnLockingScreens()
  }

  /// Whether `navigator` is a tab's navigator or presented, at any depth, by one.
  func isAttached(_ navigator: Navigator) -> Bool {
    tabs.tab(showing: navigator) != nil
  }
}

// MARK: - Transitions an adapter follows

extension AppNavigator {
  /// Reports, through ``events``, that the platform did not report the end of `phase` of a
  /// change within `waited`, so the adapter took it as done
  /// (``NavigationEvent/transitionCompletionMissed(phase:waited:)``).
  package func reportMissedTransitionCompletion(_ phase: String, waited: Duration) {
    events.send(.transitionCompletionMissed(phase: phase, waited: waited))
  }
}
