/// A type-erased view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/anyview (`@frozen struct AnyView`).
@frozen
public struct AnyView {
  private let view: Any

  /// Create an instance that type-erases `view`.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public init<V>(_ view: V) where V: View {
    self.view = view
  }
}

extension AnyView: View {
  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/anyview
  public var body: Never { runtimeOnly() }
}
