import AppComposition
import Foundation
import NavigationKit
import NavigationStateStore

/// `App state --scenes N`: the state stored for scenes 1 to N, each read from its own file
/// beside PATH (scene 1's is PATH itself), without setting any file aside.
@MainActor
struct StoredScenes {
  let app: AppNavigator
  let stateFile: String
  let loggedIn: Bool
  let layout: NavigationLayout
  let console: Console

  /// Shows every scene's stored state. A scene whose file cannot be used is left out, after
  /// its error, and costs the others nothing; the status is then 1.
  func show(count: Int, json: Bool) -> Int32 {
    let scenes = AppScenes(adopting: app, as: Session.firstScene)
    // Logged in before restoring, so the screens that need login are restored, not dropped.
    if loggedIn {
      app.logIn()
    }
    let store = StateFileStore(url: URL(fileURLWithPath: stateFile))
    var shown: [(scene: SceneID, app: AppNavigator)] = []
    var status: Int32 = 0
    for number in 1...count {
      let scene = Session.scene(numbered: number)
      let file = store.scene(scene, primary: Session.firstScene).url.path(percentEncoded: false)
      let navigator = scenes.navigator(for: scene)
      guard
        NavigationSession.start(navigator, stateFile: file, console: console, setAside: false)
          != nil
      else {
        console.writeError(
          "error: scene \(scene) is not shown, since its state file cannot be used;"
            + " the other scenes are")
        scenes.discard(scene)
        status = 1
        continue
      }
      shown.append((scene, navigator))
    }
    if json {
      console.write(
        JSONLine.encode(
          StoredScenesOutput(
            scenes: shown.map { scene, app in
              SceneDescription(
                id: scene.rawValue, current: scene == Session.firstScene,
                state: StateDescription(app, layout: layout))
            })))
    } else {
      console.write(
        shown.flatMap { scene, app in
          ["Scene \(scene):"] + TextRenderer(app: app, layout: layout).state().map { "  " + $0 }
        })
    }
    return status
  }
}

/// What `App state --json --scenes N` prints: every scene's state.
struct StoredScenesOutput: Encodable {
  let scenes: [SceneDescription]
}
