// Speed, measured: a policy keeps its first value apart from the rest (`first`), so a policy of
// one value, the common case, makes no array, and every push reads its destination's policy.
// Row: Benchmarks/NavigatorStack, "Navigator as SwiftUI uses it", target at most 1.3x an
// @Observable array used the same way (p50). With every value in one array it missed, at 1.30x
// to 1.34x in four runs; with the first kept apart, 1.26x and 1.29x in two (2026-11-28).

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
/// A value alone, such as `.identifier("orderId", orderId)`, is a policy too: open, carrying
/// that value. A route that builds a destination needing login is gated by it; nothing a URL
/// carries can change that.
public struct AccessPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Whether the destination is shown only to a logged-in user: a push, presentation or link
  /// that shows it while the user is logged out waits for login.
  public let requiresLogin: Bool
  /// The first value the destination carries, kept apart (see the note at the top).
  private let first: CheckedValue?
  private let more: [CheckedValue]

  init(requiresLogin: Bool, values: [CheckedValue]) {
    self.init(requiresLogin: requiresLogin, first: values.first, more: Array(values.dropFirst()))
  }

  private init(requiresLogin: Bool, first: CheckedValue?, more: [CheckedValue]) {
    self.requiresLogin = requiresLogin
    self.first = first
    self.more = more
  }

  /// The values the destination carries, each with the kind it must be.
  var values: [CheckedValue] {
    first.map { [$0] + more } ?? []
  }

  /// Shown to anyone, carrying no value.
  public static let open = AccessPolicy(requiresLogin: false, values: [])

  /// Shown to a logged-in user only, carrying no value.
  public static let loginRequired = AccessPolicy(requiresLogin: true, values: [])

  /// Carrying the values of `value`, such as `.identifier("orderId", orderId)`, and of any
  /// `more`, each checked against its kind: shown to anyone, unless one of them needs login.
  public static func open(_ value: AccessPolicy, _ more: AccessPolicy...) -> AccessPolicy {
    value.adding(more)
  }

  /// Shown to a logged-in user only, carrying the values of `value` and of any `more`, each
  /// checked against its kind.
  public static func loginRequired(_ value: AccessPolicy, _ more: AccessPolicy...)
    -> AccessPolicy
  {
    let policy = value.adding(more)
    return AccessPolicy(requiresLogin: true, first: policy.first, more: policy.more)
  }

  /// Shown to anyone, carrying a ``ResourceIdentifier``: 1 to 64 ASCII letters, digits, `-` or
  /// `_`; `nil` when the destination leaves it out.
  public static func identifier(_ name: String, _ value: String?) -> AccessPolicy {
    carrying(CheckedValue(name, value, kind: .identifier))
  }

  /// Shown to anyone, carrying free text of at most `maximumLength` Unicode scalars, without
  /// controls, separators or format characters; `nil` when the destination leaves it out.
  public static func text(
    _ name: String, _ value: String?, maximumLength: Int = 256
  ) -> AccessPolicy {
    carrying(CheckedValue(name, value, kind: .text(maximumLength: maximumLength)))
  }

  /// Shown to anyone, carrying an integer within `range`; `nil` when the destination has none.
  public static func integer(
    _ name: String, _ value: Int?, in range: ClosedRange<Int>
  ) -> AccessPolicy {
    carrying(CheckedValue(name, value.map(String.init), kind: .integer(range)))
  }

  private static func carrying(_ value: CheckedValue) -> AccessPolicy {
    AccessPolicy(requiresLogin: false, first: value, more: [])
  }

  /// This policy with the values of `others` after its own, gated when any of them is.
  private func adding(_ others: [AccessPolicy]) -> AccessPolicy {
    guard !others.isEmpty else { return self }
    let values = self.values + others.flatMap(\.values)
    return AccessPolicy(
      requiresLogin: requiresLogin || others.contains(where: \.requiresLogin), values: values)
  }

  /// The first value that is not of its kind, or `nil` when every value is.
  var invalidValue: CheckedValue? {
    if let first, !first.isValid { return first }
    return more.first { !$0.isValid }
  }

  /// `open`, or `login required`, with the values' kinds.
  public var description: String {
    let access = requiresLogin ? "login required" : "open"
    guard !values.isEmpty else { return access }
    return access + " (" + values.map { "\($0.name): \($0.kind)" }.joined(separator: ", ") + ")"
  }
}

/// One value a destination carries, with the kind it must be: the same kinds deep-link
/// parameters use. A feature writes one as a policy (``AccessPolicy/identifier(_:_:)``).
struct CheckedValue: Hashable, Sendable {
  /// The value's name, such as `orderId`.
  let name: String
  /// The value as text, or `nil` when the destination leaves it out (always valid).
  let value: String?
  let kind: DeepLinkParameterKind

  init(_ name: String, _ value: String?, kind: DeepLinkParameterKind) {
    self.name = name
    self.value = value
    self.kind = kind
  }

  /// Whether the value is absent or of its kind.
  var isValid: Bool {
    value.map(kind.accepts) ?? true
  }
}
