/// Everything one feature contributes to the app, bundled so the composition root installs a
/// feature in one line: `try composition.install(OrdersFeature.module(...))`.
///
/// A feature module names itself after its destination type's module, brings the resolver of
/// its destinations and its deep-link routes, registers its destination type for state
/// restoration when the type is `Codable`, and declares the intents it sends to other
/// modules, so that ``NavigationComposition/validate(tabs:)`` can report any intent nobody
/// handles.
public struct FeatureModule<Content> {
  /// The module's name, its destination type's ``NavigationDestination/moduleName``.
  public let name: String
  /// The intent types this module sends, each of which the composition root must handle.
  public let sentIntents: [any NavigationIntent.Type]
  /// The module's deep links: a route table or a hand-written parser, if it has any.
  public let deepLinks: DeepLinkSource?
  let registerResolver:
    @MainActor (DestinationResolverRegistry<Content>) throws(CompositionError) -> Void
  /// Adds the module's destination type to the restoration allowlist when it is `Codable`.
  let registerCodec: (inout DestinationCodecRegistry) throws(CompositionError) -> Void

  /// Bundles a feature's resolver, its deep-link routes and the intents it sends.
  ///
  /// - Parameters:
  ///   - resolver: The resolver of the feature's destinations.
  ///   - deepLinkRoutes: The feature's deep-link route table.
  ///   - sentIntents: The intent types the feature sends to other modules.
  public init<Resolver: DestinationResolver>(
    resolver: Resolver,
    deepLinkRoutes: [DeepLinkRoute<Resolver.Destination>] = [],
    sends sentIntents: [any NavigationIntent.Type] = []
  ) where Resolver.Content == Content {
    self.init(
      resolver: resolver, deepLinks: deepLinkRoutes.isEmpty ? nil : .routes(deepLinkRoutes),
      sends: sentIntents)
  }

  /// Bundles a feature's resolver, its hand-written deep-link parser and the intents it sends.
  ///
  /// - Parameters:
  ///   - resolver: The resolver of the feature's destinations.
  ///   - deepLinkParser: The feature's deep-link parser.
  ///   - sentIntents: The intent types the feature sends to other modules.
  public init<Resolver: DestinationResolver, Parser: DeepLinkParser>(
    resolver: Resolver,
    deepLinkParser: Parser,
    sends sentIntents: [any NavigationIntent.Type] = []
  ) where Resolver.Content == Content, Parser.Destination == Resolver.Destination {
    self.init(resolver: resolver, deepLinks: .parser(deepLinkParser), sends: sentIntents)
  }

  private init<Resolver: DestinationResolver>(
    resolver: Resolver,
    deepLinks: DeepLinkSource?,
    sends sentIntents: [any NavigationIntent.Type]
  ) where Resolver.Content == Content {
    self.name = Resolver.Destination.moduleName
    self.sentIntents = sentIntents
    self.deepLinks = deepLinks
    self.registerResolver = { registry throws(CompositionError) in try registry.register(resolver) }
    self.registerCodec = { codecs throws(CompositionError) in
      if let codable = Resolver.Destination.self as? any (NavigationDestination & Codable).Type {
        try codecs.register(codable)
      }
    }
  }
}
