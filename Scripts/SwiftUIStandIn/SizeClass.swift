/// A set of values that indicate the visual size available to the view.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
/// (`enum UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

extension EnvironmentValues {
  /// The horizontal size class of this environment.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
}
