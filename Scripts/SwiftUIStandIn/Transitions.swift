/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (such as a view).
///
/// Mirrors https://developer.apple.com/documentation/swiftui/namespace
/// (`@frozen @propertyWrapper struct Namespace`, iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct Namespace: Sendable {
  /// A namespace's identifier.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/namespace/id
  @frozen
  public struct ID: Hashable, Sendable {}

  /// Creates a namespace.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {}

  /// The namespace's identifier, unique to the view holding it.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { ID() }
}

/// A type that defines the transition to use when navigating to a view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/navigationtransition
/// (`protocol NavigationTransition`, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// A navigation transition that zooms the appearing view from a given source view. Not
/// available on macOS.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A navigation transition that zooms the appearing view from a given source view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom(
    sourceID: some Hashable, in namespace: Namespace.ID
  ) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}

extension View {
  /// Sets the navigation transition style for this view.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }

  /// Identifies this view as the source of a navigation transition, such as a zoom transition.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some View {
    self
  }
}
