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
/// restores only in part is copied aside before anything overwrites it. What a newer build
/// stored at the top level or in a tab and this one does not know is written back by every
/// save as it was.
@MainActor
public final class NavigationStatePersistence {
  /// The file the state lives in.
  public let store: StateFileStore
  /// Writes and reads the snapshot format.
  public let coder: NavigationSnapshotCoder
  /// The app whose state is kept.
  public let app: AppNavigator
  private var lastSaved: Data?
  /// A file read that must not be overwritten before it is kept: how to keep it (moved when it
  /// restores nothing, copied when it restores in part), and the version judged.
  private var unsafeToOverwrite: (label: String, move: Bool, version: StateFileVersion)?
  /// The version of the file this process last read or wrote, once it has done either: a save
  /// over any other version is a conflict with another process, reported, never silent.
  private var knownVersion: StateFileVersion??
  /// What the file read held that this version does not know (a newer build's data at the top
  /// level and in each tab), written back by every save as it was.
  private var preserved: (snapshot: [String: String], tabs: [(TabID, [String: String])]) = ([:], [])
  /// How many times ``restore(at:setAside:)`` reads the file again when another process changed
  /// it while it was being set aside.
  static let maximumRestoreAttempts = 3

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
  /// A file that restores nothing is moved aside, and one that restores in part copied aside,
  /// under the lock every save takes and only while it is still the version read: when another
  /// process saves or sets it aside meanwhile, the file is read again (up to three times), so a
  /// state another process just saved is restored, never set aside in the corrupt one's place.
  ///
  /// - Parameters:
  ///   - date: When, for the name of a file set aside.
  ///   - setAside: Whether an unreadable or partly restored file is moved or copied aside now;
  ///     `false` reads without touching the file (to inspect it), and the file is set aside by
  ///     the first ``save()`` instead, so it is never overwritten either way.
  /// - Returns: What happened: a first launch, a restore (with anything dropped), or an empty
  ///   start with the unreadable file moved aside.
  ///   A file larger than the store's ``StateFileStore/maximumSize`` is not read past that size
  ///   and is set aside like any file that is not a snapshot. When the file cannot be set aside
  ///   now (a full disk, a held lock, a read-only file), the report says why in
  ///   ``RestorationReport/setAsideFailure`` and the file is never overwritten: every save first
  ///   tries again to set it aside, and fails while it cannot.
  /// - Throws: ``StateFileError`` when the path cannot be used. With `setAside` false, only
  ///   reading is checked, so a folder that cannot be written is fine.
  ///
  /// A folder lock another process holds is waited for once, not by the clean-up and again by
  /// the setting aside (``StateFileStore/waitingOnceForHeldLocks(_:)``).
  @discardableResult
  public func restore(
    at date: Date = Date(), setAside: Bool = true
  ) throws(StateFileError) -> RestorationReport {
    try StateFileStore.waitingOnceForHeldLocks { () throws(StateFileError) in
      try restoreWaitingOnce(at: date, setAside: setAside)
    }
  }

  private func restoreWaitingOnce(
    at date: Date, setAside: Bool
  ) throws(StateFileError) -> RestorationReport {
    if setAside {
      try store.validate()
      try store.removeLeftoverTemporaryFiles()
    } else {
      try store.validateReading()
    }
    let initial = app.snapshot
    var attempt = 1
    while true {
      let (outcome, issues) = try read()
      guard setAside, unsafeToOverwrite != nil else {
        return RestorationReport(outcome: outcome, issues: issues)
      }
      do {
        if let aside = try keepOriginal(at: date) {
          return RestorationReport(outcome: outcome, issues: issues, setAside: aside)
        }
        guard attempt < Self.maximumRestoreAttempts else {
          return RestorationReport(
            outcome: outcome, issues: issues,
            setAsideFailure: .conflict(path: store.url.path(percentEncoded: false)))
        }
        // Another process changed the file since it was read: read what is there now.
        attempt += 1
        app.restore(initial)
      } catch {
        return RestorationReport(outcome: outcome, issues: issues, setAsideFailure: error)
      }
    }
  }

  /// Reads the file into the app, noting what must be kept before it is overwritten.
  private func read() throws(StateFileError) -> (
    RestorationReport.Outcome, [RestorationIssue]
  ) {
    unsafeToOverwrite = nil
    lastSaved = nil
    preserved = ([:], [])
    guard let (data, version) = try store.loadWithVersion() else {
      knownVersion = .some(nil)
      return (.firstLaunch, [])
    }
    knownVersion = .some(version)
    guard data.count <= store.maximumSize else {
      unsafeToOverwrite = ("corrupt", move: true, version)
      let reason = "the file is larger than \(store.maximumSize) bytes"
      return (.startedEmpty, [.notASnapshot(reason: reason)])
    }
    let (snapshot, decodeIssues) = coder.decode(data)
    guard let snapshot else {
      let newer = decodeIssues.contains { if case .newerVersion = $0 { true } else { false } }
      unsafeToOverwrite = (newer ? "newer-version" : "corrupt", move: true, version)
      return (.startedEmpty, decodeIssues)
    }
    preserved = (
      snapshot.preservedMembers,
      snapshot.tabs.map { ($0.id, $0.preservedMembers) }
    )
    let issues = decodeIssues + app.restore(snapshot)
    if issues.isEmpty {
      lastSaved = data
    } else {
      unsafeToOverwrite = ("partial", move: false, version)
    }
    return (.restored, issues)
  }

  /// Moves or copies aside the file that must not be overwritten, if there is one and it is
  /// still the version judged; `nil` when another process changed it meanwhile.
  private func keepOriginal(at date: Date = Date()) throws(StateFileError) -> URL? {
    guard let (label, move, version) = unsafeToOverwrite else { return nil }
    let aside =
      move
      ? try store.moveAside(label: label, at: date, ifStill: version)
      : try store.copyAside(label: label, at: date, ifStill: version)
    guard let aside else { return nil }
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
  /// - Throws: ``StateFileError`` when the file cannot be written, or the file read at launch
  ///   could not be set aside (it is never overwritten); the previous file is intact.
  ///   ``StateFileError/tooLarge(path:size:maximum:)`` when the state is more than the store
  ///   reads at launch: nothing is written, and the previous file is intact.
  ///   ``StateFileError/conflict(path:)`` when another process saved the file since this one
  ///   read or wrote it: its save is kept, and this one is not written.
  ///
  /// A folder lock another process holds is waited for once, not by the setting aside and again
  /// by the save (``StateFileStore/waitingOnceForHeldLocks(_:)``).
  @discardableResult
  public func save() throws(StateFileError) -> [RestorationIssue] {
    try StateFileStore.waitingOnceForHeldLocks { () throws(StateFileError) in try saveWaitingOnce()
    }
  }

  private func saveWaitingOnce() throws(StateFileError) -> [RestorationIssue] {
    var snapshot = app.snapshot
    snapshot.preservedMembers = preserved.snapshot
    for index in snapshot.tabs.indices {
      // A few tabs, looked up in order: a tab stored twice keeps the first one's members.
      let id = snapshot.tabs[index].id
      snapshot.tabs[index].preservedMembers = preserved.tabs.first { $0.0 == id }?.1 ?? [:]
    }
    let (data, issues) = coder.encode(snapshot)
    guard data != lastSaved else { return issues }
    guard data.count <= store.maximumSize else {
      // Refused before the file read at launch is set aside: nothing on disk changes.
      throw .tooLarge(
        path: store.url.path(percentEncoded: false), size: data.count, maximum: store.maximumSize)
    }
    if unsafeToOverwrite != nil, try keepOriginal() == nil {
      // The file judged is gone or another version: another process's, not to be overwritten.
      throw .conflict(path: store.url.path(percentEncoded: false))
    }
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
  /// part; `nil` when it was restored whole, there was none, or it could not be set aside.
  public let setAside: URL?
  /// Why the file that must be kept could not be set aside now (a full disk, another process
  /// holding the lock, a read-only file, another process changing it again and again), or
  /// `nil`. The file is then never overwritten: every save tries again to set it aside first,
  /// and throws while it cannot.
  public let setAsideFailure: StateFileError?

  /// Creates a report.
  package init(
    outcome: Outcome, issues: [RestorationIssue] = [], setAside: URL? = nil,
    setAsideFailure: StateFileError? = nil
  ) {
    self.outcome = outcome
    self.issues = issues
    self.setAside = setAside
    self.setAsideFailure = setAsideFailure
  }
}
