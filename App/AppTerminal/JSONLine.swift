import Foundation

/// Encodes values as one line of JSON with sorted keys, as every `--json` output line is.
///
/// `JSONEncoder` escapes only what JSON requires, leaving `U+2028`, `U+0085`, bidirectional
/// controls and zero-width characters raw inside strings; each is written as a JSON escape
/// (`\u2028`) instead, by the rule every output follows (``Console/escapingControls(_:)``), so
/// the object is one line to any reader that splits lines, and shows nothing hidden.
enum JSONLine {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return Console.escapingControls(
        String(decoding: try encoder.encode(value), as: UTF8.self))
    } catch {
      // Only strings, arrays and dictionaries are encoded; say so rather than crash if not.
      return #"{"error": "could not encode the output as JSON"}"#
    }
  }
}

/// The object printed for each command with `--json`; `help` and `routes` appear only for the
/// commands that list them, `scene` and `scenes` only once a second scene was opened.
struct CommandOutput: Encodable {
  let command: String
  let state: StateDescription
  @NullWhenAbsent var error: String?
  let help: [String]?
  let routes: [RoutesTable.Row]?
  /// The scene the command went to, once the session has had more than one.
  var scene: String? = nil
  /// Every open scene's state, once the session has had more than one.
  var scenes: [SceneDescription]? = nil
  /// The change the platform stand-in is still applying, once `transitions hold` made one.
  var applying: AppliedChange? = nil
}
