public import Foundation

// MARK: - Setting aside

extension StateFileStore {
  /// The most copies of one kind (one label, such as `corrupt` or `partial`) kept beside the
  /// file, so copies never pile up: setting aside one more removes, of that kind only, the
  /// oldest copy but the first. The first copy of a kind is never removed to make room, nor is
  /// a copy just made, and copies count as older by when they were set aside here, never by
  /// the date in their names; only the user's own files count (see ``moveAside(label:at:)``).
  public static let maximumKeptCopies = 3

  /// Moves the file aside, keeping it, and returns its new URL.
  ///
  /// The new name is `<name>.<label>-<yyyyMMdd'T'HHmmss'Z'>` in the same folder, from `date` in
  /// UTC, such as `state.json.corrupt-20261121T113500Z`; when that name is taken, `-2`, `-3`, …
  /// is added. Nothing is ever overwritten: the file is hard-linked to the new name, which
  /// fails if the name exists, and then unlinked. Where hard links are refused, it is copied
  /// instead (see ``copyAside(label:at:)``) and then unlinked.
  ///
  /// It happens under the lock every save takes. When a copy of the same kind with the same
  /// bytes is kept already, the file is only removed and that copy returned. Beyond
  /// ``maximumKeptCopies`` of the kind, one is removed: never the first one kept of the kind
  /// (the state from before things started going wrong) and never the new one, but the oldest
  /// of those in between. Which is oldest is told by when each was set aside here (the time
  /// the system recorded when it got its name), not by the date in its name, which anyone
  /// can choose. A file of another user, such as one planted under a copy's name in a shared
  /// folder like `/tmp`, is never counted, returned or removed.
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
  ///   `ENOENT`; ``StateFileError/readOnly(path:operation:)`` for a read-only file.
  public func moveAside(label: String, at date: Date = Date()) throws(StateFileError) -> URL {
    guard let moved = try setAside(move: true, label: label, date: date, ifStill: nil) else {
      throw missingFile(operation: "move aside")
    }
    return moved
  }

  /// Moves the file aside as ``moveAside(label:at:)`` does, but only while it is still the
  /// version judged: the check and the move happen under the lock every save takes, so a file
  /// another process saved or set aside meanwhile is never moved in its place.
  ///
  /// - Parameters:
  ///   - label: A short word such as `corrupt`, cleaned as in ``moveAside(label:at:)``.
  ///   - date: The moment named in the new name.
  ///   - version: The version read and judged, from ``loadWithVersion()``.
  /// - Returns: The file's new location, or `nil` when the file is gone or another version.
  /// - Throws: ``StateFileError`` as ``moveAside(label:at:)`` throws it.
  public func moveAside(
    label: String, at date: Date = Date(), ifStill version: StateFileVersion
  ) throws(StateFileError) -> URL? {
    try setAside(move: true, label: label, date: date, ifStill: version)
  }

  /// Copies the file aside, leaving it in place, and returns the copy's URL.
  ///
  /// The copy is named as ``moveAside(label:at:)`` names it and is created only if that name
  /// is free, so nothing is ever overwritten. It has the file's permissions, and is written
  /// under a temporary name first, so a crash while copying leaves no partial copy (only a
  /// temporary file, removed at the next start). Used to keep the original when part of it
  /// could not be restored. When a copy of the same kind with the same bytes is kept already,
  /// that copy is returned and no other is made.
  ///
  /// - Parameters:
  ///   - label: A short word such as `partial`, cleaned as in ``moveAside(label:at:)``.
  ///   - date: The moment named in the copy's name; now, unless a test fixes it.
  /// - Returns: The copy's location.
  /// - Throws: ``StateFileError``; when there is no file,
  ///   ``StateFileError/ioError(path:operation:message:)`` with the system's message for
  ///   `ENOENT`.
  public func copyAside(label: String, at date: Date = Date()) throws(StateFileError) -> URL {
    guard let copy = try setAside(move: false, label: label, date: date, ifStill: nil) else {
      throw missingFile(operation: "copy aside")
    }
    return copy
  }

  /// Copies the file aside as ``copyAside(label:at:)`` does, but only while it is still the
  /// version judged, checked under the lock every save takes.
  ///
  /// - Parameters:
  ///   - label: A short word such as `partial`.
  ///   - date: The moment named in the copy's name.
  ///   - version: The version read and judged, from ``loadWithVersion()``.
  /// - Returns: The copy's location, or `nil` when the file is gone or another version.
  /// - Throws: ``StateFileError`` as ``copyAside(label:at:)`` throws it.
  public func copyAside(
    label: String, at date: Date = Date(), ifStill version: StateFileVersion
  ) throws(StateFileError) -> URL? {
    try setAside(move: false, label: label, date: date, ifStill: version)
  }

  /// Moves or copies the file aside under the save lock; `nil` when `expected` is given and the
  /// file is not that version, or there is no file.
  private func setAside(
    move: Bool, label: String, date: Date, ifStill expected: StateFileVersion?
  ) throws(StateFileError) -> URL? {
    let operation = move ? "move aside" : "copy aside"
    return try withSaveLock(operation: operation) { _ throws(StateFileError) -> URL? in
      try checkFolder(operation: operation)
      guard try checkFile(operation: operation) else { return nil }
      if let expected, try currentVersion() != expected { return nil }
      let base = asideName(label: label, date: date)
      let mode = try existingMode(operation: operation) ?? 0o600
      if move {
        try checkWritable(mode: mode, operation: operation)
      }
      if let kept = keptCopy(sameAsFileLabelled: label) {
        if move {
          try removeFile(keeping: nil, operation: operation)
        }
        return URL(fileURLWithPath: kept)
      }
      let aside =
        move
        ? try moveByLinking(base: base, mode: mode, operation: operation)
        : try copy(base: base, mode: mode, operation: operation)
      removeOldCopies(label: label, keeping: aside)
      return URL(fileURLWithPath: aside)
    }
  }

  /// Hard-links the file to the first free name of ``candidateNames(from:)`` and unlinks it;
  /// copies it where hard links are refused.
  private func moveByLinking(
    base: String, mode: mode_t, operation: String
  ) throws(StateFileError) -> String {
    for candidate in candidateNames(from: base) {
      guard link(parts.path, candidate) == 0 else {
        let code = errno
        if code == EEXIST { continue }
        guard Self.mayMeanNoHardLinks(code) else { throw failure(code, operation: operation) }
        let copy = try copy(base: base, mode: mode, operation: operation)
        try removeFile(keeping: copy, operation: operation)
        return copy
      }
      try removeFile(keeping: candidate, operation: operation)
      return candidate
    }
    throw noFreeName(operation: operation)
  }

  /// Unlinks the file, now that `kept` holds it; if that fails, removes `kept` and throws.
  private func removeFile(keeping kept: String?, operation: String) throws(StateFileError) {
    guard unlink(parts.path) == 0 else {
      let code = errno
      if let kept { unlink(kept) }
      throw failure(code, operation: operation)
    }
    syncFolder()
  }

  /// Copies the file, with `mode`, to the first free name of ``candidateNames(from:)`` and
  /// returns its path.
  ///
  /// The bytes go to a temporary file first, which is then hard-linked to the free name (a
  /// link never replaces anything), so no partial copy ever has a kept copy's name. Where hard
  /// links are refused, the copy is created at the free name directly.
  private func copy(
    base: String, mode: mode_t, operation: String
  ) throws(StateFileError) -> String {
    guard let (source, _) = try openForReading(operation: operation) else {
      throw missingFile(operation: operation)
    }
    defer { close(source) }
    let temporary = temporaryPath()
    _ = try createFile(at: temporary, copying: source, mode: mode, operation: operation)
    defer { unlink(temporary) }
    var linking = true
    for candidate in candidateNames(from: base) {
      if linking {
        guard link(temporary, candidate) != 0 else {
          syncFolder()
          return candidate
        }
        let code = errno
        if code == EEXIST { continue }
        guard Self.mayMeanNoHardLinks(code) else { throw failure(code, operation: operation) }
        linking = false
      }
      let taken = try createFile(
        at: candidate, copying: source, mode: mode, operation: operation)
      guard taken != nil else {
        syncFolder()
        return candidate
      }
    }
    throw noFreeName(operation: operation)
  }

  /// The error for setting aside a file that does not exist.
  func missingFile(operation: String) -> StateFileError {
    .ioError(path: parts.path, operation: operation, message: StateFileError.message(for: ENOENT))
  }

  /// The error for finding every candidate name taken.
  func noFreeName(operation: String) -> StateFileError {
    .ioError(
      path: parts.path, operation: operation,
      message: "\(Self.maximumAsideAttempts) names in a row are taken")
  }
}
