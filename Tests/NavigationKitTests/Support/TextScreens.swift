import NavigationKit

/// A screen that is one line of text, so composition tests can compare what resolved.
struct TextScreen: ScreenModel, Hashable {
  let text: String

  var title: String { text }
  var lines: [String] { [] }
  var actions: [ScreenAction] { [] }
}

/// Shows what a resolver of text builds as a ``TextScreen``.
struct TextScreens<Inner: DestinationResolver>: DestinationResolver where Inner.Content == String {
  let inner: Inner

  func resolve(_ destination: Inner.Destination) -> any ScreenModel {
    TextScreen(text: inner.resolve(destination))
  }
}

extension FeatureModule {
  /// A module whose screens are the text `resolver` builds.
  static func text<Resolver: DestinationResolver>(
    _ resolver: Resolver,
    deepLinkRoutes: [DeepLinkRoute<Resolver.Destination>] = [],
    entryRoutes: [EntryRoute<Resolver.Destination>] = [],
    intents: some IntentCatalog = NoIntents()
  ) -> FeatureModule where Resolver.Content == String {
    FeatureModule(
      resolver: TextScreens(inner: resolver), deepLinkRoutes: deepLinkRoutes,
      entryRoutes: entryRoutes, intents: intents)
  }
}

extension NavigationComposition {
  /// The text of the screen `destination` resolves to, or `nil` for another kind of screen.
  func text(of destination: AnyDestination) -> String? {
    (resolvers.resolve(destination) as? TextScreen)?.text
  }
}
