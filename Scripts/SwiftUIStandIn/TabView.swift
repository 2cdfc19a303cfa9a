/// A view that switches between multiple child views using interactive user interface elements.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/tabview
/// (`struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`).
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  private let content: Content

  /// Creates an instance that selects from content associated with `Selection` values.
  ///
  /// Mirrors the view-builder `init(selection:content:)` listed at
  /// https://developer.apple.com/documentation/swiftui/tabview (iOS 14; the iOS 18 overload
  /// taking `Tab` content is https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/tabview
  public var body: Never { runtimeOnly() }
}

extension View {
  /// Sets the tab bar item associated with this view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  /// (documented as available through iOS 27; `Tab` replaces it from iOS 18).
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    self
  }

  /// Generates a badge for the view from a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/badge(_:)-6k2u9
  /// (`func badge<S>(_ label: S?) -> some View where S : StringProtocol`, iOS 15).
  nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
    self
  }

  /// Sets the unique tag value of this view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    self
  }
}
