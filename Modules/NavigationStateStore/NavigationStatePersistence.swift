public import Foundation
public import NavigationKit

/// Keeps an app's navigation state in a ``StateFileStore`` across launches.
///
/// ```swift
/// let persistence = NavigationStatePersistence(app: app, store: StateFileStore(url: stateURL))
/// let report = try persistence.restore()   // at launch
/// try persistence.save()                    // after changes; writes only what changed
/// ```
///
/// Restoring never loses the user's data: a file that is not a snapshot, or is a newer
/// version's, is moved aside (kept, named for what it is) before starting empty; a file that
/// restores only in part is copied aside before anything overwrites it.
@MainActor
public final class NavigationStatePersistence {
  /// The file the state lives in.
  public let store: StateFileStore
  /// Writes and reads the snapshot format.
  public let coder: NavigationSnapshotCoder
  /// The app whose state is kept.
  public let app: AppNavigator
  private var lastSaved: Data?
  /// A file read without being set aside, kept safe before the first save overwrites it.
  private var unsafeToOverwrite: (label: String, move: Bool)?
  /// The version of the file this process last read or wrote, once it has done either: a save
  /// over any other version is a conflict with another process, reported, never silent.
  private var knownVersion: StateFileVersion??

  /// Creates the persistence of `app`'s navigation in `store`, restoring through the app's
  /// features' codecs.
  ///
  /// - Parameters:
  ///   - app: The app whose state is kept.
  ///   - store: The state file.
  public init(app: AppNavigator, store: StateFileStore) {
    self.store = store
    self.coder = NavigationSnapshotCoder(codecs: app.composition.codecs)
    self.app = app
  }

  /// Restores the stored state into the app's tabs.
  ///
  /// - Parameters:
  ///   - date: When, for the name of a file set aside.
  ///   - setAside: Whether an unreadable or partly restored file is moved or copied aside now;
  ///     `false` reads without touching the file (to inspect it), and the file is set aside by
  ///     the first ``save()`` instead, so it is never overwritten either way.
  /// - Returns: What happened: a first launch, a restore (with anything dropped), or an empty
  ///   start with the unreadable file moved aside.
  ///   A file larger than the store's ``StateFileStore/maximumSize`` is not read past that size
  ///   and is set aside like any file that is not a snapshot.
  /// - Throws: ``StateFileError`` when the path cannot be used, or an unreadable file cannot be
  ///   moved aside (it is never overwritten instead). With `setAside` false, only reading is
  ///   checked, so a folder that cannot be written is fine.
  @discardableResult
  public func restore(
    at date: Date = Date(), setAside: Bool = true
  ) throws(StateFileError) -> RestorationReport {
    if setAside {
      try store.validate()
      store.removeLeftoverTemporaryFiles()
    } else {
      try store.validateReading()
    }
    unsafeToOverwrite = nil
    knownVersion = .some(try store.currentVersion())
    guard let data = try store.load() else {
      lastSaved = nil
      return RestorationReport(outcome: .firstLaunch)
    }
    guard data.count <= store.maximumSize else {
      unsafeToOverwrite = ("corrupt", move: true)
      lastSaved = nil
      let aside = setAside ? try keepOriginal(at: date) : nil
      let reason = "the file is larger than \(store.maximumSize) bytes"
      return RestorationReport(
        outcome: .startedEmpty, issues: [.notASnapshot(reason: reason)], setAside: aside)
    }
    let (snapshot, decodeIssues) = coder.decode(data)
    guard let snapshot else {
      let newer = decodeIssues.contains { if case .newerVersion = $0 { true } else { false } }
      unsafeToOverwrite = (newer ? "newer-version" : "corrupt", move: true)
      lastSaved = nil
      let aside = setAside ? try keepOriginal(at: date) : nil
      return RestorationReport(outcome: .startedEmpty, issues: decodeIssues, setAside: aside)
    }
    let issues = decodeIssues + app.restore(snapshot)
    if !issues.isEmpty {
      unsafeToOverwrite = ("partial", move: false)
    }
    lastSaved = issues.isEmpty ? data : nil
    let aside = setAside ? try keepOriginal(at: date) : nil
    return RestorationReport(outcome: .restored, issues: issues, setAside: aside)
  }

  /// Moves or copies aside the file that must not be overwritten, if there is one.
  @discardableResult
  private func keepOriginal(at date: Date = Date()) throws(StateFileError) -> URL? {
    guard let (label, move) = unsafeToOverwrite else { return nil }
    let aside =
      move
      ? try store.moveAside(label: label, at: date) : try store.copyAside(label: label, at: date)
    unsafeToOverwrite = nil
    if move {
      knownVersion = .some(nil)
    }
    return aside
  }

  /// Saves the app's navigation state if it changed since the last save or restore.
  ///
  /// - Returns: What could not be saved: destinations whose type is not registered as codable
  ///   are left out, with everything above them.
  /// - Throws: ``StateFileError`` when the file cannot be written; the previous file is intact.
  ///   ``StateFileError/conflict(path:)`` when another process saved the file since this one
  ///   read or wrote it: its save is kept, and this one is not written.
  @discardableResult
  public func save() throws(StateFileError) -> [RestorationIssue] {
    let (data, issues) = coder.encode(app.snapshot)
    guard data != lastSaved else { return issues }
    try keepOriginal()
    if let expected = knownVersion {
      knownVersion = .some(try store.save(data, replacing: expected))
    } else {
      try store.save(data)
      knownVersion = .some(try store.currentVersion())
    }
    lastSaved = data
    return issues
  }
}

/// What ``NavigationStatePersistence/restore(at:setAside:)`` did.
public struct RestorationReport: Hashable, Sendable {
  /// How the launch started.
  public enum Outcome: Hashable, Sendable {
    /// There was no state file: a clean first launch.
    case firstLaunch
    /// The stored state was restored, perhaps in part (see ``RestorationReport/issues``).
    case restored
    /// The file could not be read as a snapshot; it was moved aside and the app starts empty.
    case startedEmpty
  }

  /// How the launch started.
  public let outcome: Outcome
  /// Everything that could not be restored.
  public let issues: [RestorationIssue]
  /// Where the original file was kept: moved aside when unreadable, copied when restored in
  /// part; `nil` when it was restored whole or there was none.
  public let setAside: URL?

  /// Creates a report.
  package init(outcome: Outcome, issues: [RestorationIssue] = [], setAside: URL? = nil) {
    self.outcome = outcome
    self.issues = issues
    self.setAside = setAside
  }
}
