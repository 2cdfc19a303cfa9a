/// Everything one feature contributes to the app, bundled so the composition root installs a
/// feature in one line.
///
/// It is named after its destination type's module and brings the resolver of its destinations,
/// its deep-link routes, the notifications and activities it opens (``EntryRoute``) and the
/// catalog of intents it sends, routed by the composition root.
/// Installing it registers a `Codable` destination type for state restoration.
///
/// ```swift
/// FeatureModule(
///   resolver: OrdersResolver(factory: .live(repository: repository, intents: intents)),
///   deepLinkRoutes: OrdersDestination.deepLinkRoutes,
///   intents: intents)
/// ```
public struct FeatureModule: Sendable {
  /// The module's name, its destination type's ``NavigationDestination/moduleName``.
  public let name: String
  /// The module's destination type.
  package let destinationType: any NavigationDestination.Type
  /// The intents this module sends and where the composition root leads each, in the order
  /// its catalog declares them.
  public let intents: [IntentRouteInfo]
  /// The module's deep-link routes, if any, which ``DeepLinkRouter/init(policy:features:)``
  /// compiles.
  package let deepLinks: DeepLinkSource?
  /// The notification categories, activity types and Spotlight items the module opens.
  package let entryRoutes: [ErasedEntryRoute]
  /// The badge of the tab rooted in this module, read whenever the tab bar is drawn.
  package private(set) var badge: (@MainActor @Sendable () -> String?)?
  let registerResolver:
    @MainActor @Sendable (DestinationResolverRegistry<any ScreenModel>) throws(CompositionError)
      -> Void

  /// This module, showing `badge` (its text now, such as `"2"`, or `nil` for none) on the tab
  /// whose root is one of its destinations.
  public func badge(_ badge: @escaping @MainActor @Sendable () -> String?) -> FeatureModule {
    var module = self
    module.badge = badge
    return module
  }

  /// Bundles a feature's resolver, its deep-link routes, the notifications and activities it
  /// opens and its catalog of intents, routed by the composition root.
  public init<Resolver: DestinationResolver>(
    resolver: Resolver,
    deepLinkRoutes: [DeepLinkRoute<Resolver.Destination>] = [],
    entryRoutes: [EntryRoute<Resolver.Destination>] = [],
    intents: some IntentCatalog = NoIntents()
  ) where Resolver.Content == any ScreenModel {
    self.name = Resolver.Destination.moduleName
    self.destinationType = Resolver.Destination.self
    self.intents = intents.routes
    self.deepLinks = deepLinkRoutes.isEmpty ? nil : .routes(deepLinkRoutes)
    self.entryRoutes = entryRoutes.map(\.erased)
    self.registerResolver = { registry throws(CompositionError) in try registry.register(resolver) }
  }

  /// Adds the module's destination type to the restoration allowlist when it is `Codable`;
  /// throws when a type that is not declares changes since earlier releases, which nothing
  /// would read.
  func registerCodec(_ codecs: inout DestinationCodecRegistry) throws(CompositionError) {
    if let codable = destinationType as? any (NavigationDestination & Codable).Type {
      try codecs.register(codable)
    } else if declaresChanges(destinationType) {
      let key = DestinationCodecRegistry.key(for: destinationType)
      throw .destinationChanges([
        """
        \(key) declares changes since earlier releases but is not Codable, so nothing of it \
        is restored: make it conform to Codable, or remove the declarations
        """
      ])
    }
  }

  private func declaresChanges<Destination: NavigationDestination>(
    _ type: Destination.Type
  ) -> Bool {
    !Destination.changesSinceEarlierReleases.isEmpty
  }
}
