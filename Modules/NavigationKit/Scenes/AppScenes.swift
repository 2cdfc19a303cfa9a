/// An app of several window scenes, as iPad and Mac apps are: one composition, checked once,
/// and one ``AppNavigator`` per scene.
///
/// What is per scene and what is app-wide follows what iOS users expect of a window:
///
/// - **Per scene:** the tabs, stacks, presentations and dialogs; what waits for login or for a
///   lock; links and other entries (each opens in the scene that received it); the state
///   saved and restored (``AppNavigator/snapshot``). Each scene has its own ``AppNavigator``
///   and its own ``AppNavigator/events``; ``observe(_:)`` sees every scene's events with the
///   scene they happened in.
/// - **App-wide:** the features, routes and resolvers (checked once, shared by every scene),
///   and login. Logging in, in any scene, logs every scene in, and each runs the navigation
///   waiting for login in it; logging out, in any scene, logs every scene out, and each drops
///   what waits in it and takes its screens that need login away, as ``AppNavigator/logOut()``
///   does for one — the state kept for a disconnected scene loses them too.
///
/// A scene is made the first time it is asked for (``navigator(for:restoring:)``). When the system
/// disconnects it to free memory, ``disconnect(_:)`` keeps its state and the scene comes back
/// as it was; when the user closes its window for good, ``discard(_:)`` forgets it, as iOS
/// discards a closed window's scene session.
///
/// ```swift
/// let scenes = try AppScenes(features: features, tabs: tabs, deepLinkPolicy: policy)
/// let left = scenes.navigator(for: .main)
/// let right = scenes.navigator(for: "2")
/// right.open("myapp://orders/A-1")      // only the right window shows the order
/// left.logIn()                          // both windows are logged in
/// ```
@MainActor
public final class AppScenes {
  /// The installed features, shared by every scene.
  package let composition: NavigationComposition
  /// The matcher of every feature's deep-link routes, shared by every scene.
  package let router: DeepLinkRouter
  /// The tabs every scene shows, checked once.
  let tabs: [NavigationTab]
  /// How long a navigation waits, in every scene.
  let waitingExpiry: Duration
  /// The clock of every scene.
  let now: @MainActor () -> ContinuousClock.Instant
  /// Whether the user is logged in, in every scene.
  package private(set) var isLoggedIn: Bool
  /// The scenes shown now, in the order they connected.
  private var connected: [AppNavigator] = []
  /// The state of the scenes the system disconnected, to put back when they return.
  /// The state kept for each scene the system disconnected: the windows that come back as they
  /// were when asked for. A scene shown, or never kept, has no entry.
  public private(set) var keptSnapshots: [SceneID: NavigationSnapshot] = [:]
  /// Whether the user logged out since these scenes were made.
  private var hasLoggedOut = false
  /// The scenes shown or kept at the last logout, or shown since: state stored elsewhere for
  /// any other scene predates that logout.
  private var seenSinceLogout: Set<SceneID> = []
  /// The scene the user used last: where an entry that names no scene opens.
  package private(set) var activeScene: SceneID?
  /// The entries that arrived before any scene connected, oldest first.
  private var entriesAwaitingScene: [NavigationEntry] = []
  /// What every scene's ``AppNavigator/events`` passes its events on to, with the scene's
  /// name.
  private let events = NavigationEventBus()

  /// Builds the scenes' navigation from the app's features and validates all of it, once.
  ///
  /// - Parameters:
  ///   - features: The feature modules to install, each with its intents routed.
  ///   - tabs: The tabs every scene shows, in tab-bar order.
  ///   - deepLinkPolicy: Which URLs are accepted as deep links.
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - waitingExpiry: How long a navigation waits for login or for a lock before it is
  ///     dropped; 10 minutes by default.
  ///   - fallback: Builds the screen shown for a destination nothing can resolve.
  /// - Throws: ``CompositionError`` naming every problem of its kind, as
  ///   ``AppNavigator/init(features:tabs:deepLinkPolicy:isLoggedIn:waitingExpiry:fallback:)``
  ///   does.
  public init(
    features: [FeatureModule],
    tabs: [NavigationTab],
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false,
    waitingExpiry: Duration = .seconds(600),
    fallback: (@MainActor (UnresolvedDestination) -> any ScreenModel)? = nil
  ) throws(CompositionError) {
    (composition, router) = try AppNavigator.validated(
      features: features, tabs: tabs, deepLinkPolicy: deepLinkPolicy, fallback: fallback)
    self.tabs = tabs
    self.isLoggedIn = isLoggedIn
    self.waitingExpiry = waitingExpiry
    now = { ContinuousClock.now }
  }

  /// Makes an app that was built alone the first scene of an app of several, named `scene`:
  /// later scenes share its composition, router, tabs, clock and login.
  ///
  /// - Parameters:
  ///   - first: An app built and validated alone; it must belong to no other scenes.
  ///   - scene: Its scene's name.
  public init(adopting first: AppNavigator, as scene: SceneID) {
    composition = first.composition
    router = first.router
    tabs = first.tabs.tabs
    isLoggedIn = first.isLoggedIn
    waitingExpiry = first.waiting.expiry
    now = first.waiting.now
    first.sceneID = scene
    first.scenes = self
    join(first)
  }

  // MARK: - Scenes

  /// Writes and reads the snapshots of every scene, restoring through the features'
  /// destination types: what a scene's `@SceneStorage` or file holds.
  public var snapshotCoder: NavigationSnapshotCoder {
    NavigationSnapshotCoder(codecs: composition.codecs)
  }

  /// The names of the scenes shown now, in the order they connected.
  package var scenes: [SceneID] { connected.compactMap(\.sceneID) }

  /// The navigation of the scene named `scene`, made the first time it is asked for.
  ///
  /// A new scene starts at the tabs' roots, logged in when the app is. A scene the system
  /// disconnected (``disconnect(_:)``) comes back as it was, through the access check: what
  /// needs login is dropped if the user logged out since. The first scene to connect becomes
  /// the active one, and entries that arrived before any scene did open in it.
  ///
  /// A scene made from state stored elsewhere — `@SceneStorage`, a file — is restored from
  /// `stored` before anything else reaches it, so entries waiting for a scene open over it;
  /// state kept by ``disconnect(_:)`` in this process is newer, and wins. When the user logged
  /// out in this launch and the scene was neither shown nor kept at the logout, nor shown
  /// since, state stored elsewhere predates the logout: `stored`, and anything restored into
  /// the scene later (``AppNavigator/restore(_:)``, as its state file is), loses its screens
  /// that need login, as the scene would have at the logout, even when the user has logged in
  /// again.
  ///
  /// - Parameters:
  ///   - scene: The scene's name, such as the persistent identifier of its session.
  ///   - stored: The scene's stored state, to restore when the scene is made now.
  /// - Returns: The scene's navigation.
  @discardableResult
  public func navigator(
    for scene: SceneID, restoring stored: NavigationSnapshot? = nil
  ) -> AppNavigator {
    if let navigator = connected.first(where: { $0.sceneID == scene }) {
      return navigator
    }
    let navigator = AppNavigator(scene: scene, of: self)
    navigator.storedStatePredatesLogout = hasLoggedOut && !seenSinceLogout.contains(scene)
    if let snapshot = keptSnapshots.removeValue(forKey: scene) ?? stored {
      navigator.restore(snapshot)
    }
    join(navigator)
    let waiting = entriesAwaitingScene
    entriesAwaitingScene.removeAll()
    for entry in waiting {
      navigator.open(entry)
    }
    return navigator
  }

  /// The navigation of the scene named `scene` if it is shown now, without making one.
  package func connectedNavigator(for scene: SceneID) -> AppNavigator? {
    connected.first { $0.sceneID == scene }
  }

  /// Makes `scene` the one the user uses now, as its window becomes active: entries that name
  /// no scene, such as a shortcut's, open in it. A scene not shown does nothing.
  public func activate(_ scene: SceneID) {
    guard connectedNavigator(for: scene) != nil else { return }
    activeScene = scene
  }

  /// Lets go of a scene the system disconnected, keeping its state: asking for it again
  /// (``navigator(for:restoring:)``) puts it back as it was. What waits in it (for login, for a lock)
  /// is dropped with it, as when the app quits.
  ///
  /// - Parameter scene: The scene's name; one not shown does nothing.
  public func disconnect(_ scene: SceneID) {
    guard let navigator = remove(scene) else { return }
    keptSnapshots[scene] = navigator.snapshot
  }

  /// Forgets a scene for good, as iOS discards the session of a window the user closed: its
  /// state is dropped, and asking for it again makes a new scene.
  ///
  /// - Parameter scene: The scene's name, shown or disconnected.
  public func discard(_ scene: SceneID) {
    remove(scene)
    keptSnapshots[scene] = nil
  }

  private func join(_ navigator: AppNavigator) {
    connected.append(navigator)
    if let scene = navigator.sceneID {
      seenSinceLogout.insert(scene)
    }
    if activeScene == nil {
      activeScene = navigator.sceneID
    }
    navigator.events.observe { [weak events, weak navigator] event in
      guard let events, let scene = navigator?.sceneID else { return }
      events.send(event, scene: scene)
    }
  }

  @discardableResult
  private func remove(_ scene: SceneID) -> AppNavigator? {
    guard let index = connected.firstIndex(where: { $0.sceneID == scene }) else { return nil }
    let navigator = connected.remove(at: index)
    navigator.scenes = nil
    if activeScene == scene {
      activeScene = connected.last?.sceneID
    }
    return navigator
  }

  // MARK: - Login, app-wide

  // Any scene's AppNavigator logs every scene in or out (its logIn(), logOut() and
  // cancelSignIn()): these are what it calls, so windows have no second set of login calls.

  /// Logs every scene in; each runs the navigation waiting for login in it.
  ///
  /// - Returns: What waited for login in the active scene, or `nil` when nothing did.
  @discardableResult
  package func logIn() -> WaitingNavigation? {
    logIn(from: activeScene.flatMap(connectedNavigator(for:)))
  }

  /// Logs every scene in, `origin` first.
  ///
  /// - Returns: What waited for login in `origin`.
  func logIn(from origin: AppNavigator?) -> WaitingNavigation? {
    isLoggedIn = true
    let ran = origin?.logInHere()
    for navigator in connected where navigator !== origin {
      navigator.logInHere()
    }
    return ran
  }

  /// Logs every scene out: each scene shown drops what waits in it and takes away its screens
  /// that need login, and the state kept for each disconnected scene loses them now, so
  /// logging in again never brings them back.
  ///
  /// A scene's state stored elsewhere — a window's file — is the app's to clear: with
  /// `NavigationStateStore`, `logOut(stateFile:primary:)` does both. State stored elsewhere
  /// for a scene not shown now loses those screens when the scene is made and restored later
  /// in this launch (``navigator(for:restoring:)``).
  package func logOut() {
    isLoggedIn = false
    for navigator in connected {
      navigator.logOutHere()
    }
    for (scene, snapshot) in keptSnapshots {
      keptSnapshots[scene] = snapshot.removingScreensNeedingLogin().snapshot
    }
    hasLoggedOut = true
    seenSinceLogout = Set(connected.compactMap(\.sceneID)).union(keptSnapshots.keys)
  }

  /// Drops the navigation waiting for login in every scene shown, as cancelling the sign-in
  /// screen does when the user gives up logging in: a link that waited in another window must
  /// not open at the next login either. A disconnected scene dropped what waited in it when
  /// it was let go of. Nothing else changes.
  ///
  /// - Returns: The scenes in which a navigation waited for login, in the order they
  ///   connected; empty when none did.
  @discardableResult
  package func cancelSignIn() -> [SceneID] {
    var cancelled: [SceneID] = []
    for navigator in connected {
      if navigator.waitingForLogin != nil, let scene = navigator.sceneID {
        cancelled.append(scene)
      }
      navigator.cancelSignInHere()
    }
    return cancelled
  }

  // MARK: - Entries and events

  /// Opens `entry` in `scene`, or in the active scene when none is named. A named scene that
  /// is not shown is made (or brought back) first, as the system connects a window to hand it
  /// a link.
  ///
  /// An entry that names no scene and arrives before any scene connected — a shortcut that
  /// launched the app — waits, and opens in the first scene that connects.
  ///
  /// - Parameters:
  ///   - entry: The link, web-browsing activity or shortcut.
  ///   - scene: The scene that received it, or `nil` for the active one.
  /// - Returns: What opening it did, or `nil` when it waits for a scene.
  @discardableResult
  public func open(_ entry: NavigationEntry, in scene: SceneID? = nil) -> DeepLinkOutcome? {
    if let scene {
      return navigator(for: scene).open(entry)
    }
    guard let navigator = activeScene.flatMap(connectedNavigator(for:)) ?? connected.first
    else {
      entriesAwaitingScene.append(entry)
      return nil
    }
    return navigator.open(entry)
  }

  /// The entries that arrived before any scene connected, oldest first.
  package var waitingForScene: [NavigationEntry] { entriesAwaitingScene }

  /// Calls `observer` with every event of every scene from now on, with the scene it happened
  /// in, until cancelled.
  ///
  /// - Parameter observer: Receives each scene's name and event on the main actor.
  /// - Returns: A token that ``cancel(_:)`` takes.
  @discardableResult
  public func observe(
    _ observer: @escaping @MainActor (SceneID, NavigationEvent) -> Void
  ) -> NavigationObservation {
    events.observeScenes { scene, event in
      if let scene { observer(scene, event) }
    }
  }

  /// Stops an observation; cancelling one twice, or one of something else, does nothing.
  public func cancel(_ observation: NavigationObservation) {
    events.cancel(observation)
  }
}
