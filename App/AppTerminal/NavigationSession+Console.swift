import AppComposition
import Foundation
import NavigationKit
import NavigationStateStore

extension NavigationSession {
  /// Starts a session of `app` with its state in `path`, writing to `console` what could not
  /// be restored; `nil`, after writing the error, when the state file cannot be used.
  ///
  /// - Parameter setAside: Whether an unreadable file is moved aside now; `App state` only
  ///   reads.
  static func start(
    _ app: AppNavigator, stateFile path: String?, console: Console, setAside: Bool = true
  ) -> NavigationSession? {
    let session = NavigationSession(
      app: app, stateFile: path.map { URL(fileURLWithPath: $0) }, setAside: setAside)
    switch session.restoration {
    case nil:
      return session
    case .failure(let error):
      console.writeError("error: \(error)")
      return nil
    case .success(let report):
      for issue in report.issues {
        console.writeError("warning: \(issue)")
      }
      if let failure = report.setAsideFailure {
        console.writeError(
          "warning: could not keep the original state file (\(failure)); it is not overwritten"
            + " until it can be kept, so changes are not saved")
      }
      if let aside = report.setAside {
        // The folder's name is the user's: shown escaped, as every path is.
        let path = UntrustedText.escapingControls(aside.path)
        switch report.outcome {
        case .startedEmpty:
          console.writeError("warning: moved the state file aside to \(path); starting empty")
        case .restored, .firstLaunch:
          console.writeError("warning: kept a copy of the original state file at \(path)")
        }
      }
      return session
    }
  }

  /// Saves the state if it changed; a failure is a warning and the previous file stays whole.
  func save(reportingTo console: Console) {
    do {
      for issue in try save() {
        console.writeError("warning: not saved: \(issue)")
      }
    } catch {
      console.writeError("warning: the state was not saved: \(error)")
    }
  }
}
