import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import App

/// Runs the App in-process with a list of input lines and collects what it writes.
@MainActor
struct SessionHarness {
  var output: [String] = []
  var errors: [String] = []
  var status: Int32 = -1

  init(
    _ arguments: [String],
    input: [String] = [],
    makeApp: () throws(CompositionFailure) -> AppNavigator = { () throws(CompositionFailure) in
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
      readLine: { remaining.popFirst() })
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
