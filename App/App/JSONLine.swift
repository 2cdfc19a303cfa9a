import Foundation

/// Encodes values as one line of JSON with sorted keys, as every `--json` output line is.
enum JSONLine {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only strings, arrays and dictionaries are encoded; say so rather than crash if not.
      return #"{"error": "could not encode the output as JSON"}"#
    }
  }
}

/// The object printed for each command with `--json`.
struct CommandOutput: Encodable {
  let command: String
  let state: StateDescription
  let error: String?
  let help: [String]?
  let routes: [RoutesTable.Row]?

  private enum CodingKeys: String, CodingKey {
    case command, state, error, help, routes
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(command, forKey: .command)
    try container.encode(state, forKey: .state)
    try container.encode(error, forKey: .error)
    try container.encodeIfPresent(help, forKey: .help)
    try container.encodeIfPresent(routes, forKey: .routes)
  }
}
