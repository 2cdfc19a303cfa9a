public import Foundation
public import NavigationKit

/// A running app's navigation and its state file: what an app makes once at launch.
///
/// A session restores the app's navigation from its state file once, when it is made, and
/// never throws for it: a file it cannot use is reported in ``restoration`` and the app starts
/// anyway (the file is set aside, never overwritten). It saves when asked and, through
/// ``saveInBackground()``, when the scene leaves the foreground; it opens links and user
/// activities through the app's front door, so they meet the same router, login gate and
/// locks as every other way in.
///
/// ```swift
/// // At launch, with `app` built from the app's composition:
/// let session = NavigationSession(
///   app: app, stateFile: URL.applicationSupportDirectory.appending(path: "navigation.json"))
/// // In the App's body (NavigationKitSwiftUI):
/// WindowGroup { NavigationRootView(session: session) }
/// ```
///
/// `NavigationRootView` (NavigationKitSwiftUI) wires the rest: `onOpenURL` and universal
/// links to ``open(_:)-(URL)`` and ``open(_:)-(NavigationEntry)``, and ``saveInBackground()``
/// whenever the scene leaves the foreground. A UIKit app calls the same methods from its scene
/// delegate.
@MainActor
public final class NavigationSession {
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
  /// Restoring happens here, once. What it found is in ``restoration``: a report of what was
  /// restored and what was dropped, or why the file could not be used at all.
  ///
  /// - Parameters:
  ///   - app: The app's navigation, built from its composition.
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

  /// Saves the navigation state if it changed; does nothing without a state file.
  ///
  /// A file that could not be read at launch is never saved over: the refusal in
  /// ``restoration`` is thrown again.
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

  /// Opens a deep link, as `onOpenURL` hands it over: a widget's link when its fragment is
  /// `widget` (`NavigationEntry(url:)`).
  ///
  /// - Parameter url: The URL the app was asked to open.
  /// - Returns: Whether it navigated, waits for login or an unlock, or was rejected, and why.
  @discardableResult
  public func open(_ url: URL) -> DeepLinkOutcome {
    app.open(NavigationEntry(url: url.absoluteString))
  }

  /// Opens a way into the app from outside it — a universal link's user activity, a shortcut —
  /// through the front door.
  ///
  /// ```swift
  /// session.open(.webBrowsing(webpageURL: activity.webpageURL?.absoluteString))
  /// ```
  ///
  /// - Parameter entry: The entry, as taken from what the platform delivered.
  /// - Returns: Whether it navigated, waits, or was rejected, and why.
  @discardableResult
  public func open(_ entry: NavigationEntry) -> DeepLinkOutcome {
    app.open(entry)
  }
}
