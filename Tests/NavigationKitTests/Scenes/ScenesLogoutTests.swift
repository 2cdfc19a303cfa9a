import Testing

@testable import NavigationKit

/// Logging out reaches every scene: the ones shown, the state kept for the ones the system
/// disconnected, and what waits for login in each.
@MainActor
@Suite struct ScenesLogoutTests {
  private let left = SceneID.main
  private let right: SceneID = "right"
  private let note = DeskDestination.note(id: "N-1").erased
  private let vault = DeskDestination.vault(id: "V-1").erased

  private func makeScenes(isLoggedIn: Bool) throws -> AppScenes {
    try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs,
      deepLinkPolicy: TestDeepLinkRoutes.policy, isLoggedIn: isLoggedIn)
  }

  @Test func aDisconnectedScenesGatedScreensDoNotComeBackWhenTheUserLogsInAgain() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    scenes.navigator(for: left)
    scenes.navigator(for: right).tabs.navigators[0].push(contentsOf: [note, vault])
    scenes.disconnect(right)

    scenes.logOut()
    scenes.logIn()

    #expect(scenes.keptSnapshots[right]?.tabs[0].path == [note])
    #expect(scenes.navigator(for: right).tabs.navigators[0].path == [note])
  }

  @Test func aGatedPresentationInADisconnectedSceneGoesWithEverythingInIt() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    scenes.navigator(for: left)
    let other = scenes.navigator(for: right)
    other.tabs.navigators[0].push(note)
    other.tabs.navigators[0].present(vault, as: .sheet)
    other.tabs.navigators[0].presentation?.navigator.push(note)
    scenes.disconnect(right)

    scenes.logOut()

    let kept = try #require(scenes.keptSnapshots[right])
    #expect(kept.tabs[0].path == [note])
    #expect(kept.tabs[0].presentations.isEmpty)
  }

  @Test func cancellingSignInDropsWhatWaitsInEveryScene() throws {
    let scenes = try makeScenes(isLoggedIn: false)
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)
    #expect(a.open(.link("myapp://desk/vault/V-1")).name == "deferred")
    #expect(b.open(.link("myapp://desk/vault/V-2")).name == "deferred")

    #expect(scenes.cancelSignIn() == [left, right])
    scenes.logIn()

    #expect(a.waitingForLogin == nil && b.waitingForLogin == nil)
    #expect(a.tabs.navigators[0].path == [] && b.tabs.navigators[0].path == [])
    #expect(scenes.cancelSignIn() == [])
  }

  @Test func cancellingSignInInOneSceneDropsWhatWaitsInEveryScene() throws {
    let scenes = try makeScenes(isLoggedIn: false)
    let a = scenes.navigator(for: left)
    let b = scenes.navigator(for: right)
    #expect(a.open(.link("myapp://desk/vault/V-1")).name == "deferred")
    #expect(b.open(.link("myapp://desk/vault/V-2")).name == "deferred")

    a.cancelSignIn()
    a.logIn()

    #expect(a.waitingForLogin == nil && b.waitingForLogin == nil)
    #expect(a.tabs.navigators[0].path == [] && b.tabs.navigators[0].path == [])
  }

  @Test func theScenesKeptAreListedByName() throws {
    let scenes = try makeScenes(isLoggedIn: false)
    for scene: SceneID in ["b", "a", "c"] {
      scenes.navigator(for: scene)
    }
    scenes.disconnect("c")
    scenes.disconnect("a")

    #expect(Set(scenes.keptSnapshots.keys) == ["a", "c"])
    scenes.discard("a")
    #expect(Set(scenes.keptSnapshots.keys) == ["c"])
  }

  @Test func removingScreensNeedingLoginKeepsEverythingElseOfTheState() throws {
    var snapshot = NavigationSnapshot(
      selectedTab: DeskApp.tabs[0].id,
      tabs: [
        NavigationSnapshot.Tab(
          id: DeskApp.tabs[0].id, path: [note, vault, note],
          presentations: [NavigationSnapshot.Presentation(style: .sheet, root: note)])
      ],
      columnVisibility: .detailOnly)
    snapshot.preservedMembers = ["sidebarWidth": "320"]
    snapshot.tabs[0].preservedMembers = ["scrollOffset": "12"]
    snapshot.tabs[0].pathTransitions = [0: .zoom(sourceID: "N-1"), 2: .zoom(sourceID: "N-1")]

    let (cleared, dropped) = snapshot.removingScreensNeedingLogin()

    #expect(cleared.tabs[0].path == [note])
    #expect(cleared.tabs[0].pathTransitions == [0: .zoom(sourceID: "N-1")])
    #expect(cleared.tabs[0].presentations.isEmpty)
    #expect(cleared.tabs[0].preservedMembers == ["scrollOffset": "12"])
    #expect(cleared.preservedMembers == ["sidebarWidth": "320"])
    #expect(cleared.columnVisibility == .detailOnly && cleared.selectedTab == snapshot.selectedTab)
    #expect(dropped == [.dropped(scope: "desk", position: 1, count: 2, reason: .needsLogin)])
    let again = cleared.removingScreensNeedingLogin()
    #expect(again.snapshot == cleared && again.dropped.isEmpty)
  }
}

/// State stored elsewhere — a window's `@SceneStorage` — for a window not shown at a logout.
@MainActor
@Suite struct StoredSceneStateLogoutTests {
  private let note = DeskDestination.note(id: "N-1").erased
  private let vault = DeskDestination.vault(id: "V-1").erased

  private func storedState() throws -> NavigationSnapshot {
    let earlier = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs, isLoggedIn: true)
    earlier.navigator(for: "other").tabs.navigators[0].push(contentsOf: [note, vault])
    return earlier.navigator(for: "other").snapshot
  }

  @Test func storedStateOfAWindowNotShownAtALogoutLosesItsGatedScreensWhenItComesBack() throws {
    let stored = try storedState()
    let scenes = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs, isLoggedIn: true)
    scenes.navigator(for: .main)
    scenes.logOut()
    scenes.logIn()

    let back = scenes.navigator(for: "other", restoring: stored)

    #expect(back.tabs.navigators[0].path == [note])
  }

  @Test func stateRestoredIntoASceneMadeAfterALogoutItWasNotShownAtLosesItsGatedScreens() throws {
    let stored = try storedState()
    let scenes = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs, isLoggedIn: true)
    scenes.navigator(for: .main)
    scenes.logOut()
    scenes.logIn()
    let later = scenes.navigator(for: "other")

    let issues = later.restore(stored)

    #expect(later.tabs.navigators[0].path == [note])
    #expect(issues == [.dropped(scope: "desk", position: 1, count: 1, reason: .needsLogin)])
    #expect(scenes.navigator(for: .main).restore(stored).isEmpty)
  }

  @Test func storedStateIsRestoredWholeWithoutALogoutOrWhenSavedSinceOne() throws {
    let stored = try storedState()
    let scenes = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs, isLoggedIn: true)

    #expect(scenes.navigator(for: "other", restoring: stored).tabs.navigators[0].path.count == 2)

    scenes.logOut()
    scenes.logIn()
    scenes.navigator(for: "later").tabs.navigators[0].push(contentsOf: [note, vault])
    let savedSinceLogout = scenes.navigator(for: "later").snapshot
    scenes.discard("later")

    #expect(
      scenes.navigator(for: "later", restoring: savedSinceLogout).tabs.navigators[0].path.count
        == 2)
  }
}
