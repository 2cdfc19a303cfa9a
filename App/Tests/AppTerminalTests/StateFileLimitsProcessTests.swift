import Foundation
import Testing

/// The App as a process at the state store's limits: a file name too long for its temporary
/// file, a folder lock another process holds with eight windows open, launches that set the file
/// aside again and again, and copies' names planted in a shared folder.
@Suite struct StateFileLimitsProcessTests {
  let processes = ProcessTests()

  /// A new folder for one test's files, removed afterwards.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "StateFileLimitsProcessTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// The path in `folder` of the file or copy named `name`.
  func path(_ name: String, in folder: URL) -> String {
    folder.appending(path: name).path(percentEncoded: false)
  }

  /// The path a warning line names after `prefix`, up to `suffix`.
  func pathNamed(in errors: String, after prefix: String, before suffix: String = "") -> String? {
    errors.split(separator: "\n").lazy.compactMap { line -> String? in
      guard let start = line.range(of: prefix), line.hasSuffix(suffix) else { return nil }
      return String(line[start.upperBound...].dropLast(suffix.count))
    }.first
  }

  /// The review's R9: a name of 214 to 250 bytes started fine, every save failed, and the App
  /// exited 0 having saved nothing.
  @Test func aNameTooLongForItsTemporaryFileExitsOneAtStart() throws {
    try withFolder { folder in
      let long = path(String(repeating: "s", count: 225) + ".json", in: folder)
      let session = try processes.runApp(["--state-file", long], input: "action 1\n")
      let open = try processes.runApp(
        ["open", "--state-file", long, "myapp://orders/A-1"], input: "")

      for result in [session, open] {
        #expect(result.status == 1)
        #expect(result.errors.contains("its name is longer than 213 bytes"))
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

      let longest = path(String(repeating: "s", count: 208) + ".json", in: folder)
      let saved = try processes.runApp(["--state-file", longest], input: "action 1\n")
      #expect(saved.status == 0)
      #expect(saved.errors.isEmpty)
      #expect(FileManager.default.fileExists(atPath: longest))
    }
  }

  /// The review's R7: 3 s per window at start (24 s with eight) and again at every save.
  /// Without a fix this takes 48 s: eight waits at start and eight for the first command's
  /// saves; with it, one wait at start and one for the command.
  @Test func aHeldLockIsWaitedForOncePerCommandNotOncePerWindow() throws {
    try withFolder { folder in
      let held = try #require(HeldFolderLock(path: folder.path(percentEncoded: false)))
      let started = ContinuousClock.now

      let result = try processes.runApp(
        ["--json", "--scenes", "8", "--state-file", path("s.json", in: folder)],
        input: "action 1\n")

      #expect(ContinuousClock.now - started < .seconds(20))
      #expect(result.status == 0)
      #expect(result.errors.contains("another process holds its lock"))
      #expect(result.output.split(separator: "\n").count == 1)
      withExtendedLifetime(held) {}
    }
  }

  /// The review's R3: after four launches that set the file aside, the first state set aside
  /// was deleted, although the App said it was moved aside.
  @Test func launchesThatSetTheFileAsideAgainAndAgainKeepTheFirst() throws {
    try withFolder { folder in
      let state = path("s.json", in: folder)
      var moved: [String] = []
      for launch in 1...5 {
        try Data("unreadable state \(launch) {".utf8).write(to: URL(fileURLWithPath: state))
        let result = try processes.runApp(["--state-file", state], input: "")
        moved +=
          pathNamed(
            in: result.errors, after: "moved the state file aside to ", before: "; starting empty"
          ).map { [$0] } ?? []
      }

      #expect(moved.count == 5)
      let first = try #require(moved.first)
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: first)) == Data("unreadable state 1 {".utf8))
      #expect(FileManager.default.fileExists(atPath: moved[4]))
    }
  }

  /// The review's R8: three copies dated 2099 planted in a shared folder pushed out the copy
  /// the App had just said it kept, and a newer version's state moved aside was deleted at once.
  @Test func copiesPlantedWithFutureDatesNeverPushOutTheCopyTheAppNamed() throws {
    try withFolder { folder in
      // Shared, as /tmp is: anyone may create files, only their owner remove them.
      #expect(chmod(folder.path(percentEncoded: false), 0o1777) == 0)
      for kind in ["partial", "newer-version"] {
        for number in ["", "-2", "-3"] {
          let planted = path("s.json.\(kind)-20991231T235959Z\(number)", in: folder)
          try Data("planted".utf8).write(to: URL(fileURLWithPath: planted))
          if getuid() == 0 { chown(planted, 65_534, 65_534) }
        }
      }
      let state = URL(fileURLWithPath: path("s.json", in: folder))
      let partial = Data(
        (#"{"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"orders."#
          + #"OrdersDestination","value":{"detail":{"orderId":"A-1"}}},{"type":"nope.X","#
          + #""value":{}}],"presentations":[]}],"version":1}"#).utf8)
      try partial.write(to: state)

      let restored = try processes.runApp(["--state-file", state.path], input: "")
      let copy = try #require(
        pathNamed(in: restored.errors, after: "kept a copy of the original state file at "))
      #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == partial)

      let newer = Data(#"{"version":2,"tabs":[],"mine":"precious"}"#.utf8)
      try newer.write(to: state)
      let started = try processes.runApp(["--state-file", state.path], input: "")
      let moved = try #require(
        pathNamed(
          in: started.errors, after: "moved the state file aside to ", before: "; starting empty"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == newer)
    }
  }
}

/// The save lock of a folder held as another process holds it: `flock(2)` on a descriptor of
/// the folder's own, released when this is.
final class HeldFolderLock {
  private let descriptor: Int32

  /// Takes the lock on the folder at `path`; `nil` when it cannot be opened or locked.
  init?(path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
