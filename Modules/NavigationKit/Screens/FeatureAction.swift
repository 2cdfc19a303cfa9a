/// Something a feature's screen does that is not navigation, such as cancelling an order: a
/// value the feature declares, offered by a button or a dialog's button, and carried out by the
/// screen model that offered it (``ScreenModel/handle(_:)``).
///
/// ```swift
/// enum OrdersAction: FeatureAction {
///   case cancel(orderId: String)
/// }
/// DialogAction(title: "Cancel order", role: .destructive, action: .feature(OrdersAction.cancel(orderId: "A-3")))
/// ```
public protocol FeatureAction: Hashable, Sendable {}

/// A ``FeatureAction`` with its type erased, as a ``NavigationAction`` carries it.
public struct AnyFeatureAction: Hashable, Sendable, CustomStringConvertible {
  let base: any FeatureAction

  /// Wraps a feature's action.
  public init(_ action: some FeatureAction) {
    self.base = action
  }

  /// The action as `type`, or `nil` when it is of another type.
  public func `as`<Action: FeatureAction>(_ type: Action.Type) -> Action? {
    base as? Action
  }

  /// The action as Swift writes it, such as `cancel(orderId: "A-3")`, with untrusted text
  /// escaped.
  public var description: String {
    UntrustedText.escapingControls(String(describing: base))
  }

  /// Whether both wrap equal actions of the same type.
  public static func == (lhs: AnyFeatureAction, rhs: AnyFeatureAction) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
  }
}

/// What a screen model did with a ``FeatureAction``.
public indirect enum FeatureActionResult: Hashable, Sendable {
  // Indirect for code size; NavigationEvent says how much.
  /// The action was carried out; nothing more happens.
  case done
  /// The action was carried out; then `navigation` is performed, such as popping the screen.
  case then(NavigationAction)
  /// The screen does not carry out this action; nothing happened.
  case unhandled
}
