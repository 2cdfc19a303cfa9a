import Foundation

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
