import Foundation

/// Reads a whole source file with the system's `open` and `read`, into one array sized by
/// `fstat`, rather than making a `URL` and `Data` for each of a large package's files.
enum SourceFileReader {
  /// Why a file could not be read: the system's words for its error, such as `No such file or
  /// directory`.
  struct Failure: Error {
    let reason: String
  }

  /// The bytes of the file at `path`.
  static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(reason: lastError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Failure(reason: lastError()) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw Failure(reason: "not a regular file")
    }
    let size = Int(status.st_size)
    var failure: Failure?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let start = buffer.baseAddress else { return }
      while initialized < size {
        let count = read(descriptor, start + initialized, size - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failure = Failure(reason: lastError()) }
        if count <= 0 { return }
        initialized += count
      }
    }
    if let failure { throw failure }
    return bytes
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}
