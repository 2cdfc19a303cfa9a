/// Something that could not be saved or restored, reported instead of crashing or guessing.
public enum RestorationIssue: Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a navigation snapshot at all; nothing was restored.
  case notASnapshot(reason: String)
  /// The snapshot was written by a newer version of the app; nothing was restored.
  case newerVersion(Int, supported: Int)
  /// From `position` up, `count` destinations of the stack `scope` (such as `orders` or
  /// `orders/sheet`) were dropped, with every presentation above them, for `reason`.
  case dropped(scope: String, position: Int, count: Int, reason: Reason)
  /// A stored tab is not one of the app's tabs; its stack was dropped.
  case unknownTab(String)
  /// The stored selected tab is not one of the app's tabs; the first tab is selected.
  case unknownSelectedTab(String)
  /// A tab is stored more than once; the first is restored.
  case duplicateTab(String)
  /// The stored column visibility is not one this version knows; the columns are automatic.
  case unknownColumnVisibility(String)
  /// The stored hidden tabs are not a list of tab names; every tab is shown.
  case unreadableHiddenTabs(reason: String)
  /// A tab stored as hidden is not one of the app's tabs; it is left out.
  case unknownHiddenTab(String)
  /// The object at `scope`, such as `orders[1]/value/detail`, has members this version does
  /// not know; they are not restored and a save does not write them.
  case unknownKeys(scope: String, keys: [String])
  /// Unknown members of the snapshot or of a tab (`scope`) do not fit in the `limit` bytes
  /// kept of such members; they are not restored and a save does not write them.
  case oversizedUnknownKeys(scope: String, keys: [String], limit: Int)
  /// A presentation's option, such as its `detents`, or a `transition` of `scope` was stored as
  /// a value this version does not read; the default is restored in its place.
  case invalidPresentationOption(scope: String, option: String, value: String)

  /// Why a destination was dropped.
  public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stored type key is not on the allowlist.
    case unknownType(String)
    /// The destination's type is not registered as codable, so it cannot be saved.
    case unregisteredType(String)
    /// The stored value does not decode as its type (or the value does not encode).
    case undecodableValue(String)
    /// The stored data does not have the expected shape.
    case malformed(String)
    /// The destination carries the named value in a form its ``AccessPolicy`` does not accept.
    case invalidValue(String)
    /// The destination needs login and the user is logged out.
    case needsLogin
    /// The destination lies beyond a ``NavigationLimit``, past which a state cannot be restored.
    case beyondLimit(NavigationLimit)

    /// A phrase such as `unknown type "billing.InvoiceDestination"`.
    public var description: String {
      switch self {
      case .unknownType(let key): "unknown type \(UntrustedText.quoted(key))"
      case .unregisteredType(let key): "type \(key) is not registered as codable"
      case .undecodableValue(let key): "a value that is not a valid \(UntrustedText.quoted(key))"
      case .malformed(let problem): "malformed data: \(problem)"
      case .invalidValue(let name): "\(UntrustedText.quoted(name)) is not a valid value"
      case .needsLogin: "it needs login"
      case .beyondLimit(let limit): "\(limit)"
      }
    }
  }

  /// A sentence saying what was lost and why.
  public var description: String {
    switch self {
    case .notASnapshot(let reason):
      "not a navigation snapshot (\(reason)); nothing was restored"
    case .newerVersion(let version, let supported):
      "snapshot version \(version) is newer than the supported \(supported); nothing was restored"
    case .dropped(let scope, let position, let count, let reason):
      "\(UntrustedText.label(scope)): dropped \(count) destination\(count == 1 ? "" : "s") from position \(position) "
        + "and everything presented above: \(reason)"
    case .unknownTab(let tab):
      "unknown tab \(UntrustedText.quoted(tab)); its stack was dropped"
    case .unknownSelectedTab(let tab):
      "unknown selected tab \(UntrustedText.quoted(tab)); the first tab is selected"
    case .duplicateTab(let tab):
      "tab \(UntrustedText.quoted(tab)) is stored more than once; the first was restored"
    case .unknownColumnVisibility(let name):
      "unknown column visibility \(UntrustedText.quoted(name)); the columns are automatic"
    case .unreadableHiddenTabs(let reason):
      "the hidden tabs are not readable (\(reason)); every tab is shown"
    case .unknownHiddenTab(let tab):
      "unknown hidden tab \(UntrustedText.quoted(tab)); it is left out"
    case .unknownKeys(let scope, let keys):
      "\(UntrustedText.label(scope)): unknown keys "
        + keys.map { UntrustedText.quoted($0) }.joined(separator: ", ") + " are not kept by a save"
    case .oversizedUnknownKeys(let scope, let keys, let limit):
      "\(UntrustedText.label(scope)): unknown keys "
        + keys.map { UntrustedText.quoted($0) }.joined(separator: ", ")
        + " take more than the \(limit) bytes kept of unknown keys; they are not kept by a save"
    case .invalidPresentationOption(let scope, let option, let value):
      "\(UntrustedText.label(scope)): \(option) \(UntrustedText.quoted(value)) is not a value "
        + "this version reads; the default is restored"
    }
  }

  /// The destinations of the stack `scope` from `position` up, of `total`, dropped.
  static func dropped(_ scope: String, from position: Int, of total: Int, _ reason: Reason) -> Self
  {
    .dropped(scope: scope, position: position, count: total - position, reason: reason)
  }

  /// Whether the issue means nothing at all was restored.
  package var restoredNothing: Bool {
    switch self {
    case .notASnapshot, .newerVersion: true
    default: false
    }
  }
}
