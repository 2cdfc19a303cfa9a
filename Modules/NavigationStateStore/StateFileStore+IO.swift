import Foundation

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

  /// The file's bytes and the version they were read from, or `nil` when it does not exist.
  ///
  /// The version is the opened file's own, so it names the bytes read even if another process
  /// replaces the file meanwhile.
  func contents(
    operation: String
  ) throws(StateFileError) -> (data: Data, version: StateFileVersion)? {
    guard let (descriptor, info) = try openForReading(operation: operation) else { return nil }
    defer { close(descriptor) }
    let version = StateFileVersion(info)
    var data = Data()
    let limit = maximumSize + 1
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count < limit {
      let wanted = min(buffer.count, limit - data.count)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return (data, version)
      } else {
        let code = errno
        guard code == EINTR else { throw failure(code, operation: operation) }
      }
    }
    return (data, version)
  }

  /// The file opened for reading, with what `fstat` says of it; `nil` when it does not exist.
  /// The caller closes the descriptor.
  func openForReading(operation: String) throws(StateFileError) -> (Int32, stat)? {
    guard try checkFile(operation: operation) else { return nil }
    // O_NONBLOCK: should a FIFO replace the file after the check, opening it does not block.
    let descriptor = open(parts.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw failure(code, operation: operation)
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw failure(code, operation: operation)
    }
    guard Self.kind(of: info) == .regular else {
      close(descriptor)
      throw .notAFile(path: parts.path)
    }
    return (descriptor, info)
  }

  /// Writes all of `data` to `descriptor` and flushes it to disk.
  func writeAll(_ data: Data, to descriptor: Int32, operation: String) throws(StateFileError) {
    try beforeWriting?(operation)
    let code = data.withUnsafeBytes { Self.writeBytes($0, to: descriptor) }
    if let code { throw failure(code, operation: operation) }
    guard fsync(descriptor) == 0 else { throw failure(errno, operation: operation) }
  }

  /// Writes every byte of the file open as `source`, from its start, to `descriptor` and
  /// flushes it to disk: the whole file however large, a piece at a time, never only the
  /// ``maximumSize`` that ``load()`` reads, so a copy set aside is never cut short.
  func copyAll(from source: Int32, to descriptor: Int32, operation: String) throws(StateFileError) {
    try beforeWriting?(operation)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, offset) }
      if count == 0 { break }
      guard count > 0 else {
        let code = errno
        if code == EINTR { continue }
        throw failure(code, operation: operation)
      }
      let code = buffer.withUnsafeBytes {
        Self.writeBytes(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor)
      }
      if let code { throw failure(code, operation: operation) }
      offset += off_t(count)
    }
    guard fsync(descriptor) == 0 else { throw failure(errno, operation: operation) }
  }

  /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, else `nil`.
  private static func writeBytes(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard var next = bytes.baseAddress else { return nil }
    var remaining = bytes.count
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

  /// Creates the file at `path`, only if nothing is there, with exactly `mode` (the umask does
  /// not apply), holding every byte of the file open as `source`, flushed to disk; on failure
  /// nothing is left at `path`.
  ///
  /// - Returns: `EEXIST` when something is at `path` already, else `nil`.
  func createFile(
    at path: String, copying source: Int32, mode: mode_t, operation: String
  ) throws(StateFileError) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST { return code }
      throw failure(code, operation: operation)
    }
    do throws(StateFileError) {
      guard fchmod(descriptor, mode) == 0 else { throw failure(errno, operation: operation) }
      try copyAll(from: source, to: descriptor, operation: operation)
    } catch {
      close(descriptor)
      unlink(path)
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      unlink(path)
      throw failure(code, operation: operation)
    }
    return nil
  }

  /// A new temporary name in the file's folder: `.<name>.tmp-<UUID>`, the only names
  /// ``removeLeftoverTemporaryFiles(now:)`` removes.
  func temporaryPath() -> String {
    sibling(named: ".\(parts.name).tmp-\(UUID().uuidString)")
  }

  /// The permission bits of the file, or `nil` when there is none.
  func existingMode(operation: String) throws(StateFileError) -> mode_t? {
    var info = stat()
    guard stat(parts.path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw failure(code, operation: operation)
    }
    return info.st_mode & 0o7777
  }

  /// Throws ``StateFileError/readOnly(path:operation:)`` when the file's mode gives its owner no
  /// write permission: the user's wish that it not change, honoured even for root.
  func checkWritable(mode: mode_t?, operation: String) throws(StateFileError) {
    if let mode, mode & 0o200 == 0 { throw .readOnly(path: parts.path, operation: operation) }
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
