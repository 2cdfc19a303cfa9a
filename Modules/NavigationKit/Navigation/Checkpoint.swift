/// The name of a return point, such as `"checkout-start"`: a screen marks itself with it, and
/// any screen shown above it can return there (``NavigationAction/returnToCheckpoint(_:)``).
public struct CheckpointName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The checkpoint's name.
  public let rawValue: String

  /// Creates a checkpoint name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a checkpoint name from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name, with untrusted text escaped.
  public var description: String { UntrustedText.escapingControls(rawValue) }
}

/// A return to a checkpoint, as a ``NavigationAction`` carries it: the checkpoint's name and
/// the value, if any, for whoever set it.
public struct CheckpointReturn: Hashable, Sendable, CustomStringConvertible {
  /// The checkpoint to return to.
  package let name: CheckpointName
  /// The value delivered to whoever set the checkpoint, or `nil` for a plain return.
  let value: (any Hashable & Sendable)?

  /// Creates a return to `name`, carrying `value`.
  ///
  /// - Parameters:
  ///   - name: The checkpoint to return to.
  ///   - value: What the checkpoint's setter receives; `nil` for none.
  init(to name: CheckpointName, value: (any Hashable & Sendable)? = nil) {
    self.name = name
    self.value = value
  }

  /// The value as Swift writes it, with untrusted text escaped; `nil` for none.
  var valueDescription: String? {
    value.map { UntrustedText.escapingControls(String(describing: $0)) }
  }

  /// `return to checkpoint NAME`, with the value when there is one.
  public var description: String {
    valueDescription.map { "return to checkpoint \(name) with \($0)" }
      ?? "return to checkpoint \(name)"
  }

  /// Whether both return to the same checkpoint with equal values.
  public static func == (lhs: CheckpointReturn, rhs: CheckpointReturn) -> Bool {
    lhs.name == rhs.name && lhs.value.map { AnyHashable($0) } == rhs.value.map { AnyHashable($0) }
  }

  /// Hashes the name and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(value.map { AnyHashable($0) })
  }
}

/// A checkpoint set on a screen: where it is, and who receives the value a return carries.
@MainActor
struct Checkpoint {
  let name: CheckpointName
  /// The stack the marked screen is on.
  weak var navigator: Navigator?
  /// How many destinations were above the navigator's root: the marked screen is
  /// `path[depth - 1]`, or the root when `depth` is 0.
  let depth: Int
  /// The marked screen.
  let destination: AnyDestination
  /// The scope of the marked screen's stack, such as `orders/sheet`.
  let scope: NavigationScope
  /// The value type the checkpoint takes, and who receives a return's value; `nil` for a
  /// checkpoint that takes none.
  let receiver: CheckpointReceiver?

  /// Whether the marked screen is still where it was on its stack.
  var isOnItsStack: Bool {
    guard let navigator else { return false }
    guard depth > 0 else { return true }
    return navigator.path.count >= depth && navigator.path[depth - 1] == destination
  }
}

/// Who receives the values returned to a checkpoint, and of which type.
@MainActor
struct CheckpointReceiver {
  /// The value type, as Swift writes it.
  let valueType: String
  /// Whether a value is of that type.
  let accepts: (any Hashable & Sendable) -> Bool
  /// Hands a value of that type to the checkpoint's setter.
  let receive: (any Hashable & Sendable) -> Void
}
