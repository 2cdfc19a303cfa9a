import Foundation
import NavigationKit

/// `--state-file PATH`: restores the app's navigation state at start and saves it after every
/// change, reporting on standard error what could not be kept. The App keeps working.
@MainActor
struct StateFile {
  let persistence: NavigationStatePersistence
  let console: Console

  /// Restores `app` from `path`, or writes the error and returns `nil` when the path cannot be
  /// used.
  ///
  /// - Parameter setAside: Whether an unreadable file is moved aside; `App state` only reads.
  static func restore(
    _ app: AppNavigator, from path: String, console: Console, setAside: Bool = true
  ) -> StateFile? {
    let persistence = app.statePersistence(in: URL(fileURLWithPath: path))
    do {
      let report = try persistence.restore(setAside: setAside)
      for issue in report.issues {
        console.writeError("warning: \(issue)")
      }
      if let aside = report.setAside {
        switch report.outcome {
        case .startedEmpty:
          console.writeError("warning: moved the state file aside to \(aside.path); starting empty")
        case .restored, .firstLaunch:
          console.writeError("warning: kept a copy of the original state file at \(aside.path)")
        }
      }
      return StateFile(persistence: persistence, console: console)
    } catch {
      console.writeError("error: \(error)")
      return nil
    }
  }

  /// Saves the state if it changed; a failure is a warning and the previous file stays whole.
  func save() {
    do {
      for issue in try persistence.save() {
        console.writeError("warning: not saved: \(issue)")
      }
    } catch {
      console.writeError("warning: the state was not saved: \(error)")
    }
  }
}
