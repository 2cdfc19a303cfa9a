/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/navigationstack
/// (`nonisolated struct NavigationStack<Data, Root> where Root : View`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  private let root: Root

  /// Creates a navigation stack with homogeneous navigation state that you can control.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
  }

  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationstack
  public var body: Never { runtimeOnly() }
}

/// A view that controls a navigation presentation.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/navigationlink
/// (`nonisolated struct NavigationLink<Label, Destination> where Label : View, Destination :
/// View`).
nonisolated public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  private let label: Label

  /// A primitive view has no body.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationlink
  public var body: Never { runtimeOnly() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    self.label = label()
  }
}

extension View {
  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    self
  }

  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  /// (the `StringProtocol` overload: `func navigationTitle<S>(_ title: S) -> some View where S :
  /// StringProtocol`, iOS 14).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    self
  }
}
