/// Collects one resolver per module and resolves any ``AnyDestination`` through them.
///
/// Generic over what destinations resolve to: screen models, or views on Apple platforms. A
/// destination no resolver takes resolves to a fallback built from the diagnosis, also passed
/// to ``onUnresolved``.
///
/// ```swift
/// let registry = DestinationResolverRegistry<any ScreenModel> { MissingScreen($0) }
/// try registry.register(OrdersResolver(factory: .live))
/// let screen = registry.resolve(OrdersDestination.list.erased)
/// ```
@MainActor
package final class DestinationResolverRegistry<Content> {
  private typealias Entry = (
    type: any NavigationDestination.Type, resolve: @MainActor (AnyDestination) -> Content?
  )
  private var resolvers: [String: Entry] = [:]
  private let fallback: @MainActor (UnresolvedDestination) -> Content

  /// Called with the diagnosis of every destination that resolved to the fallback.
  package var onUnresolved: (@MainActor (UnresolvedDestination) -> Void)?

  /// Creates an empty registry; `fallback` builds the content of a destination that cannot be
  /// resolved.
  package init(fallback: @escaping @MainActor (UnresolvedDestination) -> Content) {
    self.fallback = fallback
  }

  /// Registers a resolver for its destination type's module; throws
  /// ``CompositionError/duplicateResolver(module:)`` when the module has one already.
  package func register<Resolver: DestinationResolver>(
    _ resolver: Resolver
  ) throws(CompositionError) where Resolver.Content == Content {
    try register(Resolver.Destination.self) { resolver.resolve($0) }
  }

  /// Registers `resolve` as the resolver of the module of `type`, as ``register(_:)`` does.
  package func register<Destination: NavigationDestination>(
    _ type: Destination.Type,
    resolve: @escaping @MainActor (Destination) -> Content
  ) throws(CompositionError) {
    let module = Destination.moduleName
    guard resolvers[module] == nil else { throw .duplicateResolver(module: module) }
    resolvers[module] = (type, { $0.as(Destination.self).map(resolve) })
  }

  /// Whether a resolver is registered for `module`.
  package func hasResolver(forModule module: String) -> Bool {
    resolvers[module] != nil
  }

  /// The modules with a resolver, sorted.
  package var modules: [String] { resolvers.keys.sorted() }

  /// The content for a destination: its module's resolver's, or the diagnosed fallback.
  package func resolve(_ destination: AnyDestination) -> Content {
    guard let entry = resolvers[destination.moduleName] else {
      return unresolved(.noResolver(destination))
    }
    guard let content = entry.resolve(destination) else {
      return unresolved(.unexpectedType(destination, expected: "\(entry.type)"))
    }
    return content
  }

  /// The content for a destination of a concrete type.
  package func resolve(_ destination: some NavigationDestination) -> Content {
    resolve(AnyDestination(destination))
  }

  private func unresolved(_ diagnosis: UnresolvedDestination) -> Content {
    onUnresolved?(diagnosis)
    return fallback(diagnosis)
  }
}
