import Testing

@testable import NavigationKit

/// The desk app as an app of several scenes.
@MainActor
private func makeScenes(isLoggedIn: Bool = false) throws -> AppScenes {
  try AppScenes(
    features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs,
    deepLinkPolicy: TestDeepLinkRoutes.policy, isLoggedIn: isLoggedIn)
}

private let left = SceneID.main
private let right: SceneID = "right"

@MainActor
@Suite struct AppScenesTests {
  @Test func eachSceneHasItsOwnNavigatorSharingOneComposition() throws {
    let scenes = try makeScenes()
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)

    #expect(a !== b)
    #expect(scenes.navigator(for: right) === b)
    #expect(a.composition === b.composition)
    #expect(a.sceneID == left && b.sceneID == right)
    #expect(scenes.scenes == [left, right])
    #expect(scenes.activeScene == left)
  }

  @Test func aLinkOpensOnlyInTheSceneThatReceivedIt() throws {
    let scenes = try makeScenes()
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)

    #expect(scenes.open(.link("myapp://desk/note/N-1"), in: right)?.name == "navigated")

    #expect(b.tabs.navigators[0].path == [DeskDestination.note(id: "N-1").erased])
    #expect(a.tabs.navigators[0].path == [])
  }

  @Test func loggingInInOneSceneLogsEverySceneInAndRunsWhatWaitsInEach() throws {
    let scenes = try makeScenes()
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)
    #expect(b.open(.link("myapp://desk/vault/V-1")).name == "deferred")

    #expect(a.logIn() == nil)

    #expect(scenes.isLoggedIn && a.isLoggedIn && b.isLoggedIn)
    #expect(b.waitingForLogin == nil)
    #expect(b.tabs.navigators[0].path == [DeskDestination.vault(id: "V-1").erased])
    #expect(a.tabs.navigators[0].path == [])
  }

  @Test func loggingOutInOneSceneTakesGatedScreensOffEveryScene() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)
    a.open(.link("myapp://desk/vault/V-1"))
    b.open(.link("myapp://desk/vault/V-2"))
    a.logOut()
    b.open(.link("myapp://desk/vault/V-3"))

    b.logOut()

    #expect(!scenes.isLoggedIn && !a.isLoggedIn && !b.isLoggedIn)
    #expect(a.tabs.navigators[0].path == [])
    #expect(b.tabs.navigators[0].path == [])
    #expect(b.waitingForLogin == nil)
  }

  @Test func aSceneMadeWhileLoggedInStartsLoggedIn() throws {
    let scenes = try makeScenes()
    scenes.navigator(for: left).logIn()

    #expect(scenes.navigator(for: right).isLoggedIn)
  }

  @Test func aDisconnectedSceneComesBackAsItWasAndADiscardedOneStartsAfresh() throws {
    let scenes = try makeScenes()
    scenes.navigator(for: left)
    scenes.navigator(for: right).open(.link("myapp://desk/note/N-1"))

    scenes.disconnect(right)

    #expect(scenes.scenes == [left])
    #expect(scenes.keptSnapshots[right] != nil)
    let back = scenes.navigator(for: right)
    #expect(back.tabs.navigators[0].path == [DeskDestination.note(id: "N-1").erased])
    #expect(scenes.keptSnapshots[right] == nil)

    scenes.discard(right)

    #expect(scenes.scenes == [left])
    #expect(scenes.navigator(for: right).tabs.navigators[0].path == [])
  }

  @Test func aDisconnectedSceneLosesItsGatedScreensWhenTheUserLogsOutMeanwhile() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    scenes.navigator(for: left)
    scenes.navigator(for: right).open(.link("myapp://desk/vault/V-1"))
    scenes.disconnect(right)

    scenes.logOut()

    #expect(scenes.navigator(for: right).tabs.navigators[0].path == [])
  }

  @Test func aDisconnectedSceneNoLongerFollowsTheAppsLogin() throws {
    let scenes = try makeScenes()
    let gone = scenes.navigator(for: right)
    scenes.navigator(for: left)
    scenes.disconnect(right)

    scenes.logIn()

    #expect(!gone.isLoggedIn)
    #expect(gone.sceneID == right)
  }

  @Test func eventsSayWhichSceneTheyHappenedIn() throws {
    let scenes = try makeScenes()
    var seen: [(SceneID, NavigationEvent)] = []
    let observation = scenes.observe { seen.append(($0, $1)) }
    scenes.navigator(for: left)
    scenes.navigator(for: right).open(.link("myapp://desk/note/N-1"))

    #expect(seen.map(\.0) == [right, right, right])
    #expect(seen[1].1.openedLink?.name == "navigated")
    #expect(seen.last?.1.description == #"desk: showing desk.note(id: "N-1")"#)

    scenes.cancel(observation)
    scenes.navigator(for: left).open(.link("myapp://desk/note/N-2"))
    #expect(seen.count == 3)
  }

  @Test func anEntryNamingNoSceneOpensInTheActiveOne() throws {
    let scenes = try makeScenes()
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)
    scenes.activate(right)

    scenes.open(.link("myapp://desk/note/N-1"))

    #expect(scenes.activeScene == right)
    #expect(b.tabs.navigators[0].path.count == 1)
    #expect(a.tabs.navigators[0].path.isEmpty)

    scenes.activate("elsewhere")
    #expect(scenes.activeScene == right)
    scenes.disconnect(right)
    #expect(scenes.activeScene == left)
  }

  @Test func anEntryArrivingBeforeAnySceneWaitsForTheFirst() throws {
    let scenes = try makeScenes()

    #expect(scenes.open(.link("myapp://desk/note/N-1")) == nil)
    #expect(scenes.waitingForScene == [.link("myapp://desk/note/N-1")])

    let first = scenes.navigator(for: right)

    #expect(first.tabs.navigators[0].path == [DeskDestination.note(id: "N-1").erased])
    #expect(scenes.waitingForScene.isEmpty)
  }

  @Test func aSceneIsRestoredFromItsStoredStateBeforeAWaitingEntryOpensOverIt() throws {
    let scenes = try makeScenes()
    let stored = try makeScenes().navigator(for: left)
    stored.open(.link("myapp://desk/note/N-0"))
    stored.tabs.navigators[1].push(Shelf.box("B"))
    scenes.open(.link("myapp://desk/note/N-1"))

    let restored = scenes.navigator(for: left, restoring: stored.snapshot)

    #expect(restored.tabs.navigators[0].path == [DeskDestination.note(id: "N-1").erased])
    #expect(restored.tabs.navigators[1].path == [Shelf.box("B")])
    scenes.navigator(for: right).open(.link("myapp://desk/note/N-2"))
    scenes.disconnect(right)
    #expect(
      scenes.navigator(for: right, restoring: stored.snapshot).tabs.navigators[0].path
        == [DeskDestination.note(id: "N-2").erased])
  }

  @Test func anAppBuiltAloneCanBecomeTheFirstSceneOfSeveral() throws {
    let alone = try DeskApp(isLoggedIn: false)
    let scenes = AppScenes(adopting: alone.app, as: left)
    let other = scenes.navigator(for: right)
    other.open(.link("myapp://desk/vault/V-1"))

    alone.app.logIn()

    #expect(scenes.scenes == [left, right])
    #expect(other.tabs.navigators[0].path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func anInvalidCompositionIsRefusedOnceBeforeAnySceneExists() {
    #expect(throws: CompositionError.self) {
      try AppScenes(
        features: DeskApp.features(draft: DeskDraft()),
        tabs: [DeskApp.tabs[0], DeskApp.tabs[0]])
    }
  }

  @Test(arguments: ["", "../state", "a b", String(repeating: "x", count: 65), "é"])
  func aSceneNameThatIsNotAnIdentifierIsRefused(_ name: String) {
    #expect(SceneID(name) == nil)
  }

  @Test func aSessionsPersistentIdentifierIsASceneName() {
    let identifier = "5B8C0D2E-7F1A-4C3B-9E6D-2A1F0B9C8D7E"
    #expect(SceneID(identifier)?.rawValue == identifier)
  }
}
