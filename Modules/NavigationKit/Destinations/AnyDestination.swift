/// A type-erased ``NavigationDestination``: the element of every navigation path.
///
/// Two erased destinations are equal only when they wrap the same concrete type and equal
/// values, so equal-looking cases of two modules never compare equal.
///
/// ```swift
/// let destination = AnyDestination(OrdersDestination.detail(orderId: "123"))
/// destination.description                  // orders.detail(orderId: "123")
/// destination.as(OrdersDestination.self)   // .detail(orderId: "123")
/// ```
public struct AnyDestination: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The wrapped destination.
  let base: any NavigationDestination

  /// Wraps a destination; wrapping an `AnyDestination` again returns it unchanged.
  public init(_ destination: some NavigationDestination) {
    self.base = destination
  }

  /// Returns `destination` itself: an erased destination is never wrapped twice.
  package init(_ destination: AnyDestination) {
    self = destination
  }

  /// The name of the module that owns the wrapped destination.
  public var moduleName: String { type(of: base).moduleName }

  /// What the wrapped destination requires before it is shown.
  public var access: AccessPolicy { base.access }

  /// The wrapped destination's concrete type.
  package var destinationType: any NavigationDestination.Type { type(of: base) }

  /// The wrapped destination as `type`, or `nil` when it is of another type.
  public func `as`<Destination: NavigationDestination>(
    _ type: Destination.Type
  ) -> Destination? {
    base as? Destination
  }

  /// A stable identity: the destination itself, so equal destinations share an id.
  public var id: AnyDestination { self }

  /// The destination as `module.value`, for example `orders.detail(orderId: "123")`, escaped
  /// by `UntrustedText.escapingControls(_:)`: its values may have come from a link or a file.
  public var description: String {
    UntrustedText.escapingControls("\(moduleName).\(String(describing: base))")
  }

  /// Whether both wrap the same concrete type and equal values.
  public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the concrete type and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension NavigationDestination {
  /// This destination, type-erased.
  public var erased: AnyDestination { AnyDestination(self) }
}
