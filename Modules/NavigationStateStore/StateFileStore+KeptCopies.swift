import Foundation

// MARK: - The names and number of copies kept aside

extension StateFileStore {
  /// `<name>.<label>-<yyyyMMdd'T'HHmmss'Z'>`, with `label` cleaned.
  func asideName(label: String, date: Date) -> String {
    "\(asidePrefix(label: label))\(Self.timestamp(date))"
  }

  /// `<name>.<label>-`, with `label` cleaned: how every kept copy of the kind begins.
  private func asidePrefix(label: String) -> String {
    let cleaned = String(
      String.UnicodeScalarView(
        label.unicodeScalars.map { scalar in
          switch scalar {
          case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": scalar
          default: "_"
          }
        }))
    return "\(parts.name).\(cleaned)-"
  }

  /// `date` in UTC as `yyyyMMdd'T'HHmmss'Z'`, such as `20261121T113500Z`.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let fields: [(Calendar.Component, Int)] = [
      (.year, 4), (.month, 2), (.day, 2), (.hour, 2), (.minute, 2), (.second, 2),
    ]
    var stamp = ""
    for (index, (component, width)) in fields.enumerated() {
      let value = calendar.component(component, from: date)
      stamp += padded(String(value), to: width) + (index == 2 ? "T" : "")
    }
    return stamp + "Z"
  }

  /// `digits` with zeros in front up to `width` characters.
  private static func padded(_ digits: String, to width: Int) -> String {
    String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The names to try for a new copy from `base`, in order: `base`, then `base-2`, `base-3`, …,
  /// starting after the highest number already in the folder, so a new copy's name is never an
  /// old one's reused; at most ``maximumAsideAttempts`` of them.
  ///
  /// Numbers of ``highestPlausibleNumber`` or more are not started after: a name anyone can
  /// plant in a shared folder, such as `…-9223372036854775807`, must neither overflow the count
  /// nor use up the names. Such a name is only ever skipped, as a taken one.
  func candidateNames(from base: String) -> [String] {
    // A folder that cannot be listed gives no numbers to start after, not an error: the copy
    // is then written under `base` and its successors, and if the folder cannot take it
    // either, that write reports why (StateFileError), which the caller shows.
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: parts.folder)
    } catch {
      names = []
    }
    let highest = names.reduce(0) { highest, name in
      if name == base { return max(highest, 1) }
      guard name.hasPrefix(base + "-"), let number = Int(name.dropFirst(base.count + 1)),
        number < Self.highestPlausibleNumber
      else { return highest }
      return max(highest, number)
    }
    let first = highest + 1
    return (first..<(first + Self.maximumAsideAttempts)).map { attempt in
      sibling(named: attempt == 1 ? base : "\(base)-\(attempt)")
    }
  }

  /// The first number a copy's name never starts after: far more copies than one moment ever
  /// sees, and far from overflowing.
  static let highestPlausibleNumber = 1_000_000_000

  /// Whether `link(2)` failing with `code` may mean the file system has no hard links.
  static func mayMeanNoHardLinks(_ code: Int32) -> Bool {
    [EPERM, EMLINK, EXDEV, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(code)
  }

  /// The paths of the copies kept aside under `label`, oldest first.
  ///
  /// A kept copy is a regular file named as ``asideName(label:date:)`` names it (with an
  /// optional `-N`) and owned by this process's user: in a folder others can write, such as
  /// `/tmp`, a file another user planted under such a name is not this store's, and is never
  /// counted, returned or removed.
  ///
  /// They are ordered by when they were set aside here: the time the system recorded when the
  /// copy got its name (its status-change time, which a link, a rename or a new file sets to
  /// the current time and no one can set to another). The date in the name is what the caller
  /// passed and can be anything; it only breaks ties between copies of the same instant.
  func keptCopies(label: String) -> [String] {
    let prefix = asidePrefix(label: label)
    // A folder that cannot be listed shows no copies, on purpose: then none is removed to make
    // room (a copy is never deleted on a guess) and none is taken for the file's, so another is
    // kept. Listing is the only thing that fails here; setting aside itself reports its errors.
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: parts.folder)
    } catch {
      return []
    }
    let owner = geteuid()
    let kept: [(setAside: Self.Instant, stamp: Substring, number: Int, path: String)] =
      names.compactMap { name in
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        let stamp = rest.prefix(16)
        guard Self.isTimestamp(stamp) else { return nil }
        let suffix = rest.dropFirst(16)
        let number = suffix.isEmpty ? 1 : (suffix.first == "-" ? Int(suffix.dropFirst()) : nil)
        guard let number else { return nil }
        let path = sibling(named: name)
        var info = stat()
        guard lstat(path, &info) == 0, Self.kind(of: info) == .regular, info.st_uid == owner
        else { return nil }
        return (Self.statusChanged(info), stamp, number, path)
      }
    return kept.sorted {
      ($0.setAside.seconds, $0.setAside.nanoseconds, $0.stamp, $0.number)
        < ($1.setAside.seconds, $1.setAside.nanoseconds, $1.stamp, $1.number)
    }.map(\.path)
  }

  /// A moment as the system records it for a file.
  struct Instant {
    let seconds: Int
    let nanoseconds: Int
  }

  /// When `info`'s file last changed status: got a name, lost one, or changed owner or mode.
  static func statusChanged(_ info: stat) -> Instant {
    #if canImport(Darwin)
      Instant(
        seconds: Int(info.st_ctimespec.tv_sec), nanoseconds: Int(info.st_ctimespec.tv_nsec))
    #else
      Instant(seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
    #endif
  }

  /// Whether `text` is a timestamp as ``timestamp(_:)`` writes it.
  private static func isTimestamp(_ text: Substring) -> Bool {
    let characters = Array(text.utf8)
    guard characters.count == 16, characters[8] == UInt8(ascii: "T"),
      characters[15] == UInt8(ascii: "Z")
    else { return false }
    return characters.enumerated().allSatisfy { offset, byte in
      offset == 8 || offset == 15 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }

  /// A copy kept under `label` with the file's bytes, if there is one.
  func keptCopy(sameAsFileLabelled label: String) -> String? {
    keptCopies(label: label).last {
      FileManager.default.contentsEqual(atPath: $0, andPath: parts.path)
    }
  }

  /// Removes copies kept under `label` beyond ``maximumKeptCopies``, never `new` (the copy just
  /// made) and never the first one kept.
  ///
  /// The first copy of a kind holds the state from before things started going wrong (the
  /// first unreadable file, the first newer version's state, the first file restored only in
  /// part), and the newest hold what the user did since: what goes to make room is the oldest
  /// of those in between. Copies of other kinds are never counted or removed.
  func removeOldCopies(label: String, keeping new: String) {
    let copies = keptCopies(label: label)
    guard copies.count > Self.maximumKeptCopies else { return }
    let between = copies.dropFirst().dropLast(Self.maximumKeptCopies - 1)
    for path in between where path != new {
      unlink(path)
    }
    syncFolder()
  }
}
