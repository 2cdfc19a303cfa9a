import Foundation
import FuzzChecks
import Testing

/// Every seed of every fuzz target, and every crash a fuzzer ever found, replayed as a test:
/// a crash kept under `Fuzz/crashes/<target>/` fails here until the code is fixed.
@Suite(.needsValidComposition) struct FuzzReplayTests {
  /// The repository's `Fuzz` folder, this package's root.
  static let fuzz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The files in `Fuzz/<kind>/<target>`, or none when the folder does not exist.
  static func inputs(_ kind: String, of target: FuzzTarget) -> [URL] {
    let folder = fuzz.appendingPathComponent(kind).appendingPathComponent(target.name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyTargetHasSeedsAndADictionary(target: FuzzTarget) {
    #expect(!Self.inputs("corpus", of: target).isEmpty)
    let dictionary = Self.fuzz.appendingPathComponent("dictionaries/\(target.name).dict")
    #expect(FileManager.default.fileExists(atPath: dictionary.path))
  }

  @Test(arguments: FuzzTarget.allCases)
  @MainActor
  func everySeedAndCrashPasses(target: FuzzTarget) throws {
    for file in Self.inputs("corpus", of: target) + Self.inputs("crashes", of: target) {
      let input = try [UInt8](Data(contentsOf: file))
      do {
        try target.check(input)
      } catch {
        Issue.record("\(target.name) \(file.lastPathComponent): \(error)")
      }
    }
  }
}
