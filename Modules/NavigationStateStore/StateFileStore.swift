public import Foundation

/// Where the navigation state is kept between launches: one file, written atomically.
///
/// ``save(_:)`` never changes the file in place: it writes a temporary file beside it, flushes
/// it to disk and renames it over the file, so a crash mid-save leaves the previous file whole.
/// ``load()`` returns `nil` when there is no file yet, and a file that cannot be restored is
/// kept for later inspection with ``moveAside(label:at:)``.
///
/// ```swift
/// let store = StateFileStore(url: folder.appending(path: "state.json"))
/// if let data = try store.load() {
///   // decode; on failure: _ = try store.moveAside(label: "corrupt")
/// }
/// try store.save(encoded)
/// ```
///
/// A file in a folder that does not exist reads as a clean first launch (``load()`` returns
/// `nil`), but ``save(_:)`` and ``validate()`` throw ``StateFileError/folderMissing(path:)``:
/// the store never creates folders. A path that runs through a file (`file.json/state.json`)
/// is a mistake, not a first launch: every method throws ``StateFileError/notAFile(path:)``.
///
/// Other processes may use the same file. Saving, setting aside and cleaning up take turns
/// under an exclusive lock on the folder, waited for at most ``lockTimeout``
/// (``StateFileError/locked(path:operation:)`` after that), once for a whole batch of files
/// run in ``waitingOnceForHeldLocks(_:)``; a file is set aside only while it is the version
/// judged (``moveAside(label:at:ifStill:)``). Every file the store writes has the state file's
/// permissions, at most ``maximumKeptCopies`` copies of a kind are kept (the first one always),
/// and the temporary files of a killed process go at the next
/// ``removeLeftoverTemporaryFiles(now:)``. A file whose mode gives its owner no write
/// permission is never replaced or moved.
///
/// The store never writes what ``load()`` refuses: a save of more than ``maximumSize`` bytes
/// throws ``StateFileError/tooLarge(path:size:maximum:)``. A name too long to leave room for
/// the temporary file's (42 bytes longer) throws ``StateFileError/nameTooLong(path:maximum:)``
/// from ``validate()`` and every save.
///
/// Symbolic links are followed when reading; saving replaces a link at the path with a file.
public struct StateFileStore: Sendable {
  /// The file's location; a file URL.
  public let url: URL

  /// Called by ``save(_:)`` after the temporary file is written and flushed and before it is
  /// renamed over the file, with the temporary file's path; a test seam that stands in for a
  /// crash or a failure at that point.
  var beforeRename: (@Sendable (_ temporaryPath: String) throws(StateFileError) -> Void)?

  /// Called before every write of bytes to a new file (a temporary file or a copy set aside),
  /// with the operation (`write`, `copy aside`, `move aside`); a test seam that stands in for a
  /// full disk or another write failure.
  var beforeWriting: (@Sendable (_ operation: String) throws(StateFileError) -> Void)?

  /// The most names ``moveAside(label:at:)`` and ``copyAside(label:at:)`` try (`-2` up to this).
  static let maximumAsideAttempts = 1_000

  /// The largest file ``load()`` reads by default, in bytes: 1 MiB, far more than the state of
  /// any app (a stack of 100 screens in each of 10 tabs is about 200 KB).
  public static let defaultMaximumSize = 1 << 20

  /// The largest file ``load()`` reads, in bytes; of a larger file it reads one byte more, so
  /// the caller can tell, and never the rest.
  public let maximumSize: Int

  /// How long a save waits by default for the lock another process holds, in seconds: a save
  /// holds it for milliseconds, so a longer wait means a stuck or hostile holder.
  public static let defaultLockTimeout: TimeInterval = 3

  /// How long saving, setting aside and cleaning up wait for the lock another process holds,
  /// in seconds, before giving up with ``StateFileError/locked(path:operation:)``.
  public let lockTimeout: TimeInterval

  /// A store for the file at `url`; nothing is read or checked until a method is called.
  ///
  /// - Parameters:
  ///   - url: A file URL, such as `…/Application Support/state.json`.
  ///   - maximumSize: The largest file ``load()`` reads, in bytes.
  ///   - lockTimeout: How long to wait for the lock another process holds, in seconds.
  public init(
    url: URL, maximumSize: Int = StateFileStore.defaultMaximumSize,
    lockTimeout: TimeInterval = StateFileStore.defaultLockTimeout
  ) {
    self.url = url
    self.maximumSize = max(0, maximumSize)
    self.lockTimeout = max(0, lockTimeout)
  }

  /// The file's bytes, or `nil` when there is no file (a clean first launch).
  ///
  /// The path is checked to be a regular file before it is opened, so a FIFO or a device at
  /// the path throws at once instead of blocking. At most ``maximumSize`` + 1 bytes are read:
  /// a result longer than ``maximumSize`` means the file is too large to use.
  ///
  /// - Returns: The file's bytes, or `nil` when neither the file nor its folder exists.
  /// - Throws: ``StateFileError`` when the path cannot be used: it is a directory, it cannot be
  ///   read (permission), a part of the path is a file, or another I/O error.
  public func load() throws(StateFileError) -> Data? {
    try contents(operation: "read")?.data
  }

  /// The file's bytes with the version they were read from, or `nil` when there is no file.
  ///
  /// The version is the one to pass to ``save(_:replacing:)`` and
  /// ``moveAside(label:at:ifStill:)``: it names exactly the bytes returned, even when another
  /// process replaces the file while they are read.
  ///
  /// - Throws: ``StateFileError`` as ``load()`` throws it.
  public func loadWithVersion() throws(StateFileError) -> (
    data: Data, version: StateFileVersion
  )? {
    try contents(operation: "read")
  }

  /// Writes `data` atomically.
  ///
  /// The bytes go to a new temporary file in the same folder (a hidden name derived from the
  /// file's, such as `.state.json.tmp-<UUID>`), which is flushed with `fsync` and then renamed
  /// over the file with `rename(2)`; the folder is then flushed too, as far as the system
  /// allows. A crash mid-save leaves the previous file whole. On any failure the temporary file
  /// is removed and the previous file is untouched. The file keeps the permissions of the file
  /// it replaces; a new file is readable and writable by its owner only (`0600`). A file whose
  /// mode gives its owner no write permission is never replaced.
  ///
  /// Every save takes an exclusive lock on the folder, waiting at most ``lockTimeout``.
  ///
  /// Bytes that ``load()`` would refuse are never written: `data` larger than ``maximumSize``
  /// throws ``StateFileError/tooLarge(path:size:maximum:)`` and leaves the previous file.
  ///
  /// - Parameter data: The file's new contents; may be empty.
  /// - Throws: ``StateFileError``, for example when the folder does not exist, the system
  ///   refuses the write, the path is a directory, the file is read-only
  ///   (``StateFileError/readOnly(path:operation:)``), `data` is too large
  ///   (``StateFileError/tooLarge(path:size:maximum:)``), the file's name is too long for its
  ///   temporary file's (``StateFileError/nameTooLong(path:maximum:)``) or another process
  ///   holds the lock (``StateFileError/locked(path:operation:)``).
  public func save(_ data: Data) throws(StateFileError) {
    try checkSize(of: data)
    try withSaveLock(operation: "write") { _ throws(StateFileError) in
      _ = try write(data)
    }
  }

  /// Writes `data` atomically, as ``save(_:)`` does, unless another process saved the file since
  /// this one last read or wrote it.
  ///
  /// The check and the write happen under one lock that every save of the file takes, so two
  /// processes saving the same file take turns, and the second one's save is refused with
  /// ``StateFileError/conflict(path:)`` instead of silently overwriting the first's.
  ///
  /// - Parameters:
  ///   - data: The file's new contents.
  ///   - expected: The version this process last read or wrote, or `nil` when it found no file.
  /// - Returns: The version just written, to pass to the next save.
  /// - Throws: ``StateFileError/conflict(path:)`` when the file on disk is another version;
  ///   any other ``StateFileError`` as ``save(_:)`` throws it.
  @discardableResult
  public func save(
    _ data: Data, replacing expected: StateFileVersion?
  ) throws(StateFileError) -> StateFileVersion {
    try checkSize(of: data)
    return try withSaveLock(operation: "write") { _ throws(StateFileError) in
      let current = try currentVersion()
      // A file removed meanwhile held nothing to lose; any other change is someone's save.
      if let current, current != expected { throw .conflict(path: parts.path) }
      return try write(data)
    }
  }

  /// Throws ``StateFileError/tooLarge(path:size:maximum:)`` when `data` is more than
  /// ``load()`` reads: the writer never writes what the reader refuses.
  private func checkSize(of data: Data) throws(StateFileError) {
    guard data.count <= maximumSize else {
      throw .tooLarge(path: parts.path, size: data.count, maximum: maximumSize)
    }
  }

  /// Writes `data` to a temporary file and renames it over the file; returns the new version.
  private func write(_ data: Data) throws(StateFileError) -> StateFileVersion {
    let operation = "write"
    try checkFolder(operation: operation)
    try checkNameLength()
    _ = try checkFile(operation: operation)
    let existing = try existingMode(operation: operation)
    try checkWritable(mode: existing, operation: operation)
    let mode = existing ?? 0o600
    let temporaryPath = temporaryPath()
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(errno, operation: operation) }
    var renamed = false
    defer { if !renamed { unlink(temporaryPath) } }
    var info = stat()
    do throws(StateFileError) {
      // Exactly the mode asked for: the process's umask does not apply to fchmod.
      guard fchmod(descriptor, mode) == 0 else { throw failure(errno, operation: operation) }
      try writeAll(data, to: descriptor, operation: operation)
      guard fstat(descriptor, &info) == 0 else { throw failure(errno, operation: operation) }
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw failure(errno, operation: operation) }
    try beforeRename?(temporaryPath)
    guard rename(temporaryPath, parts.path) == 0 else {
      throw failure(errno, operation: "replace")
    }
    renamed = true
    syncFolder()
    return StateFileVersion(info)
  }

  /// Checks, without changing anything, that the path can be used.
  ///
  /// The path must not be a directory, its folder must exist, be a directory and be writable,
  /// the file's name must leave room for its temporary file's name
  /// (``StateFileError/nameTooLong(path:maximum:)``), and if the file exists it must be a
  /// regular file that can be opened for reading. A check
  /// cannot foresee every failure: some file systems refuse writes that the permission bits
  /// allow.
  ///
  /// - Throws: The same ``StateFileError`` that ``load()`` or ``save(_:)`` would throw.
  public func validate() throws(StateFileError) {
    try checkFolder(operation: "write")
    try checkNameLength()
    guard access(parts.folder, W_OK | X_OK) == 0 else {
      throw failure(errno, operation: "write")
    }
    try validateReading()
  }

  /// Checks, without changing anything, that the file can be read: its folder exists and, if
  /// the file exists, it is a regular file that can be opened for reading. A folder that cannot
  /// be written is fine.
  ///
  /// - Throws: The same ``StateFileError`` that ``load()`` would throw.
  public func validateReading() throws(StateFileError) {
    try checkFolder(operation: "read")
    guard try checkFile(operation: "read") else { return }
    let descriptor = open(parts.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      // Another process moved the file aside since the check: no file is a first launch.
      if code == ENOENT { return }
      throw failure(code, operation: "read")
    }
    close(descriptor)
  }
}
