/// The name of a return point, such as `"checkout-start"`: a screen marks itself with it, and
/// any screen shown above it can return there (``NavigationAction/returnTo(_:value:)``).
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
/// A class, as it never changes: copying it is one reference, not its many fields.
@MainActor
final class Checkpoint {
  let name: CheckpointName
  weak var navigator: Navigator?
  /// How many destinations were above the navigator's root: the marked screen is
  /// `path[depth - 1]`, or the root when `depth` is 0.
  let depth: Int
  let destination: AnyDestination
  let scope: NavigationScope
  /// `nil` for a checkpoint that takes no value.
  let receiver: CheckpointReceiver?

  init(
    name: CheckpointName, navigator: Navigator, depth: Int, destination: AnyDestination,
    scope: NavigationScope, receiver: CheckpointReceiver?
  ) {
    self.name = name
    self.navigator = navigator
    self.depth = depth
    self.destination = destination
    self.scope = scope
    self.receiver = receiver
  }

  /// Whether the marked screen is still where it was on its stack.
  var isOnItsStack: Bool {
    guard let navigator else { return false }
    return depth <= 0 || navigator.destination(at: depth - 1) == destination
  }
}

/// Who receives the values returned to a checkpoint, and of which type.
@MainActor
struct CheckpointReceiver {
  /// The value type, as Swift writes it.
  let valueType: String
  let accepts: (RequestAnswer) -> Bool
  let receive: (RequestAnswer) -> Void
}
