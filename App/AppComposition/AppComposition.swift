import FeatureOrders
public import NavigationKit

/// The composition root: the one place that knows every feature.
///
/// Each feature is one ``FeatureWiring`` (its tab, and where each intent it sends leads) in its
/// own file under `Features/`, and one line in ``features``. ``makeNavigator(features:isLoggedIn:)``
/// installs them all and validates the whole before anything runs. The terminal App, the
/// SwiftUI root (`NavigationRootView`) and the tests all use this one composition.
///
/// ```swift
/// let app = try AppComposition.makeNavigator()
/// app.perform(app.visibleScreen.actions[0].navigation)
/// ```
nonisolated public enum AppComposition {
  /// Every feature of the app, in tab-bar order. `Scripts/new-feature` adds a line here.
  public static let features: [FeatureWiring] = [
    .orders,
    .catalog,
  ]

  /// The app's deep links: the `myapp` scheme, and universal links to `myapp.example.com`.
  public static let deepLinkPolicy = DeepLinkPolicy(
    scheme: "myapp", universalLinkHosts: ["myapp.example.com"])

  /// The app's home screen, the root of its first tab: where an intent that asks for "home"
  /// leads, such as the one every feature made by `Scripts/new-feature` sends.
  public static let home = OrdersDestination.list.erased

  /// Builds and validates the app's navigation.
  ///
  /// - Parameters:
  ///   - features: The features to install, in tab-bar order; the app's by default. Tests
  ///     pass others to build broken compositions.
  ///   - isLoggedIn: Whether the user starts logged in.
  /// - Returns: The app's navigation.
  /// - Throws: ``NavigationKit/CompositionError`` naming every problem when the composition
  ///   is not sound.
  @MainActor
  public static func makeNavigator(
    features: [FeatureWiring] = features, isLoggedIn: Bool = false
  ) throws(CompositionError) -> AppNavigator {
    try AppNavigator(
      features: features.map { $0.module() }, tabs: features.map(\.tab),
      deepLinkPolicy: deepLinkPolicy, isLoggedIn: isLoggedIn)
  }

  /// Builds and validates, once, the navigation of an app of several windows: one
  /// ``NavigationKit/AppNavigator`` per window scene, sharing the composition and the login.
  ///
  /// - Parameter isLoggedIn: Whether the user starts logged in.
  /// - Returns: The app's scenes, none connected yet.
  /// - Throws: ``NavigationKit/CompositionError`` naming every problem when the composition
  ///   is not sound.
  @MainActor
  public static func makeScenes(isLoggedIn: Bool = false) throws(CompositionError) -> AppScenes {
    try AppScenes(
      features: features.map { $0.module() }, tabs: features.map(\.tab),
      deepLinkPolicy: deepLinkPolicy, isLoggedIn: isLoggedIn)
  }
}
