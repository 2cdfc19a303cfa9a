import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// Runs the App in-process with a list of input lines and collects what it writes.
@MainActor
struct SessionHarness {
  var output: [String] = []
  var errors: [String] = []
  var status: Int32 = -1

  init(
    _ arguments: [String],
    input: [String] = [],
    makeApp: () throws(CompositionError) -> AppNavigator = { () throws(CompositionError) in
      try AppComposition.makeNavigator()
    }
  ) {
    var output: [String] = []
    var errors: [String] = []
    var remaining = input[...]
    let console = Console(
      write: { output.append($0) }, writeError: { errors.append($0) }, prompt: {})
    status = AppMain.run(
      arguments: arguments, console: console, makeApp: makeApp,
      readLine: { remaining.popFirst().map(InputLine.line) })
    self.output = output
    self.errors = errors
  }

  /// Every output line decoded as a JSON object.
  func jsonLines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [JSONObject] {
    try output.map { line in
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(
        value as? JSONObject, "not a JSON object: \(line)", sourceLocation: sourceLocation)
    }
  }
}

typealias JSONObject = [String: Any]

extension Dictionary where Key == String, Value == Any {
  var state: JSONObject { self["state"] as? JSONObject ?? [:] }
  var tabs: [String: [String]] { state["tabs"] as? [String: [String]] ?? [:] }
  var selectedTab: String? { state["selectedTab"] as? String }
}

/// The app's tabs and routes, asked of the composition, so tests hold for every feature.
@MainActor
enum AppShape {
  /// Every tab's name, in tab-bar order.
  nonisolated static var tabs: [String] { AppComposition.features.map(\.tab.id.rawValue) }

  /// Every tab's title, in tab-bar order.
  nonisolated static var titles: [String] { AppComposition.features.map(\.tab.title) }

  /// The `tabs` of a state where every tab is at its root, with `stacks` instead for some.
  nonisolated static func tabs(with stacks: [String: [String]] = [:]) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: tabs.map { ($0, stacks[$0] ?? []) })
  }

  /// The number of deep-link routes of every installed feature.
  static func routeCount() throws -> Int {
    try AppComposition.makeNavigator().routes.count
  }
}
