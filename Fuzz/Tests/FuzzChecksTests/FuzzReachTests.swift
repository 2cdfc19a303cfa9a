import AppComposition
import AppTerminal
import Foundation
import FuzzChecks
import NavigationKit
import Testing

/// The fuzzers start where the inputs are: every command `help` lists, and every key a state
/// file can hold, is a token of its target's dictionary and appears in one of its seeds. A
/// command or a key added without either fails here, so the fuzzers never fall behind the
/// surfaces they attack again (issue 36 found none of 1,066 snapshot corpus entries naming
/// `hiddenTabs`, `options` or `sourceID`).
@Suite(.needsValidComposition) struct FuzzReachTests {
  /// The target's dictionary, as text.
  static func dictionary(of target: FuzzTarget) throws -> String {
    try String(
      contentsOf: FuzzReplayTests.fuzz.appendingPathComponent("dictionaries/\(target.name).dict"),
      encoding: .utf8)
  }

  /// The target's committed seeds, as text.
  static func seeds(of target: FuzzTarget) throws -> [String] {
    try FuzzReplayTests.inputs("corpus", of: target).map {
      String(decoding: try Data(contentsOf: $0), as: UTF8.self)
    }
  }

  @Test func everyCommandTheHelpListsIsInTheDictionaryAndStartsASeed() throws {
    let names = SessionCommand.summary.compactMap { $0.split(separator: " ").first }
      .map(String.init)
    let dictionary = try Self.dictionary(of: .sessionCommand)
    let firstWords = try Self.seeds(of: .sessionCommand).compactMap {
      $0.split(whereSeparator: \.isWhitespace).first?.lowercased()
    }
    #expect(names.count > 10)
    for name in names {
      #expect(dictionary.contains("\"\(name)\""), "\(name) is not in the dictionary")
      #expect(firstWords.contains(name), "no seed starts with \(name)")
    }
  }

  /// The keys of a state file holding every member the coder writes: hidden tabs, columns,
  /// a presentation's options and transition, and the transitions of paths.
  @MainActor
  @Test func everyKeyOfAStateFileIsInTheDictionaryAndASeed() throws {
    let coder = try NavigationSnapshotCoder(features: AppComposition.features.map { $0.module() })
    let home = AppComposition.home
    let zoom = ScreenTransition.zoom(sourceID: "source")
    let presentation = NavigationSnapshot.Presentation(
      style: .sheet, root: home, path: [home], pathTransitions: [0: zoom],
      options: PresentationOptions(
        detents: [.medium, .large, .fraction(0.5), .height(300)], sizing: .form,
        interactiveDismissDisabled: true),
      transition: zoom)
    let tab = NavigationSnapshot.Tab(
      id: "orders", path: [home], pathTransitions: [0: zoom], presentations: [presentation])
    let snapshot = NavigationSnapshot(
      selectedTab: "orders", tabs: [tab], columnVisibility: .detailOnly,
      tabCustomization: TabCustomization(hiddenTabs: ["catalog"]))
    let (data, issues) = coder.encode(snapshot)
    #expect(issues.isEmpty)

    let keys = Self.keys(of: try JSONSerialization.jsonObject(with: data))
    let dictionary = try Self.dictionary(of: .snapshot)
    let seeds = try Self.seeds(of: .snapshot)
    for key in [
      "hiddenTabs", "columnVisibility", "options", "detents", "fraction", "height", "sizing",
      "interactiveDismissal", "transition", "sourceID",
    ] {
      #expect(keys.contains(key), "the coder wrote no \(key)")
    }
    for key in keys {
      #expect(dictionary.contains(#""\"\#(key)\"""#), "\(key) is not in the dictionary")
      #expect(seeds.contains { $0.contains("\"\(key)\"") }, "no seed names \(key)")
    }
  }

  /// Every member name of the snapshot's structure, leaving out destinations' own values.
  static func keys(of value: Any) -> Set<String> {
    switch value {
    case let object as [String: Any]:
      object.reduce(into: Set(object.keys)) { keys, member in
        if member.key != "value" { keys.formUnion(Self.keys(of: member.value)) }
      }
    case let array as [Any]:
      array.reduce(into: []) { $0.formUnion(Self.keys(of: $1)) }
    default:
      []
    }
  }
}
