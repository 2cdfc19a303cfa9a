/// The name of a return point, such as `"checkout-start"`: a screen marks itself with it, and
/// any screen shown above it can return there (``NavigationAction/returnToCheckpoint(_:value:)``).
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
  let accepts: (RequestAnswer) -> Bool
  /// Hands a value of that type to the checkpoint's setter.
  let receive: (RequestAnswer) -> Void
}
