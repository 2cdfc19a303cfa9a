/// The fuzz targets: each reads one input, as libFuzzer hands it over, and checks a promise.
///
/// The harnesses in `Fuzz/Harnesses` call ``check(_:)`` from `LLVMFuzzerTestOneInput`, and
/// `swift test` calls it on every file of `Fuzz/corpus/<name>` and `Fuzz/crashes/<name>`, so a
/// crash found once is replayed by every later test run.
///
/// ```swift
/// try FuzzTarget.deepLinks.check(Array("myapp://orders/A-1".utf8))
/// ```
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The deep-link reader and router, and `url(for:)` built back from what matched.
  case deepLinks = "deep-links"
  /// The snapshot decoder, a restore into the app's real tabs, and the save after it.
  case snapshot
  /// The dependency-graph check's rules-file parser.
  case rules
  /// The dependency-graph check's import scanner, with comments planted around imports.
  case imports
  /// The terminal App's command-line reader.
  case sessionCommand = "session-command"

  /// The name used for the folders under `Fuzz/` and by `Scripts/fuzz.sh`.
  public var name: String { rawValue }

  /// Checks one input.
  ///
  /// - Parameter input: Any bytes.
  /// - Throws: ``FuzzFailure`` when the input breaks the target's promise. Any input must
  ///   either pass or throw: a crash is a bug in the code under test.
  @MainActor
  public func check(_ input: [UInt8]) throws(FuzzFailure) {
    switch self {
    case .deepLinks: try DeepLinkRoundTrip.check(input)
    case .snapshot: try SnapshotRoundTrip.check(input)
    case .rules: try RulesFileCheck.check(input)
    case .imports: try ImportScanCheck.check(input)
    case .sessionCommand: try SessionCommandCheck.check(input)
    }
  }
}
