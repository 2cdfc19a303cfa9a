import AppComposition
import Foundation
import NavigationKit
import NavigationStateStore

extension Session {
  /// The first scene's name: `1`.
  static let firstScene: SceneID = "1"

  /// The name of the scene commands go to.
  var currentScene: SceneID { sceneSessions[current].id }

  /// Opens scenes 2 to `count`, each restored from its state file. A scene whose file cannot
  /// be used is not opened, and the error says so; it costs the other scenes nothing.
  func openScenes(upTo count: Int) {
    for number in stride(from: 2, through: count, by: 1) {
      let scene = Self.scene(numbered: number)
      if !connect(scene) {
        console.writeError(
          "error: scene \(scene) is not opened, since its state file cannot be used;"
            + " the other scenes are")
      }
    }
    current = 0
  }

  func apply(_ command: SceneCommand) throws(SessionError) {
    switch command {
    case .list:
      break
    case .new:
      let closed = scenes.keptSnapshots.count
      guard sceneSessions.count + closed < Invocation.maximumScenes else {
        throw .failed(
          "there are \(Invocation.maximumScenes) scenes already, the most there can be"
            + " (closed ones count too); discard one first")
      }
      let scene = nextSceneName()
      guard connect(scene) else {
        throw .failed("scene \(scene) is not opened, since its state file cannot be used")
      }
      current = sceneSessions.count - 1
    case .select(let name):
      let scene = try sceneName(name)
      if let index = sceneSessions.firstIndex(where: { $0.id == scene }) {
        current = index
      } else if scenes.keptSnapshots[scene] != nil {
        guard connect(scene) else { throw .failed("scene \(scene)'s state file cannot be used") }
        current = sceneSessions.count - 1
      } else {
        throw .failed("no scene \(UntrustedText.quoted(name)); the scenes are \(sceneNames)")
      }
      scenes.activate(currentScene)
    case .close(let name):
      let scene = try sceneName(name)
      let index = try closableIndex(of: scene, named: name)
      remove(at: index)
      scenes.disconnect(scene)
    case .discard(let name):
      let scene = try sceneName(name)
      if scenes.keptSnapshots[scene] != nil {
        // Closed: it stays closed, and discardable, until its file is gone.
        try deleteStateFile(of: scene, stays: "closed")
        scenes.discard(scene)
        return
      }
      let index = try closableIndex(of: scene, named: name)
      // The file first: a window whose file stays is not gone, so it stays open, and a later
      // `scene discard` tries again.
      try deleteStateFile(of: scene, stays: "open")
      remove(at: index)
      scenes.discard(scene)
    }
  }

  /// Logs every scene out, and takes the screens that need login out of the state files of
  /// the windows not open now: the closed ones, and those an earlier launch left beside the
  /// state file. The open ones' files are saved after the command, as always.
  func logOutEveryScene() {
    guard let store = sceneStore(Self.firstScene) else {
      app.logOut()
      return
    }
    for failure in scenes.logOut(stateFile: store, primary: Self.firstScene) {
      console.writeError(
        "warning: logged out, but could not take the screens that need login out of a closed"
          + " window's state file: \(failure)")
    }
  }

  /// Saves every open scene's state that changed.
  func saveScenes() {
    for (_, session) in sceneSessions {
      session.save(reportingTo: console)
    }
  }

  /// The state file of `scene`, beside the first scene's; `nil` without a state file.
  private func sceneStore(_ scene: SceneID) -> StateFileStore? {
    stateFile.map { path in
      StateFileStore(url: URL(fileURLWithPath: path)).scene(scene, primary: Self.firstScene)
    }
  }

  /// Makes `scene`'s navigation and its session, restoring it from its file.
  private func connect(_ scene: SceneID) -> Bool {
    let kept = scenes.keptSnapshots[scene]
    let navigator = scenes.navigator(for: scene)
    guard
      let session = NavigationSession.start(
        navigator, stateFile: sceneStore(scene)?.url.path(percentEncoded: false),
        console: console)
    else {
      // A closed window stays closed, with its state; a new one is forgotten.
      if kept != nil { scenes.disconnect(scene) } else { scenes.discard(scene) }
      return false
    }
    // What this launch kept of a closed window is newer than its file, and lost its screens
    // that need login at logout even when its file could not be rewritten.
    if let kept, navigator.snapshot != kept {
      navigator.restore(kept)
    }
    sceneSessions.append((scene, session))
    showsScenes = true
    return true
  }

  /// The index of the open scene `scene` (typed as `name`), when it may be closed: another
  /// one stays open.
  private func closableIndex(of scene: SceneID, named name: String) throws(SessionError) -> Int {
    guard let index = sceneSessions.firstIndex(where: { $0.id == scene }) else {
      throw .failed("no open scene \(UntrustedText.quoted(name)); the scenes are \(sceneNames)")
    }
    guard sceneSessions.count > 1 else { throw .failed("scene \(scene) is the only one open") }
    return index
  }

  /// Takes the open scene at `index` out of the session; commands go on to the one they went
  /// to, or to the first when it was that one.
  private func remove(at index: Int) {
    let shown = currentScene
    sceneSessions.remove(at: index)
    current = sceneSessions.firstIndex { $0.id == shown } ?? 0
    scenes.activate(currentScene)
  }

  private func deleteStateFile(of scene: SceneID, stays state: String) throws(SessionError) {
    do {
      try sceneStore(scene)?.delete()
    } catch {
      throw .failed(
        "scene \(scene) stays \(state): its state file cannot be deleted (\(error));"
          + " scene discard \(scene) tries again")
    }
  }

  /// The next number no open or closed scene has.
  private func nextSceneName() -> SceneID {
    var next = (sceneSessions.compactMap { Int($0.id.rawValue) }.max() ?? 0) + 1
    while scenes.keptSnapshots[Self.scene(numbered: next)] != nil { next += 1 }
    return Self.scene(numbered: next)
  }

  /// The scene named by a positive number, which is always a scene's name.
  static func scene(numbered number: Int) -> SceneID {
    SceneID(String(number)) ?? firstScene
  }

  private func sceneName(_ name: String) throws(SessionError) -> SceneID {
    guard let scene = SceneID(name) else {
      throw .failed(
        "\(UntrustedText.quoted(name)) is not a scene's name; the scenes are \(sceneNames)")
    }
    return scene
  }

  /// The closed scenes, whose state is kept, in order of their names.
  private var closedScenes: [SceneID] {
    scenes.keptSnapshots.keys.sorted { $0.rawValue < $1.rawValue }
  }

  /// The open scenes' names, then the closed ones', each marked.
  private var sceneNames: String {
    (sceneSessions.map(\.id.rawValue) + closedScenes.map { "\($0) (closed)" })
      .joined(separator: ", ")
  }

  // MARK: - Output

  /// The scene commands go to, for the JSON, once there has been more than one.
  var sceneName: String? { showsScenes ? currentScene.rawValue : nil }

  /// Every open scene, for the JSON, once there has been more than one: each with its state
  /// when the command changed it, when commands go to it, or for `all` (the `state` command);
  /// a scene without one is as the JSON last showed it. So a command's output grows with what
  /// it changed, not with the windows open.
  func sceneDescriptions(all: Bool) -> [SceneDescription]? {
    guard showsScenes else { return nil }
    var shown: [SceneID: StateDescription] = [:]
    let descriptions = sceneSessions.map { scene, session in
      let state = StateDescription(session.app, layout: layout)
      shown[scene] = state
      let changed = all || scene == currentScene || statesShown[scene] != state
      return SceneDescription(
        id: scene.rawValue, current: scene == currentScene, state: changed ? state : nil)
    }
    statesShown = shown
    return descriptions
  }

  /// `  event: …`, or `  event (scene 2): …` for another scene's.
  func eventLine(_ pending: (scene: SceneID, event: NavigationEvent)) -> String {
    pending.scene == currentScene
      ? "  event: \(pending.event)" : "  event (scene \(pending.scene)): \(pending.event)"
  }

  /// `Scenes: 1 [2]` above the screen, once there has been more than one.
  func sceneLine() -> [String] {
    showsScenes ? ["Scenes: " + sceneMarks()] : []
  }

  /// The scenes, the one commands go to in brackets, then the closed ones.
  func sceneList() -> [String] {
    let closed = closedScenes.map(\.rawValue)
    return ["Scenes: " + sceneMarks()]
      + (closed.isEmpty ? [] : ["Closed: " + closed.joined(separator: " ")])
  }

  private func sceneMarks() -> String {
    sceneSessions.map { $0.id == currentScene ? "[\($0.id)]" : $0.id.rawValue }
      .joined(separator: " ")
  }

  /// Every open scene's state, the one commands go to marked.
  func scenesState() -> [String] {
    sceneSessions.flatMap { scene, session in
      ["Scene \(scene)\(scene == currentScene ? " (shown)" : ""):"]
        + TextRenderer(app: session.app, layout: layout).state().map { "  " + $0 }
    }
  }
}

/// One scene in the App's JSON: its name, whether commands go to it, and its state, left out
/// when it is as the JSON last showed it.
struct SceneDescription: Encodable, Equatable {
  let id: String
  let current: Bool
  let state: StateDescription?
}
