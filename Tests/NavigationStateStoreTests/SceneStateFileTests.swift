import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// Each window scene's state in a file of its own beside the state file.
@MainActor
@Suite struct SceneStateFileTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  /// The shelf and crate app as scenes, its first scene adopted under `first`.
  private func makeScenes(first: SceneID = .main) throws -> AppScenes {
    let scenes = try AppScenes(
      features: [
        FeatureModule(resolver: NamingResolver<ShelfDestination>()),
        FeatureModule(resolver: NamingResolver<CrateDestination>()),
      ],
      tabs: [
        NavigationTab("shelf", root: ShelfDestination.home),
        NavigationTab("crate", root: CrateDestination.lid),
      ])
    scenes.navigator(for: first)
    return scenes
  }

  @Test(arguments: [
    ("state.json", "state.scene-2.json"), ("state", "state.scene-2"),
    (".state", ".state.scene-2"), ("a.b.json", "a.b.scene-2.json"),
  ])
  func aScenesFileIsASiblingNamedForTheScene(file: String, expected: String) {
    let store = StateFileStore(url: fixture.folder.url.appending(path: file))

    #expect(store.scene("2").url.lastPathComponent == expected)
    #expect(
      store.scene("2").url.deletingLastPathComponent() == store.url.deletingLastPathComponent())
    #expect(store.scene(.main).url == store.url)
    #expect(store.scene("1", primary: "1").url == store.url)
  }

  @Test func theFileOfAnAppOfOneSceneRestoresIntoItsPrimaryScene() throws {
    let single = try makeCodableApp()
    single.restore(richSnapshot)
    try fixture.persistence(of: single).save()

    let scenes = try makeScenes()
    let main = NavigationStatePersistence(
      app: scenes.navigator(for: .main), store: fixture.store.scene(.main))
    let other = NavigationStatePersistence(
      app: scenes.navigator(for: "2"), store: fixture.store.scene("2"))

    #expect(try main.restore().outcome == .restored)
    #expect(try other.restore().outcome == .firstLaunch)
    #expect(scenes.navigator(for: .main).snapshot == richSnapshot)
    #expect(scenes.navigator(for: "2").tabs.navigators.allSatisfy { $0.path.isEmpty })
  }

  @Test func eachScenesStateIsSavedAndRestoredAlone() throws {
    let scenes = try makeScenes()
    scenes.navigator(for: .main).tabs.navigators[0].push(Shelf.box("A"))
    scenes.navigator(for: "2").tabs.navigators[1].push(Crate.open("B"))
    try NavigationStatePersistence(app: scenes.navigator(for: .main), store: fixture.store).save()
    try NavigationStatePersistence(
      app: scenes.navigator(for: "2"), store: fixture.store.scene("2")
    ).save()

    let relaunched = try makeScenes()
    for scene: SceneID in [.main, "2"] {
      try NavigationStatePersistence(
        app: relaunched.navigator(for: scene), store: fixture.store.scene(scene)
      ).restore()
    }

    #expect(try fixture.folder.names() == ["state.json", "state.scene-2.json"])
    #expect(relaunched.navigator(for: .main).tabs.navigators[0].path == [Shelf.box("A")])
    #expect(relaunched.navigator(for: .main).tabs.navigators[1].path == [])
    #expect(relaunched.navigator(for: "2").tabs.navigators[1].path == [Crate.open("B")])
  }

  @Test func aCorruptScenesFileIsSetAsideAloneAndCostsNoOtherScene() throws {
    let scenes = try makeScenes()
    scenes.navigator(for: .main).tabs.navigators[0].push(Shelf.box("A"))
    try NavigationStatePersistence(app: scenes.navigator(for: .main), store: fixture.store).save()
    let saved = try fixture.stateFile()
    try Data("{\"version\":1,".utf8).write(to: fixture.store.scene("2").url)

    let relaunched = try makeScenes()
    let main = try NavigationStatePersistence(
      app: relaunched.navigator(for: .main), store: fixture.store
    ).restore(at: PersistenceFixture.date)
    let broken = try NavigationStatePersistence(
      app: relaunched.navigator(for: "2"), store: fixture.store.scene("2")
    ).restore(at: PersistenceFixture.date)

    #expect(main.outcome == .restored)
    #expect(broken.outcome == .startedEmpty)
    #expect(broken.setAside?.lastPathComponent.hasPrefix("state.scene-2.json.corrupt") == true)
    #expect(try fixture.stateFile() == saved)
    #expect(relaunched.navigator(for: .main).tabs.navigators[0].path == [Shelf.box("A")])
  }

  @Test func deletingAScenesFileLeavesEveryOtherFile() throws {
    let scenes = try makeScenes()
    try NavigationStatePersistence(app: scenes.navigator(for: .main), store: fixture.store).save()
    scenes.navigator(for: "2").tabs.navigators[0].push(Shelf.box("B"))
    try NavigationStatePersistence(
      app: scenes.navigator(for: "2"), store: fixture.store.scene("2")
    ).save()

    try fixture.store.scene("2").delete()
    try fixture.store.scene("3").delete()

    #expect(try fixture.folder.names() == ["state.json"])
  }

  @Test func aReadOnlyScenesFileIsNotDeleted() throws {
    let store = fixture.store.scene("2")
    try Data("{}".utf8).write(to: store.url)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: store.url.path(percentEncoded: false))

    #expect(
      throws: StateFileError.readOnly(
        path: store.url.path(percentEncoded: false), operation: "delete")
    ) {
      try store.delete()
    }
    #expect(try fixture.folder.names() == ["state.scene-2.json"])
  }
}
