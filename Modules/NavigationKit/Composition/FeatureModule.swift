/// Everything one feature contributes to the app, bundled so the composition root installs a
/// feature in one line.
///
/// A feature module names itself after its destination type's module and brings the resolver
/// of its destinations (screen models; on Apple platforms their views are derived from them),
/// its deep-link routes, and the catalog of intents it sends, each already routed by the
/// composition root. Installing it also registers its destination type for state restoration
/// when the type is `Codable`.
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
  /// its catalog declares them: what a feature's tests read to see that every intent starts
  /// unrouted, and a composition's tests to see where each one leads.
  public let intents: [IntentRouteInfo]
  /// The module's deep-link routes, if it has any: what a test or a tool builds a
  /// ``DeepLinkRouter`` of the app's links from, without an app.
  ///
  /// ```swift
  /// let router = try DeepLinkRouter(policy: policy, sources: modules.compactMap(\.deepLinks))
  /// ```
  public let deepLinks: DeepLinkSource?
  /// The badge of the tab whose root is one of this module's destinations, such as a count,
  /// read whenever the tab bar is drawn; `nil` for none.
  package private(set) var badge: (@MainActor @Sendable () -> String?)?
  let registerResolver:
    @MainActor @Sendable (DestinationResolverRegistry<any ScreenModel>) throws(CompositionError)
      -> Void
  /// Adds the module's destination type to the restoration allowlist when it is `Codable`.
  let registerCodec: @Sendable (inout DestinationCodecRegistry) throws(CompositionError) -> Void

  /// This module, showing `badge` on the tab whose root is one of its destinations.
  ///
  /// - Parameter badge: The badge's text now, such as `"2"`, or `nil` for none.
  /// - Returns: The module with the badge.
  public func badge(_ badge: @escaping @MainActor @Sendable () -> String?) -> FeatureModule {
    var module = self
    module.badge = badge
    return module
  }

  /// Bundles a feature's resolver, its deep-link routes and the intents it sends.
  ///
  /// - Parameters:
  ///   - resolver: Builds the screen of each of the feature's destinations.
  ///   - deepLinkRoutes: The feature's deep-link route table.
  ///   - intents: The feature's catalog of intents, routed by the composition root.
  public init<Resolver: DestinationResolver>(
    resolver: Resolver,
    deepLinkRoutes: [DeepLinkRoute<Resolver.Destination>] = [],
    intents: some IntentCatalog = NoIntents()
  ) where Resolver.Content == any ScreenModel {
    self.init(
      resolver: resolver, deepLinks: deepLinkRoutes.isEmpty ? nil : .routes(deepLinkRoutes),
      intents: intents)
  }

  private init<Resolver: DestinationResolver>(
    resolver: Resolver,
    deepLinks: DeepLinkSource?,
    intents: some IntentCatalog
  ) where Resolver.Content == any ScreenModel {
    self.name = Resolver.Destination.moduleName
    self.destinationType = Resolver.Destination.self
    self.intents = intents.routes
    self.deepLinks = deepLinks
    self.registerResolver = { registry throws(CompositionError) in try registry.register(resolver) }
    self.registerCodec = { codecs throws(CompositionError) in
      if let codable = Resolver.Destination.self as? any (NavigationDestination & Codable).Type {
        try codecs.register(codable)
      }
    }
  }
}
