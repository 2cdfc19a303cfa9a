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
    var tabModules = Set<String>()
    var issues = TabNavigator.problems(in: tabs)
    for tab in tabs {
      tabModules.formUnion(tab.modules)
      if tab.root.access.requiresLogin || tab.root.access.invalidValue != nil {
        issues.append(.gatedTabRoot(tab: tab.id.rawValue, root: tab.root.description))
      }
    }
    for module in tabModules.sorted() where !resolvers.hasResolver(forModule: module) {
      issues.append(.missingResolver(module: module))
    }
    var unprovided: [CompositionError] = []
    for module in modules {
      for route in module.intents where !installed.contains(route.targetModule) {
        if route.isRouted {
          unprovided.append(
            .missingIntentProvider(route.intent, sentBy: module.name, provider: route.targetModule))
        } else {
          issues.append(
            .unroutedIntent(
              route.intent, sentBy: module.name, catalog: route.catalog, property: route.property))
        }
      }
    }
    issues += unprovided.sorted(byKey: \.description)
    for module in installed.sorted() where !tabModules.contains(module) {
      issues.append(.moduleWithoutTab(module: module))
      if let copied = tabs.first(where: { $0.id.rawValue == module }) {
        issues.append(
          .tabRootInAnotherModule(
            tab: copied.id.rawValue, root: copied.root.description,
            module: copied.root.moduleName))
      }
    }
    for module in modules where !codecs.isRegistered(module.destinationType) {
      issues.append(.notRestorable(module: module.name))
    }
    return issues + entryRouteProblems()
  }

  /// Every entry route declared empty, twice, or as a Spotlight prefix that begins another.
  private func entryRouteProblems() -> [CompositionError] {
    var issues: [CompositionError] = []
    var declaredBy: [ErasedEntryRoute.Key: [String]] = [:]
    var order: [ErasedEntryRoute.Key] = []
    for route in modules.flatMap(\.entryRoutes) {
      if declaredBy[route.key] == nil { order.append(route.key) }
      declaredBy[route.key, default: []].append(route.module)
      if route.key.text.isEmpty {
        issues.append(
          .invalidEntryRoute(route.key.description, module: route.module, reason: "it is empty"))
      } else if route.key == .activity(ErasedEntryRoute.searchableItemActivityType) {
        issues.append(
          .invalidEntryRoute(
            route.key.description, module: route.module,
            reason: "it is Spotlight's; declare `.searchableItem(identifierPrefix:)` instead"))
      } else if route.key == .activity("NSUserActivityTypeBrowsingWeb") {
        issues.append(
          .invalidEntryRoute(
            route.key.description, module: route.module,
            reason: "it carries universal links, which open by their `DeepLinkRoute`s"))
      }
    }
    for key in order {
      if let modules = declaredBy[key], modules.count > 1 {
        issues.append(.entryRouteDeclaredTwice(key.description, modules: modules))
      }
    }
    let prefixes = order.compactMap { key -> (String, String)? in
      guard case .searchableItem(let prefix) = key, !prefix.isEmpty else { return nil }
      return (prefix, declaredBy[key]?.first ?? "")
    }
    for (prefix, module) in prefixes {
      for (other, _) in prefixes where other != prefix && other.hasPrefix(prefix) {
        issues.append(
          .invalidEntryRoute(
            ErasedEntryRoute.Key.searchableItem(prefix: prefix).description, module: module,
            reason: "it begins \(UntrustedText.quoted(other)), so an identifier could open either"))
      }
    }
    return issues
  }

  /// The activity types the installed features open, Spotlight's if any opens a Spotlight
  /// item: those an adapter receives (`onContinueUserActivity`), in declaration order.
  package var activityTypes: [String] {
    var types: [String] = []
    for route in modules.flatMap(\.entryRoutes) {
      let type: String
      switch route.key {
      case .notification: continue
      case .activity(let declared): type = declared
      case .searchableItem: type = ErasedEntryRoute.searchableItemActivityType
      }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }
}
