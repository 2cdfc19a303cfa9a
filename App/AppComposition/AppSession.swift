public import Foundation
public import NavigationKit
public import NavigationStateStore

/// A running app: the composition, and its navigation state kept in a file across launches.
///
/// An iOS app creates one at launch and hands it to `AppRootView`; the terminal App does the
/// same through `--state-file`. The state is restored once, here; problems with the file are
/// reported in ``restoration``, never thrown, so the app always starts.
@MainActor
public final class AppSession {
  /// The app's navigation: tabs, features, deep links.
  public let app: AppNavigator
  /// Saves and restores the app's navigation state, when a state file was given.
  public let persistence: NavigationStatePersistence?
  /// What restoring found: a report, or why the file could not be used; `nil` without a file.
  public let restoration: Result<RestorationReport, StateFileError>?
  /// Why the last ``saveInBackground()`` could not save, or `nil` after one that did: what a
  /// view shows the user, since a scene going to the background has nobody to throw to.
  public private(set) var saveFailure: StateFileError?

  /// Starts a session of `app`, restoring its state from `stateFile` when there is one.
  ///
  /// - Parameters:
  ///   - app: The app's navigation.
  ///   - stateFile: Where the navigation state is kept, or `nil` to keep none.
  ///   - setAside: Whether a file that cannot be restored whole is moved or copied aside now;
  ///     `false` only reads it (to inspect it), and the first ``save()`` sets it aside instead.
  public init(app: AppNavigator, stateFile: URL?, setAside: Bool = true) {
    self.app = app
    let persistence = stateFile.map {
      NavigationStatePersistence(app: app, store: StateFileStore(url: $0))
    }
    self.persistence = persistence
    self.restoration = persistence.map { persistence in
      Result { () throws(StateFileError) in try persistence.restore(setAside: setAside) }
    }
  }

  /// Starts a session of the app's own composition.
  ///
  /// - Parameter stateFile: Where the navigation state is kept, or `nil` to keep none.
  /// - Throws: ``NavigationKit/CompositionError`` when the composition is not sound, which
  ///   its tests rule out before it ships.
  public convenience init(stateFile: URL?) throws(CompositionError) {
    self.init(app: try AppComposition.makeNavigator(), stateFile: stateFile)
  }

  /// Saves the navigation state if it changed; does nothing without a state file.
  ///
  /// A file that could not be read at launch is never saved over: the refusal in
  /// ``restoration`` is thrown again, as the terminal App refuses to start on it.
  ///
  /// - Returns: What could not be saved (destinations whose type is not registered as
  ///   codable, with everything above them).
  /// - Throws: ``StateFileError`` when the file cannot be written (the previous one is
  ///   intact), or could not be read at launch.
  @discardableResult
  public func save() throws(StateFileError) -> [RestorationIssue] {
    if case .failure(let refusal) = restoration {
      throw refusal
    }
    return try persistence?.save() ?? []
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
    app.open(url.absoluteString)
  }
}
