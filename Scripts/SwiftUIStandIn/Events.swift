public import Foundation

extension View {
  /// Registers a handler to invoke in response to a URL that your app receives.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    self
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    self
  }
}
