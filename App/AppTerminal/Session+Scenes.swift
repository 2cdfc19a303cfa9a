import AppComposition
import Foundation
import NavigationKit
import NavigationStateStore

extension Session {
  /// The first scene's name: `1`.
  static let firstScene: SceneID = "1"

  /// The name of the scene commands go to.
  var currentScene: SceneID { sceneSessions[current].id }

  /// Opens scenes until there are `count`, each restored from its state file; `false`, after
  /// the error is written, when a scene's file cannot be used.
  func openScenes(upTo count: Int) -> Bool {
    while sceneSessions.count < count {
      guard connect(nextSceneName()) else { return false }
    }
    current = 0
    return true
  }

  func apply(_ command: SceneCommand) throws(SessionError) {
    switch command {
    case .list:
      break
    case .new:
      guard connect(nextSceneName()) else {
        throw .failed("the new scene's state file cannot be used")
      }
      current = sceneSessions.count - 1
    case .select(let name):
      let scene = try sceneName(name)
      if let index = sceneSessions.firstIndex(where: { $0.id == scene }) {
        current = index
      } else if scenes.keptSnapshot(for: scene) != nil {
        guard connect(scene) else { throw .failed("scene \(scene)'s state file cannot be used") }
        current = sceneSessions.count - 1
      } else {
        throw .failed("no scene \(UntrustedText.quoted(name)); the scenes are \(openNames)")
      }
      scenes.activate(currentScene)
    case .close(let name), .discard(let name):
      let scene = try sceneName(name)
      guard let index = sceneSessions.firstIndex(where: { $0.id == scene }) else {
        throw .failed("no open scene \(UntrustedText.quoted(name)); the scenes are \(openNames)")
      }
      guard sceneSessions.count > 1 else { throw .failed("scene \(scene) is the only one open") }
      let closing = sceneSessions[index].session
      let shown = currentScene
      sceneSessions.remove(at: index)
      if case .discard = command {
        scenes.discard(scene)
        try deleteStateFile(of: closing, scene: scene)
      } else {
        scenes.disconnect(scene)
      }
      current = sceneSessions.firstIndex { $0.id == shown } ?? 0
      scenes.activate(currentScene)
    }
  }

  /// Saves every open scene's state that changed.
  func saveScenes() {
    for (_, session) in sceneSessions {
      session.save(reportingTo: console)
    }
  }

  /// Makes `scene`'s navigation and its session, restoring it from its file.
  private func connect(_ scene: SceneID) -> Bool {
    let file = stateFile.map { path in
      StateFileStore(url: URL(fileURLWithPath: path)).scene(scene, primary: Self.firstScene)
        .url.path(percentEncoded: false)
    }
    guard
      let session = NavigationSession.start(
        scenes.navigator(for: scene), stateFile: file, console: console)
    else {
      scenes.discard(scene)
      return false
    }
    sceneSessions.append((scene, session))
    showsScenes = true
    return true
  }

  private func deleteStateFile(of session: NavigationSession, scene: SceneID) throws(SessionError) {
    do {
      try session.persistence?.store.delete()
    } catch {
      throw .failed("scene \(scene) is closed, but its state file stays: \(error)")
    }
  }

  /// The next number no open or closed scene has.
  private func nextSceneName() -> SceneID {
    var next = (sceneSessions.compactMap { Int($0.id.rawValue) }.max() ?? 0) + 1
    while scenes.keptSnapshot(for: Self.scene(numbered: next)) != nil { next += 1 }
    return Self.scene(numbered: next)
  }

  /// The scene named by a positive number, which is always a scene's name.
  static func scene(numbered number: Int) -> SceneID {
    SceneID(String(number)) ?? firstScene
  }

  private func sceneName(_ name: String) throws(SessionError) -> SceneID {
    guard let scene = SceneID(name) else {
      throw .failed(
        "\(UntrustedText.quoted(name)) is not a scene's name; the scenes are \(openNames)")
    }
    return scene
  }

  private var openNames: String { sceneSessions.map(\.id.rawValue).joined(separator: ", ") }

  // MARK: - Output

  /// The scene commands go to, for the JSON, once there has been more than one.
  var sceneName: String? { showsScenes ? currentScene.rawValue : nil }

  /// Every open scene's state, for the JSON, once there has been more than one.
  var sceneDescriptions: [SceneDescription]? {
    guard showsScenes else { return nil }
    return sceneSessions.map { scene, session in
      SceneDescription(
        id: scene.rawValue, current: scene == currentScene,
        state: StateDescription(session.app, layout: layout))
    }
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

  /// The scenes, the one commands go to in brackets.
  func sceneList() -> [String] {
    ["Scenes: " + sceneMarks()]
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

/// One scene in the App's JSON: its name, whether commands go to it, and its state.
struct SceneDescription: Encodable, Equatable {
  let id: String
  let current: Bool
  let state: StateDescription
}
