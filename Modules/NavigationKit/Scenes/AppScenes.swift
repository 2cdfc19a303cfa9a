/// An app of several window scenes, as iPad and Mac apps are: one composition, checked once,
/// and one ``AppNavigator`` per scene.
///
/// - **Per scene:** tabs, stacks, presentations and dialogs; what waits for login or a lock;
///   entries (each opens in the scene that received it); the saved state
///   (``AppNavigator/snapshot``) and ``AppNavigator/events``.
/// - **App-wide:** features, routes and resolvers, and login. Logging in or out in any scene
///   does so in every scene, as ``AppNavigator/logIn()`` and ``AppNavigator/logOut()`` do for
///   one; the state kept for a disconnected scene loses its screens that need login too.
///
/// A scene is made the first time it is asked for (``navigator(for:restoring:)``).
/// ``disconnect(_:)`` keeps its state for when it comes back; ``discard(_:)`` forgets it, as
/// iOS discards a closed window's session.
///
/// ```swift
/// let scenes = try AppScenes(features: features, tabs: tabs, deepLinkPolicy: policy)
/// let left = scenes.navigator(for: .main)
/// let right = scenes.navigator(for: "2")
/// right.open(.link("myapp://orders/A-1"))      // only the right window shows the order
/// left.logIn()                          // both windows are logged in
/// ```
@MainActor
public final class AppScenes {
  package let composition: NavigationComposition
  package let router: DeepLinkRouter
  let tabs: [NavigationTab]
  let waitingExpiry: Duration
  let now: @MainActor () -> ContinuousClock.Instant
  package private(set) var isLoggedIn: Bool
  /// The scenes shown now, in the order they connected.
  private var connected: [AppNavigator] = []
  /// The state kept for each scene the system disconnected, put back when it is asked for.
  public private(set) var keptSnapshots: [SceneID: NavigationSnapshot] = [:]
  /// The scenes shown or kept at the last logout, or shown since (`nil` before any logout):
  /// state stored elsewhere for any other scene predates that logout.
  private var seenSinceLogout: Set<SceneID>?
  /// The scene the user used last: where an entry that names no scene opens.
  package private(set) var activeScene: SceneID?
  /// The entries that arrived before any scene connected, oldest first.
  package private(set) var waitingForScene: [NavigationEntry] = []
  /// Passes on every scene's events, with the scene.
  private let events = NavigationEventBus()

  /// Builds the scenes' navigation from the app's features and validates all of it, once, as
  /// ``AppNavigator/init(features:tabs:deepLinkPolicy:isLoggedIn:waitingExpiry:fallback:)``
  /// does, throwing its ``CompositionError``.
  public convenience init(
    features: [FeatureModule],
    tabs: [NavigationTab],
    deepLinkPolicy: DeepLinkPolicy = DeepLinkPolicy(),
    isLoggedIn: Bool = false,
    waitingExpiry: Duration = .seconds(600),
    fallback: (@MainActor (UnresolvedDestination) -> any ScreenModel)? = nil
  ) throws(CompositionError) {
    self.init(
      partsOf: try AppNavigator(
        features: features, tabs: tabs, deepLinkPolicy: deepLinkPolicy, isLoggedIn: isLoggedIn,
        waitingExpiry: waitingExpiry, fallback: fallback))
  }

  /// Makes an app built alone, which must belong to no other scenes, the first scene named
  /// `scene`: later scenes share its composition, router, tabs, clock and login.
  public convenience init(adopting first: AppNavigator, as scene: SceneID) {
    self.init(partsOf: first)
    join(first, as: scene)
  }

  private init(partsOf app: AppNavigator) {
    composition = app.composition
    router = app.router
    tabs = app.tabs.tabs
    isLoggedIn = app.isLoggedIn
    waitingExpiry = app.waiting.expiry
    now = app.waiting.now
  }

  // MARK: - Scenes

  /// Writes and reads every scene's snapshots through the features' destination types.
  public var snapshotCoder: NavigationSnapshotCoder {
    NavigationSnapshotCoder(codecs: composition.codecs)
  }

  /// The names of the scenes shown now, in the order they connected.
  package var scenes: [SceneID] { connected.compactMap(\.sceneID) }

  /// The navigation of the scene named `scene`, made the first time it is asked for: at the
  /// tabs' roots, or as it was when disconnected, through the access check. The first scene
  /// to connect becomes the active one, and entries that arrived before it open in it.
  ///
  /// `stored` (from `@SceneStorage` or a file) is restored into a scene made now, unless state
  /// kept by ``disconnect(_:)`` is newer. If the user logged out in this launch and the scene
  /// was neither shown nor kept then, nor shown since, `stored`, and anything restored into
  /// the scene later, loses its screens that need login, even after a new login.
  @discardableResult
  public func navigator(
    for scene: SceneID, restoring stored: NavigationSnapshot? = nil
  ) -> AppNavigator {
    if let navigator = connectedNavigator(for: scene) { return navigator }
    let navigator = AppNavigator(
      composition: composition, router: router, validTabs: tabs, isLoggedIn: isLoggedIn,
      waitingExpiry: waitingExpiry, now: now)
    navigator.storedStatePredatesLogout = seenSinceLogout.map { !$0.contains(scene) } ?? false
    if let snapshot = keptSnapshots.removeValue(forKey: scene) ?? stored {
      navigator.restore(snapshot)
    }
    join(navigator, as: scene)
    let waiting = waitingForScene
    waitingForScene.removeAll()
    for entry in waiting { navigator.open(entry) }
    return navigator
  }

  /// The navigation of the scene named `scene` if it is shown now, without making one.
  package func connectedNavigator(for scene: SceneID) -> AppNavigator? {
    connected.first { $0.sceneID == scene }
  }

  private var activeNavigator: AppNavigator? { activeScene.flatMap(connectedNavigator(for:)) }

  /// Makes `scene` the one the user uses now, as its window becomes active: entries that name
  /// no scene open in it. A scene not shown does nothing.
  public func activate(_ scene: SceneID) {
    if connectedNavigator(for: scene) != nil { activeScene = scene }
  }

  /// Lets go of a scene the system disconnected, keeping its state for when it is asked for
  /// again. What waits in it is dropped, as when the app quits. A scene not shown does nothing.
  public func disconnect(_ scene: SceneID) {
    guard let navigator = remove(scene) else { return }
    keptSnapshots[scene] = navigator.snapshot
  }

  /// Forgets a scene, shown or disconnected, as iOS discards a closed window's session:
  /// asking for it again makes a new scene.
  public func discard(_ scene: SceneID) {
    remove(scene)
    keptSnapshots[scene] = nil
  }

  private func join(_ navigator: AppNavigator, as scene: SceneID) {
    navigator.sceneID = scene
    navigator.scenes = self
    connected.append(navigator)
    seenSinceLogout?.insert(scene)
    activeScene = activeScene ?? scene
    navigator.events.observe { [weak events] event in events?.send(event, scene: scene) }
  }

  @discardableResult
  private func remove(_ scene: SceneID) -> AppNavigator? {
    guard let index = connected.firstIndex(where: { $0.sceneID == scene }) else { return nil }
    let navigator = connected.remove(at: index)
    navigator.scenes = nil
    if activeScene == scene { activeScene = connected.last?.sceneID }
    return navigator
  }

  // MARK: - Login, app-wide: what any scene's logIn(), logOut() and cancelSignIn() call

  /// Logs every scene in, `origin` (the active scene by default) first, and returns what
  /// waited for login in `origin`.
  @discardableResult
  package func logIn(from origin: AppNavigator? = nil) -> WaitingNavigation? {
    let origin = origin ?? activeNavigator
    isLoggedIn = true
    let ran = origin?.logInHere()
    for navigator in connected where navigator !== origin { navigator.logInHere() }
    return ran
  }

  /// Logs every scene out, and takes the screens that need login out of kept state.
  ///
  /// A scene's state stored elsewhere, such as a window's file, is the app's to clear
  /// (`NavigationStateStore`'s `logOut(stateFile:primary:)` does both).
  package func logOut() {
    isLoggedIn = false
    for navigator in connected { navigator.logOutHere() }
    for (scene, snapshot) in keptSnapshots {
      keptSnapshots[scene] = snapshot.removingScreensNeedingLogin().snapshot
    }
    seenSinceLogout = Set(scenes).union(keptSnapshots.keys)
  }

  /// Drops what waits for login in every scene shown, so a link another window took does not
  /// open at the next login, and returns the scenes in which something waited.
  @discardableResult
  package func cancelSignIn() -> [SceneID] {
    var cancelled: [SceneID] = []
    for navigator in connected where navigator.waitingForLogin != nil {
      if let scene = navigator.sceneID { cancelled.append(scene) }
    }
    for navigator in connected { navigator.cancelSignInHere() }
    return cancelled
  }

  // MARK: - Entries and events

  /// Opens `entry` in `scene`, made or brought back first if it is not shown, or in the active
  /// scene. An entry that names no scene before any scene connected returns `nil` and waits
  /// for the first scene that connects.
  @discardableResult
  public func open(_ entry: NavigationEntry, in scene: SceneID? = nil) -> DeepLinkOutcome? {
    if let scene {
      return navigator(for: scene).open(entry)
    }
    guard let navigator = activeNavigator ?? connected.first else {
      waitingForScene.append(entry)
      return nil
    }
    return navigator.open(entry)
  }

  /// Calls `observer` on the main actor with every event of every scene, and its scene, until
  /// ``cancel(_:)`` is given the token returned.
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
