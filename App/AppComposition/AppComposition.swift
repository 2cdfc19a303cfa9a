public import Foundation
public import NavigationKit

/// The composition root: the one place that knows every feature.
///
/// It installs each feature (one line each), maps every cross-module intent to the module that
/// owns its destination, builds one tab per feature, compiles every feature's deep-link routes
/// into one router, and validates the whole before anything runs. The terminal App and the tests use it as is; on Apple platforms the same composition
/// feeds one `ModularNavigationStack` per tab.
///
/// ```swift
/// let app = try AppComposition()
/// app.tabs.perform(app.visibleScreen.actions[0].navigation)
/// ```
@MainActor
public final class AppComposition {
  /// The tabs, their navigators and the event bus every change is reported to.
  public let tabs: TabNavigator
  /// The installed features, their resolvers and the intent handlers.
  public let composition: NavigationComposition<any ScreenModel>
  /// Opens deep links on the tabs, deferring those that need login.
  public let deepLinks: DeepLinkHandler

  /// Builds and validates the app's composition.
  ///
  /// The parameters exist so tests can build broken compositions; the defaults are the app.
  ///
  /// - Parameters:
  ///   - features: The feature modules to install.
  ///   - tabs: The tabs, in tab-bar order.
  ///   - mapIntents: Registers the handler of every cross-module intent.
  ///   - deepLinkPolicy: Which URLs are accepted as deep links.
  ///   - isLoggedIn: Whether the user starts logged in.
  /// - Throws: ``AppCompositionError`` naming every gap when the composition is not sound.
  public init(
    features: [FeatureModule<any ScreenModel>] = AppComposition.features(),
    tabs: [NavigationTab] = AppComposition.tabs,
    mapIntents: @MainActor (IntentRouter) throws(CompositionError) -> Void = AppComposition
      .mapIntents,
    deepLinkPolicy: DeepLinkPolicy = AppComposition.deepLinkPolicy,
    isLoggedIn: Bool = false
  ) throws(AppCompositionError) {
    let composition = NavigationComposition<any ScreenModel>(fallback: UnavailableScreen.init)
    do {
      for feature in features {
        try composition.install(feature)
      }
      try mapIntents(composition.intents)
    } catch {
      throw .wiring(error)
    }
    let issues = composition.validate(tabs: tabs)
    guard issues.isEmpty else { throw .invalid(issues) }
    let router: DeepLinkRouter
    do {
      router = try composition.deepLinkRouter(policy: deepLinkPolicy)
    } catch {
      throw .deepLinks(error)
    }
    let tabNavigator: TabNavigator
    do {
      tabNavigator = try TabNavigator(tabs: tabs, intents: composition.intents)
    } catch {
      throw .tabs(error)
    }
    self.tabs = tabNavigator
    self.composition = composition
    self.deepLinks = DeepLinkHandler(router: router, tabs: tabNavigator, isLoggedIn: isLoggedIn)
  }

  /// The screen model of any destination, or ``UnavailableScreen`` when none can be built.
  public func screen(for destination: AnyDestination) -> any ScreenModel {
    composition.resolvers.resolve(destination)
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: any ScreenModel {
    screen(for: tabs.visibleNavigator.current)
  }

  /// Keeps the tabs' navigation state in `file`, restoring through the installed features'
  /// codecs.
  public func statePersistence(in file: URL) -> NavigationStatePersistence {
    NavigationStatePersistence(
      store: StateFileStore(url: file), codecs: composition.codecs, tabs: tabs)
  }
}
