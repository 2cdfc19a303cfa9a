/// Everything one feature contributes to the app, bundled so the composition root installs a
/// feature in one line: `try composition.install(OrdersFeature.module(...))`.
///
/// A feature module names itself after its destination type's module, brings the resolver of
/// its destinations, and declares the intents it sends to other modules, so that
/// ``NavigationComposition/validate(tabs:)`` can report any intent nobody handles.
public struct FeatureModule<Content> {
  /// The module's name, its destination type's ``NavigationDestination/moduleName``.
  public let name: String
  /// The intent types this module sends, each of which the composition root must handle.
  public let sentIntents: [any NavigationIntent.Type]
  let registerResolver:
    @MainActor (DestinationResolverRegistry<Content>) throws(CompositionError) -> Void

  /// Bundles a feature's resolver and the intents it sends.
  ///
  /// - Parameters:
  ///   - resolver: The resolver of the feature's destinations.
  ///   - sentIntents: The intent types the feature sends to other modules.
  public init<Resolver: DestinationResolver>(
    resolver: Resolver,
    sends sentIntents: [any NavigationIntent.Type] = []
  ) where Resolver.Content == Content {
    self.name = Resolver.Destination.moduleName
    self.sentIntents = sentIntents
    self.registerResolver = { registry throws(CompositionError) in try registry.register(resolver) }
  }
}
