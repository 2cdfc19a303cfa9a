/// An indication of a scene's operational state.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// The scene is in the foreground but should pause its work.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// The scene is in the foreground and interactive.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

extension EnvironmentValues {
  /// The current phase of the scene.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
}
