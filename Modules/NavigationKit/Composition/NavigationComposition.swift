/// The registries the composition root fills: resolvers, intent handlers and installed modules.
///
/// ```swift
/// let composition = NavigationComposition<any ScreenModel> { MissingScreen($0) }
/// try composition.install(OrdersFeature.module(repository: orders))
/// try composition.install(CatalogFeature.module(repository: catalog))
/// try composition.intents.register(ShowProduct.self) {
///   CatalogDestination.productDetail(productId: $0.productId)
/// }
/// let issues = composition.validate(tabs: tabs)
/// ```
@MainActor
public final class NavigationComposition<Content> {
  /// The resolvers of every installed module.
  public let resolvers: DestinationResolverRegistry<Content>
  /// The handlers of cross-module intents.
  public let intents: IntentRouter
  /// The installed feature modules, in installation order.
  public private(set) var modules: [FeatureModule<Content>] = []
  /// The destination types that can be saved and restored: every installed module's `Codable`
  /// destination type.
  public private(set) var codecs = DestinationCodecRegistry()

  /// Creates an empty composition.
  ///
  /// - Parameters:
  ///   - intents: The intent router to fill; share it with the ``TabNavigator``.
  ///   - fallback: Builds the content shown for a destination that cannot be resolved.
  public init(
    intents: IntentRouter = IntentRouter(),
    fallback: @escaping @MainActor (UnresolvedDestination) -> Content
  ) {
    self.intents = intents
    self.resolvers = DestinationResolverRegistry(fallback: fallback)
  }

  /// Installs a feature: registers its resolver and, when its destination type is `Codable`,
  /// its codec for restoration, and records its deep links and the intents it sends.
  ///
  /// - Parameter module: The feature's bundle.
  /// - Throws: ``CompositionError`` when a module of that name is installed already or its
  ///   module already has a resolver or a codec.
  public func install(_ module: FeatureModule<Content>) throws(CompositionError) {
    guard !modules.contains(where: { $0.name == module.name }) else {
      throw .duplicateModule(module.name)
    }
    var codecs = self.codecs
    try module.registerCodec(&codecs)
    try module.registerResolver(resolvers)
    self.codecs = codecs
    modules.append(module)
  }

  /// Compiles the deep links of every installed module into one router.
  ///
  /// - Parameter policy: The URL acceptance rules.
  /// - Returns: The router.
  /// - Throws: ``DeepLinkRouteError`` listing every malformed, conflicting or ambiguous route.
  public func deepLinkRouter(policy: DeepLinkPolicy) throws(DeepLinkRouteError) -> DeepLinkRouter {
    try DeepLinkRouter(policy: policy, sources: modules.compactMap(\.deepLinks))
  }

  /// Every gap in the composition at once: modules without a resolver, intents sent but not
  /// handled, and modules no tab owns.
  ///
  /// - Parameter tabs: The app's tabs.
  /// - Returns: The issues, sorted by kind and then by name; empty for a sound composition.
  public func validate(tabs: [NavigationTab]) -> [CompositionIssue] {
    let installed = Set(modules.map(\.name))
    let tabModules = tabs.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
    let needed = installed.union(tabModules).union(intents.targetModules)
    var issues: [CompositionIssue] = []
    for module in needed.sorted() where !resolvers.hasResolver(forModule: module) {
      issues.append(.missingResolver(module: module))
    }
    let unhandled = modules.flatMap { module in
      module.sentIntents.filter { !intents.handles($0) }
        .map { (intent: String(reflecting: $0), module: module.name) }
    }
    for (intent, module) in unhandled.sorted(by: { ($0.intent, $0.module) < ($1.intent, $1.module) }
    ) {
      issues.append(.unhandledIntent(intent, sentBy: module))
    }
    for module in installed.union(intents.targetModules).sorted()
    where !tabModules.contains(module) {
      issues.append(.moduleWithoutTab(module: module))
    }
    return issues
  }
}
