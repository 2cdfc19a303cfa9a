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
/// Symbolic links are followed when reading; saving replaces a link at the path with a file.
public struct StateFileStore: Sendable {
  /// The file's location; a file URL.
  public let url: URL

  /// Called by ``save(_:)`` after the temporary file is written and flushed and before it is
  /// renamed over the file, with the temporary file's path; a test seam that stands in for a
  /// crash or a failure at that point.
  var beforeRename: (@Sendable (_ temporaryPath: String) throws(StateFileError) -> Void)?

  /// The most names ``moveAside(label:at:)`` and ``copyAside(label:at:)`` try (`-2` up to this).
  static let maximumAsideAttempts = 1_000

  /// The largest file ``load()`` reads by default, in bytes: 1 MiB, far more than the state of
  /// any app (a stack of 100 screens in each of 10 tabs is about 200 KB).
  public static let defaultMaximumSize = 1 << 20

  /// The largest file ``load()`` reads, in bytes; of a larger file it reads one byte more, so
  /// the caller can tell, and never the rest.
  public let maximumSize: Int

  /// A store for the file at `url`; nothing is read or checked until a method is called.
  ///
  /// - Parameters:
  ///   - url: A file URL, such as `…/Application Support/state.json`.
  ///   - maximumSize: The largest file ``load()`` reads, in bytes.
  public init(url: URL, maximumSize: Int = StateFileStore.defaultMaximumSize) {
    self.url = url
    self.maximumSize = max(0, maximumSize)
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
    try contents(operation: "read")
  }

  /// Writes `data` atomically.
  ///
  /// The bytes go to a new temporary file in the same folder (a hidden name derived from the
  /// file's, such as `.state.json.tmp-<UUID>`), which is flushed with `fsync` and then renamed
  /// over the file with `rename(2)`; the folder is then flushed too, as far as the system
  /// allows. A crash mid-save leaves the previous file whole. On any failure the temporary file
  /// is removed and the previous file is untouched. The file keeps the permissions of the file
  /// it replaces; a new file is readable and writable by its owner only (`0600`).
  ///
  /// - Parameter data: The file's new contents; may be empty.
  /// - Throws: ``StateFileError``, for example when the folder does not exist, the system
  ///   refuses the write, or the path is a directory.
  public func save(_ data: Data) throws(StateFileError) {
    try withSaveLock(operation: "write") { () throws(StateFileError) in
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
    try withSaveLock(operation: "write") { () throws(StateFileError) in
      let current = try currentVersion()
      // A file removed meanwhile held nothing to lose; any other change is someone's save.
      if let current, current != expected { throw .conflict(path: parts.path) }
      return try write(data)
    }
  }

  /// Writes `data` to a temporary file and renames it over the file; returns the new version.
  private func write(_ data: Data) throws(StateFileError) -> StateFileVersion {
    let operation = "write"
    try checkFolder(operation: operation)
    _ = try checkFile(operation: operation)
    let mode = try existingMode() ?? 0o600
    let temporaryPath = sibling(named: ".\(parts.name).tmp-\(UUID().uuidString)")
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

  /// The permission bits of the file, or `nil` when there is none.
  private func existingMode() throws(StateFileError) -> mode_t? {
    var info = stat()
    guard stat(parts.path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw failure(code, operation: "write")
    }
    return info.st_mode & 0o7777
  }

  /// Moves the file aside, keeping it, and returns its new URL.
  ///
  /// The new name is `<name>.<label>-<yyyyMMdd'T'HHmmss'Z'>` in the same folder, from `date` in
  /// UTC, such as `state.json.corrupt-20261121T113500Z`; when that name is taken, `-2`, `-3`, …
  /// is added. Nothing is ever overwritten: the file is hard-linked to the new name, which
  /// fails if the name exists, and then unlinked. Where hard links are refused, it is copied
  /// instead (see ``copyAside(label:at:)``) and then unlinked.
  ///
  /// Used for a corrupt file (label `corrupt`) and a file of a newer version (`newer-version`).
  ///
  /// - Parameters:
  ///   - label: A short word such as `corrupt`; any character other than an ASCII letter, a
  ///     digit, `-`, `_` or `.` is replaced with `_`, so the name stays in the folder.
  ///   - date: The moment named in the new name; now, unless a test fixes it.
  /// - Returns: The file's new location.
  /// - Throws: ``StateFileError``; when there is no file,
  ///   ``StateFileError/ioError(path:operation:message:)`` with the system's message for
  ///   `ENOENT`.
  public func moveAside(label: String, at date: Date = Date()) throws(StateFileError) -> URL {
    let operation = "move aside"
    try checkFolder(operation: operation)
    guard try checkFile(operation: operation) else { throw missingFile(operation: operation) }
    let base = asideName(label: label, date: date)
    for attempt in 1...Self.maximumAsideAttempts {
      let candidate = sibling(named: attempt == 1 ? base : "\(base)-\(attempt)")
      guard link(parts.path, candidate) == 0 else {
        let code = errno
        if code == EEXIST { continue }
        guard Self.mayMeanNoHardLinks(code) else { throw failure(code, operation: operation) }
        return try moveByCopying(base: base, operation: operation)
      }
      try removeFile(keeping: candidate, operation: operation)
      return URL(fileURLWithPath: candidate)
    }
    throw noFreeName(operation: operation)
  }

  /// Copies the file aside, leaving it in place, and returns the copy's URL.
  ///
  /// The copy is named as ``moveAside(label:at:)`` names it and is created only if that name
  /// is free, so nothing is ever overwritten. Used to keep the original when part of it could
  /// not be restored. A crash while copying can leave a partial copy; the original is never
  /// changed.
  ///
  /// - Parameters:
  ///   - label: A short word such as `partial`, cleaned as in ``moveAside(label:at:)``.
  ///   - date: The moment named in the copy's name; now, unless a test fixes it.
  /// - Returns: The copy's location.
  /// - Throws: ``StateFileError``; when there is no file,
  ///   ``StateFileError/ioError(path:operation:message:)`` with the system's message for
  ///   `ENOENT`.
  public func copyAside(label: String, at date: Date = Date()) throws(StateFileError) -> URL {
    let operation = "copy aside"
    try checkFolder(operation: operation)
    let copy = try copy(base: asideName(label: label, date: date), operation: operation)
    return URL(fileURLWithPath: copy)
  }

  /// Checks, without changing anything, that the path can be used.
  ///
  /// The path must not be a directory, its folder must exist, be a directory and be writable,
  /// and if the file exists it must be a regular file that can be opened for reading. A check
  /// cannot foresee every failure: some file systems refuse writes that the permission bits
  /// allow.
  ///
  /// - Throws: The same ``StateFileError`` that ``load()`` or ``save(_:)`` would throw.
  public func validate() throws(StateFileError) {
    try checkFolder(operation: "write")
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
    guard descriptor >= 0 else { throw failure(errno, operation: "read") }
    close(descriptor)
  }
}
