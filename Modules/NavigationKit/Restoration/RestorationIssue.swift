/// Something that could not be saved or restored as stored, reported instead of crashing or
/// guessing, or restored through a change declared since an earlier release.
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
  /// The destination at `scope`, such as `orders[1]`, was stored by an earlier release and is
  /// restored through a change its feature declared (``DestinationChange``): one issue for each
  /// change applied, in order.
  case mapped(scope: String, mapping: Mapping)

  /// A change since an earlier release through which a stored destination was read, each type
  /// named by its key (such as `orders.OrdersDestination`) and each case as stored.
  public enum Mapping: Hashable, Sendable {
    /// The case `stored` of `type` is now named `current`.
    case renamed(type: String, stored: String, current: String)
    /// The case `stored` of `type` is now the case `current` of `currentType`.
    case moved(type: String, stored: String, currentType: String, current: String)
    /// The case `stored` of `type` was removed; `landing` is restored in its place.
    case removed(type: String, stored: String, landing: AnyDestination)
  }

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
    // Each sentence as parts, put together in one place: the scope labeled, values quoted.
    let (scope, before, quoted, after): (String?, String, [String], String)
    switch self {
    case .notASnapshot(let reason):
      (scope, before, quoted, after) =
        (nil, "not a navigation snapshot (\(reason)); nothing was restored", [], "")
    case .newerVersion(let version, let supported):
      (scope, before, quoted, after) = (
        nil,
        "snapshot version \(version) is newer than the supported \(supported); nothing was restored",
        [], ""
      )
    case .dropped(let stack, let position, let count, let reason):
      (scope, before, quoted, after) = (
        stack,
        "dropped \(count) destination\(count == 1 ? "" : "s") from position \(position) "
          + "and everything presented above: \(reason)", [], ""
      )
    case .unknownTab(let tab):
      (scope, before, quoted, after) = (nil, "unknown tab ", [tab], "; its stack was dropped")
    case .unknownSelectedTab(let tab):
      (scope, before, quoted, after) =
        (nil, "unknown selected tab ", [tab], "; the first tab is selected")
    case .duplicateTab(let tab):
      (scope, before, quoted, after) =
        (nil, "tab ", [tab], " is stored more than once; the first was restored")
    case .unknownColumnVisibility(let name):
      (scope, before, quoted, after) =
        (nil, "unknown column visibility ", [name], "; the columns are automatic")
    case .unreadableHiddenTabs(let reason):
      (scope, before, quoted, after) =
        (nil, "the hidden tabs are not readable (\(reason)); every tab is shown", [], "")
    case .unknownHiddenTab(let tab):
      (scope, before, quoted, after) = (nil, "unknown hidden tab ", [tab], "; it is left out")
    case .unknownKeys(let object, let keys):
      (scope, before, quoted, after) = (object, "unknown keys ", keys, " are not kept by a save")
    case .oversizedUnknownKeys(let object, let keys, let limit):
      (scope, before, quoted, after) = (
        object, "unknown keys ", keys,
        " take more than the \(limit) bytes kept of unknown keys; they are not kept by a save"
      )
    case .invalidPresentationOption(let stack, let option, let value):
      (scope, before, quoted, after) = (
        stack, option + " ", [value],
        " is not a value this version reads; the default is restored"
      )
    case .mapped(let at, .renamed(let type, let stored, let current)):
      (scope, before, quoted, after) = (
        at, "", [stored],
        " of \(type) was restored as \(UntrustedText.quoted(current)), "
          + "renamed since an earlier release"
      )
    case .mapped(let at, .moved(let type, let stored, let currentType, let current)):
      (scope, before, quoted, after) = (
        at, "", [stored],
        " of \(type) was restored as \(UntrustedText.quoted(current)) of "
          + "\(currentType), moved since an earlier release"
      )
    case .mapped(let at, .removed(let type, let stored, let landing)):
      (scope, before, quoted, after) = (
        at, "", [stored], " of \(type) was restored as \(landing), removed since an earlier release"
      )
    }
    return (scope.map { UntrustedText.label($0) + ": " } ?? "") + before
      + quoted.map { UntrustedText.quoted($0) }.joined(separator: ", ") + after
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
