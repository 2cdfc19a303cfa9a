/// What a destination requires before it is shown: whether the user must be logged in, and
/// the kind of every value it carries.
///
/// Each feature declares the policy of its destinations next to them, one case at a time, and
/// every way into the app — a deep link, a restored state file, an intent, a screen's button, a
/// push from code — goes through the same check:
///
/// ```swift
/// extension OrdersDestination {
///   public var access: AccessPolicy {
///     switch self {
///     case .list: .open
///     case .detail(let orderId): .open(.identifier("orderId", orderId))
///     case .tracking(let orderId): .loginRequired(.identifier("orderId", orderId))
///     }
///   }
/// }
/// ```
///
/// A route that builds a destination needing login is gated by it; nothing a URL carries can
/// change that.
public struct AccessPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Whether the destination is shown only to a logged-in user.
  public let requiresLogin: Bool
  /// The values, kept without an array for the common one or two: every push, link and
  /// restored destination reads a policy, and none of them should pay an allocation for it.
  private let storage: Storage

  private enum Storage: Hashable, Sendable {
    case none
    case one(CheckedValue)
    case two(CheckedValue, CheckedValue)
    case many([CheckedValue])
  }

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - requiresLogin: Whether the destination is shown only to a logged-in user.
  ///   - values: The values the destination carries, each with its kind.
  public init(requiresLogin: Bool, values: [CheckedValue] = []) {
    self.requiresLogin = requiresLogin
    switch values.count {
    case 0: storage = .none
    case 1: storage = .one(values[0])
    case 2: storage = .two(values[0], values[1])
    default: storage = .many(values)
    }
  }

  private init(requiresLogin: Bool, storage: Storage) {
    self.requiresLogin = requiresLogin
    self.storage = storage
  }

  /// The values the destination carries, each with the kind it must be.
  public var values: [CheckedValue] {
    switch storage {
    case .none: []
    case .one(let value): [value]
    case .two(let first, let second): [first, second]
    case .many(let values): values
    }
  }

  /// Shown to anyone, carrying no value.
  public static let open = AccessPolicy(requiresLogin: false, storage: .none)

  /// Shown to a logged-in user only, carrying no value.
  public static let loginRequired = AccessPolicy(requiresLogin: true, storage: .none)

  /// Shown to anyone, carrying `value`.
  public static func open(_ value: CheckedValue) -> AccessPolicy {
    AccessPolicy(requiresLogin: false, storage: .one(value))
  }

  /// Shown to anyone, carrying two values.
  public static func open(_ first: CheckedValue, _ second: CheckedValue) -> AccessPolicy {
    AccessPolicy(requiresLogin: false, storage: .two(first, second))
  }

  /// Shown to anyone, carrying three values or more.
  public static func open(
    _ first: CheckedValue, _ second: CheckedValue, _ third: CheckedValue, _ rest: CheckedValue...
  ) -> AccessPolicy {
    AccessPolicy(requiresLogin: false, values: [first, second, third] + rest)
  }

  /// Shown to a logged-in user only, carrying `value`.
  public static func loginRequired(_ value: CheckedValue) -> AccessPolicy {
    AccessPolicy(requiresLogin: true, storage: .one(value))
  }

  /// Shown to a logged-in user only, carrying two values.
  public static func loginRequired(_ first: CheckedValue, _ second: CheckedValue) -> AccessPolicy {
    AccessPolicy(requiresLogin: true, storage: .two(first, second))
  }

  /// Shown to a logged-in user only, carrying three values or more.
  public static func loginRequired(
    _ first: CheckedValue, _ second: CheckedValue, _ third: CheckedValue, _ rest: CheckedValue...
  ) -> AccessPolicy {
    AccessPolicy(requiresLogin: true, values: [first, second, third] + rest)
  }

  /// The first value that is not of its kind, or `nil` when every value is.
  public var invalidValue: CheckedValue? {
    switch storage {
    case .none: nil
    case .one(let value): value.isValid ? nil : value
    case .two(let first, let second): !first.isValid ? first : (second.isValid ? nil : second)
    case .many(let values): values.first { !$0.isValid }
    }
  }

  /// `open`, or `login required`, with the values' kinds.
  public var description: String {
    let access = requiresLogin ? "login required" : "open"
    let values = values
    guard !values.isEmpty else { return access }
    return access + " (" + values.map { "\($0.name): \($0.kind)" }.joined(separator: ", ") + ")"
  }
}

/// One value a destination carries, with the kind it must be: the same kinds deep-link
/// parameters use.
public struct CheckedValue: Hashable, Sendable {
  /// The value's name, such as `orderId`.
  public let name: String
  /// The value as text, or `nil` when the destination leaves it out (always valid).
  public let value: String?
  /// The kind the value must be.
  public let kind: DeepLinkParameterKind

  /// Creates a checked value.
  ///
  /// - Parameters:
  ///   - name: The value's name.
  ///   - value: The value as text, or `nil` when absent.
  ///   - kind: The kind it must be.
  public init(_ name: String, _ value: String?, kind: DeepLinkParameterKind) {
    self.name = name
    self.value = value
    self.kind = kind
  }

  /// A ``ResourceIdentifier``: 1 to 64 ASCII letters, digits, `-` or `_`.
  public static func identifier(_ name: String, _ value: String?) -> CheckedValue {
    CheckedValue(name, value, kind: .identifier)
  }

  /// Free text of at most `maximumLength` Unicode scalars, without controls, separators or
  /// format characters.
  public static func text(
    _ name: String, _ value: String?, maximumLength: Int = 256
  ) -> CheckedValue {
    CheckedValue(name, value, kind: .text(maximumLength: maximumLength))
  }

  /// An integer within `range`.
  public static func integer(
    _ name: String, _ value: Int?, in range: ClosedRange<Int>
  ) -> CheckedValue {
    CheckedValue(name, value.map(String.init), kind: .integer(range))
  }

  /// Whether the value is absent or of its kind.
  public var isValid: Bool {
    value.map(kind.accepts) ?? true
  }
}
