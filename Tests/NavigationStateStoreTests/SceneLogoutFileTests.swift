import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// Destinations of a fake module "vault": its safes need login.
private enum VaultDestination: NavigationDestination, Codable {
  case lobby
  case safe(id: String)

  static let moduleName = "vault"
  var access: AccessPolicy {
    if case .safe = self { .loginRequired } else { .open }
  }
}

/// A stored `VaultDestination.safe(id:)`.
private func storedSafe(_ id: String) -> String {
  #"{"type":"vault.VaultDestination","value":{"safe":{"id":"\#(id)"}}}"#
}

private let safe = VaultDestination.safe(id: "S-1").erased

/// Logging out reaches the state file of every window: the closed ones, and those on disk that
/// this launch has not opened.
@MainActor
@Suite struct SceneLogoutFileTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  /// Scenes of a shelf tab and a vault tab, whose safes need login.
  private func makeScenes(isLoggedIn: Bool) throws -> AppScenes {
    try AppScenes(
      features: [
        FeatureModule(resolver: NamingResolver<ShelfDestination>()),
        FeatureModule(resolver: NamingResolver<VaultDestination>()),
      ],
      tabs: [
        NavigationTab("shelf", root: ShelfDestination.home),
        NavigationTab("vault", root: VaultDestination.lobby),
      ],
      isLoggedIn: isLoggedIn)
  }

  /// Saves `scene` of `scenes` with a box on the shelf and a safe open in the vault.
  @discardableResult
  private func saveWithASafeOpen(
    _ scene: SceneID, of scenes: AppScenes
  ) throws -> NavigationStatePersistence {
    let app = scenes.navigator(for: scene)
    app.tabs.navigators[0].push(Shelf.box("A"))
    app.tabs.navigators[1].push(safe)
    let persistence = NavigationStatePersistence(app: app, store: fixture.store.scene(scene))
    try persistence.save()
    return persistence
  }

  /// The stacks `scene`'s file restores, logged in.
  private func restored(_ scene: SceneID) throws -> [[AnyDestination]] {
    let scenes = try makeScenes(isLoggedIn: true)
    let app = scenes.navigator(for: scene)
    try NavigationStatePersistence(app: app, store: fixture.store.scene(scene)).restore()
    return app.tabs.navigators.map(\.path)
  }

  @Test func theFilesOfClosedAndUnopenedWindowsLoseTheirGatedScreensAtLogout() throws {
    let earlier = try makeScenes(isLoggedIn: true)
    try saveWithASafeOpen("3", of: earlier)  // a window of an earlier launch, not opened now
    let scenes = try makeScenes(isLoggedIn: true)
    let shown = try saveWithASafeOpen(.main, of: scenes)
    try saveWithASafeOpen("2", of: scenes)
    scenes.disconnect("2")
    let shownFile = try fixture.stateFile()

    let failures = scenes.logOut(stateFile: fixture.store)

    #expect(failures.isEmpty)
    #expect(!scenes.isLoggedIn)
    #expect(try restored("2") == [[Shelf.box("A")], []])
    #expect(try restored("3") == [[Shelf.box("A")], []])
    // A shown scene's file is its session's to save, and saving it is no conflict.
    #expect(try fixture.stateFile() == shownFile)
    #expect(scenes.navigator(for: .main).tabs.navigators[1].path == [])
    try shown.save()
    #expect(try restored(.main) == [[Shelf.box("A")], []])
    #expect(
      try fixture.folder.names() == ["state.json", "state.scene-2.json", "state.scene-3.json"])
  }

  @Test func aFileWithNothingGatedIsNotRewritten() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    let app = scenes.navigator(for: "2")
    app.tabs.navigators[0].push(Shelf.box("A"))
    let store = fixture.store.scene("2")
    try NavigationStatePersistence(app: app, store: store).save()
    let version = try store.currentVersion()

    #expect(try store.removeScreensNeedingLogin(coder: scenes.snapshotCoder).isEmpty)
    #expect(try store.currentVersion() == version)
  }

  @Test func whatThisVersionDoesNotKnowIsKeptAndAPartialFileCopiedAsideFirst() throws {
    let scenes = try makeScenes(isLoggedIn: false)
    let store = fixture.store.scene("2")
    let original = Data(
      (#"{"version":1,"selectedTab":"vault","sidebarWidth":320,"tabs":["#
        + StoredJSON.tab("shelf", path: [StoredJSON.box("A"), StoredJSON.invoice]) + ","
        + StoredJSON.tab("vault", path: [storedSafe("S-1")]) + "]}").utf8)
    try original.write(to: store.url)

    let dropped = try store.removeScreensNeedingLogin(
      coder: scenes.snapshotCoder, at: PersistenceFixture.date)

    #expect(dropped == [.dropped(scope: "vault", position: 0, count: 1, reason: .needsLogin)])
    let names = try fixture.folder.names()
    let copy = try #require(names.first { $0.hasPrefix("state.scene-2.json.partial-") })
    #expect(try fixture.folder.contents(of: copy) == original)
    let rewritten = try String(
      decoding: fixture.folder.contents(of: "state.scene-2.json"), as: UTF8.self)
    #expect(rewritten.contains(#""sidebarWidth":320"#))
    #expect(!rewritten.contains("safe"))
    #expect(rewritten.contains(#""selectedTab":"vault""#))
  }

  @Test func aFileThatIsNotASnapshotIsLeftAsItIs() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    let store = fixture.store.scene("2")
    try Data("{\"version\":1,".utf8).write(to: store.url)

    #expect(scenes.logOut(stateFile: fixture.store).isEmpty)

    #expect(try fixture.folder.contents(of: "state.scene-2.json") == Data("{\"version\":1,".utf8))
  }

  @Test func aFileThatCannotBeRewrittenIsReportedAndTheScenesAreLoggedOutAllTheSame() throws {
    let scenes = try makeScenes(isLoggedIn: true)
    try saveWithASafeOpen("2", of: scenes)
    scenes.disconnect("2")
    let path = fixture.store.scene("2").url.path(percentEncoded: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)

    let failures = scenes.logOut(stateFile: fixture.store)

    #expect(failures == [.readOnly(path: path, operation: "write")])
    #expect(!scenes.isLoggedIn)
    #expect(scenes.keptSnapshots["2"]?.tabs[1].path == [])
  }

  @Test func theScenesStoredBesideAFileAreFoundByTheirFilesNames() throws {
    for name in [
      "state.json", "state.scene-2.json", "state.scene-A_b-3.json", "state.scene-.json",
      "state.scene-2.json.corrupt-20260101T000000Z", ".state.scene-2.json.tmp-\(UUID())",
      "state.scene-x.y.json", "state.scene-2.txt", "other.scene-4.json", "state.scene-main.json",
    ] {
      try Data().write(to: fixture.folder.url.appending(path: name))
    }

    #expect(try fixture.store.storedScenes() == ["2", "A_b-3", .main])
    #expect(try fixture.store.storedScenes(primary: "1") == ["1", "2", "A_b-3", "main"])
    let missing = StateFileStore(url: fixture.folder.url.appending(path: "none/state.json"))
    #expect(try missing.storedScenes().isEmpty)
  }
}
