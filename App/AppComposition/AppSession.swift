public import Foundation
public import NavigationKit

/// A running app: the composition, and its navigation state kept in a file across launches.
///
/// An iOS app creates one at launch and hands it to `AppRootView`; the terminal App does the
/// same through `--state-file`. The state is restored once, here; problems with the file are
/// reported in ``restoration``, never thrown, so the app always starts.
@MainActor
public final class AppSession {
  /// The app's navigation: tabs, features, deep links.
  public let app: AppNavigator
  /// Saves and restores the tabs' state, when a state file was given.
  public let persistence: NavigationStatePersistence?
  /// What restoring found: a report, or why the file could not be used; `nil` without a file.
  public let restoration: Result<RestorationReport, StateFileError>?
  /// Why the last ``saveInBackground()`` could not save, or `nil` after one that did: what a
  /// view shows the user, since a scene going to the background has nobody to throw to.
  public private(set) var saveFailure: StateFileError?

  /// Starts a session of `app`, restoring its state from `stateFile` when there is one.
  public init(app: AppNavigator, stateFile: URL?) {
    self.app = app
    let persistence = stateFile.map(app.statePersistence(in:))
    self.persistence = persistence
    self.restoration = persistence.map { persistence in
      Result { () throws(StateFileError) in try persistence.restore() }
    }
  }

  /// Starts a session of the app's own composition.
  ///
  /// - Parameter stateFile: Where the navigation state is kept, or `nil` to keep none.
  /// - Throws: ``NavigationKit/CompositionFailure`` when the composition is not sound, which
  ///   its tests rule out before it ships.
  public convenience init(stateFile: URL?) throws(CompositionFailure) {
    self.init(app: try AppComposition.makeNavigator(), stateFile: stateFile)
  }

  /// Saves the navigation state if it changed; does nothing without a state file.
  ///
  /// A file that could not be read at launch is never saved over: the refusal in
  /// ``restoration`` is thrown again, as the terminal App refuses to start on it.
  ///
  /// - Throws: ``StateFileError`` when the file cannot be written (the previous one is intact),
  ///   or could not be read at launch.
  public func save() throws(StateFileError) {
    if case .failure(let refusal) = restoration {
      throw refusal
    }
    try persistence?.save()
  }

  /// Saves as the scene leaves the foreground, keeping a failure in ``saveFailure`` instead of
  /// throwing it.
  public func saveInBackground() {
    do {
      try save()
      saveFailure = nil
    } catch {
      saveFailure = error
    }
  }

  /// Opens a deep link, as `onOpenURL` hands it over.
  @discardableResult
  public func open(_ url: URL) -> DeepLinkOutcome {
    app.deepLinks.open(url.absoluteString)
  }
}
