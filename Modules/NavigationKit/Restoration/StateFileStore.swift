public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// A store for the file at `url`; nothing is read or checked until a method is called.
  ///
  /// - Parameter url: A file URL, such as `…/Application Support/state.json`.
  public init(url: URL) {
    self.url = url
  }

  /// The file's bytes, or `nil` when there is no file (a clean first launch).
  ///
  /// The path is checked to be a regular file before it is opened, so a FIFO or a device at
  /// the path throws at once instead of blocking.
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
  /// is removed and the previous file is untouched. The new file is created with mode `0666`
  /// less the process's umask, as `Data.write(to:)` does.
  ///
  /// - Parameter data: The file's new contents; may be empty.
  /// - Throws: ``StateFileError``, for example when the folder does not exist, the system
  ///   refuses the write, or the path is a directory.
  public func save(_ data: Data) throws(StateFileError) {
    let operation = "write"
    try checkFolder(operation: operation)
    _ = try checkFile(operation: operation)
    let temporaryPath = sibling(named: ".\(parts.name).tmp-\(UUID().uuidString)")
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(errno, operation: operation) }
    var renamed = false
    defer { if !renamed { unlink(temporaryPath) } }
    do {
      try writeAll(data, to: descriptor, operation: operation)
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
    guard try checkFile(operation: "read") else { return }
    let descriptor = open(parts.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno, operation: "read") }
    close(descriptor)
  }
}

// MARK: - Reading and writing

extension StateFileStore {
  /// The path, its folder and its last component, with trailing slashes removed.
  var parts: (path: String, folder: String, name: String) {
    var path = url.path(percentEncoded: false)
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return (path, ".", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (path, folder, String(path[path.index(after: slash)...]))
  }

  /// The path of the file called `name` in the file's folder.
  func sibling(named name: String) -> String {
    let folder = parts.folder
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The file's bytes, or `nil` when it does not exist.
  func contents(operation: String) throws(StateFileError) -> Data? {
    guard try checkFile(operation: operation) else { return nil }
    // O_NONBLOCK: should a FIFO replace the file after the check, opening it does not block.
    let descriptor = open(parts.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw failure(code, operation: operation)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(errno, operation: operation) }
    guard Self.kind(of: info) == .regular else { throw .notAFile(path: parts.path) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return data
      } else {
        let code = errno
        guard code == EINTR else { throw failure(code, operation: operation) }
      }
    }
  }

  /// Writes all of `data` to `descriptor` and flushes it to disk.
  func writeAll(_ data: Data, to descriptor: Int32, operation: String) throws(StateFileError) {
    let code: Int32? = data.withUnsafeBytes { buffer in
      guard var next = buffer.baseAddress else { return nil }
      var remaining = buffer.count
      while remaining > 0 {
        let written = write(descriptor, next, remaining)
        if written > 0 {
          next += written
          remaining -= written
        } else if written == 0 {
          return EIO
        } else {
          let code = errno
          if code != EINTR { return code }
        }
      }
      return nil
    }
    if let code { throw failure(code, operation: operation) }
    guard fsync(descriptor) == 0 else { throw failure(errno, operation: operation) }
  }

  /// Flushes the folder, so a rename or an unlink survives a power loss; best effort, since the
  /// change it flushes has already happened and cannot be undone.
  func syncFolder() {
    let descriptor = open(parts.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

// MARK: - Checks

extension StateFileStore {
  /// What a path names, as far as the store cares.
  enum Kind {
    case missing, regular, directory, other
  }

  /// What `info` describes.
  static func kind(of info: stat) -> Kind {
    switch info.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): .regular
    case mode_t(S_IFDIR): .directory
    default: .other
    }
  }

  /// What `path` names, following symbolic links; `.missing` when it does not exist.
  func kind(at path: String, operation: String) throws(StateFileError) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      throw StateFileError(errno: code, path: parts.path, operation: operation)
    }
    return Self.kind(of: info)
  }

  /// Throws unless the file's folder exists and is a directory.
  func checkFolder(operation: String) throws(StateFileError) {
    switch try kind(at: parts.folder, operation: operation) {
    case .directory: return
    case .missing: throw .folderMissing(path: parts.path)
    case .regular, .other: throw .notAFile(path: parts.path)
    }
  }

  /// Whether the file exists; throws when something other than a regular file is there.
  func checkFile(operation: String) throws(StateFileError) -> Bool {
    switch try kind(at: parts.path, operation: operation) {
    case .missing: false
    case .regular: true
    case .directory: throw .isADirectory(path: parts.path)
    case .other: throw .notAFile(path: parts.path)
    }
  }

  /// The error for a call that failed with `code` once the folder was found.
  ///
  /// `ENOENT` then means the folder vanished, or a file system such as `/proc` refused to
  /// create the file; the second is reported with the system's message, not as a missing folder.
  func failure(_ code: Int32, operation: String) -> StateFileError {
    if code == ENOENT, (try? kind(at: parts.folder, operation: operation)) == .directory {
      return .ioError(
        path: parts.path, operation: operation, message: StateFileError.message(for: code))
    }
    return StateFileError(errno: code, path: parts.path, operation: operation)
  }
}

// MARK: - Setting aside

extension StateFileStore {
  /// `<name>.<label>-<yyyyMMdd'T'HHmmss'Z'>`, with `label` cleaned.
  func asideName(label: String, date: Date) -> String {
    let cleaned = String(
      String.UnicodeScalarView(
        label.unicodeScalars.map { scalar in
          switch scalar {
          case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": scalar
          default: "_"
          }
        }))
    return "\(parts.name).\(cleaned)-\(Self.timestamp(date))"
  }

  /// `date` in UTC as `yyyyMMdd'T'HHmmss'Z'`, such as `20261121T113500Z`.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func padded(_ value: Int?, _ width: Int) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "T"
      + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2) + "Z"
  }

  /// Whether `link(2)` failing with `code` may mean the file system has no hard links.
  static func mayMeanNoHardLinks(_ code: Int32) -> Bool {
    [EPERM, EMLINK, EXDEV, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(code)
  }

  /// Copies the file to the first free name from `base`, then removes the file.
  func moveByCopying(base: String, operation: String) throws(StateFileError) -> URL {
    let copy = try copy(base: base, operation: operation)
    try removeFile(keeping: copy, operation: operation)
    return URL(fileURLWithPath: copy)
  }

  /// Unlinks the file, now that `kept` holds it; if that fails, removes `kept` and throws.
  func removeFile(keeping kept: String, operation: String) throws(StateFileError) {
    guard unlink(parts.path) == 0 else {
      let code = errno
      unlink(kept)
      throw failure(code, operation: operation)
    }
    syncFolder()
  }

  /// Copies the file to the first free name from `base` (`base`, `base-2`, …) and returns its
  /// path; the copy is created only where nothing exists, and removed again on failure.
  func copy(base: String, operation: String) throws(StateFileError) -> String {
    guard let data = try contents(operation: operation) else {
      throw missingFile(operation: operation)
    }
    for attempt in 1...Self.maximumAsideAttempts {
      let candidate = sibling(named: attempt == 1 ? base : "\(base)-\(attempt)")
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard descriptor >= 0 else {
        let code = errno
        if code == EEXIST { continue }
        throw failure(code, operation: operation)
      }
      do {
        try writeAll(data, to: descriptor, operation: operation)
      } catch {
        close(descriptor)
        unlink(candidate)
        throw error
      }
      guard close(descriptor) == 0 else {
        let code = errno
        unlink(candidate)
        throw failure(code, operation: operation)
      }
      syncFolder()
      return candidate
    }
    throw noFreeName(operation: operation)
  }

  /// The error for setting aside a file that does not exist.
  func missingFile(operation: String) -> StateFileError {
    .ioError(path: parts.path, operation: operation, message: StateFileError.message(for: ENOENT))
  }

  /// The error for finding every name up to `-1000` taken.
  func noFreeName(operation: String) -> StateFileError {
    .ioError(
      path: parts.path, operation: operation,
      message: "every name up to -\(Self.maximumAsideAttempts) is taken")
  }
}
