/// The installed modules, their resolvers and the restoration allowlist: ``AppNavigator``
/// builds one from the app's features and validates it before anything runs.
@MainActor
package final class NavigationComposition {
  /// The resolvers of every installed module.
  package let resolvers: DestinationResolverRegistry<any ScreenModel>
  /// The installed feature modules, in installation order.
  package private(set) var modules: [FeatureModule] = []
  /// Every installed module's `Codable` destination type: the restoration allowlist.
  package private(set) var codecs = DestinationCodecRegistry()

  /// Creates an empty composition; `fallback` builds the screen of a destination that cannot
  /// be resolved.
  package init(
    fallback: @escaping @MainActor (UnresolvedDestination) -> any ScreenModel = {
      UnavailableScreen($0)
    }
  ) {
    self.resolvers = DestinationResolverRegistry(fallback: fallback)
  }

  /// Installs a feature: its resolver, its codec when its destination type is `Codable`, its
  /// deep links and intents. Throws when its name, resolver or codec is taken already.
  package func install(_ module: FeatureModule) throws(CompositionError) {
    guard !modules.contains(where: { $0.name == module.name }) else {
      throw .duplicateModule(module.name)
    }
    var codecs = self.codecs
    try module.registerCodec(&codecs)
    try module.registerResolver(resolvers)
    self.codecs = codecs
    modules.append(module)
  }

  /// The deep links of every installed module in one router, or every route that is wrong.
  package func deepLinkRouter(policy: DeepLinkPolicy) throws(CompositionError) -> DeepLinkRouter {
    try DeepLinkRouter(policy: policy, features: modules)
  }

  /// Every gap in the composition with `tabs` at once, sorted by kind and then by name: empty
  /// for a sound composition.
  package func validate(tabs: [NavigationTab]) -> [CompositionError] {
    let installed = Set(modules.map(\.name))
    let tabModules = tabs.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
    var issues = TabNavigator.problems(in: tabs)
    issues += tabs.filter { $0.root.access.requiresLogin || $0.root.access.invalidValue != nil }
      .map { .gatedTabRoot(tab: $0.id.rawValue, root: $0.root.description) }
    issues += tabModules.sorted().filter { !resolvers.hasResolver(forModule: $0) }
      .map(CompositionError.missingResolver)
    let missing = modules.flatMap { module in
      module.intents.filter { !installed.contains($0.targetModule) }.map { (module.name, $0) }
    }
    issues += missing.filter { !$0.1.isRouted }.map {
      .unroutedIntent($0.1.intent, sentBy: $0.0, catalog: $0.1.catalog, property: $0.1.property)
    }
    issues += missing.filter(\.1.isRouted)
      .map {
        CompositionError.missingIntentProvider(
          $0.1.intent, sentBy: $0.0, provider: $0.1.targetModule)
      }
      .sorted(byKey: \.description)
    for module in installed.sorted() where !tabModules.contains(module) {
      issues.append(.moduleWithoutTab(module: module))
      if let copied = tabs.first(where: { $0.id.rawValue == module }) {
        issues.append(
          .tabRootInAnotherModule(
            tab: copied.id.rawValue, root: copied.root.description,
            module: copied.root.moduleName))
      }
    }
    return issues
      + modules.filter { !codecs.isRegistered($0.destinationType) }
      .map { .notRestorable(module: $0.name) }
  }
}
