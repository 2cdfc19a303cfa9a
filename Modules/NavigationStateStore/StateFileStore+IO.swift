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
    let limit = maximumSize + 1
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count < limit {
      let wanted = min(buffer.count, limit - data.count)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return data
      } else {
        let code = errno
        guard code == EINTR else { throw failure(code, operation: operation) }
      }
    }
    return data
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
