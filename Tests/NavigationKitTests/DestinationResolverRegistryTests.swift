import NavigationKit
import Testing

/// Resolves alpha's destinations to a line of text.
struct AlphaResolver: DestinationResolver {
  func resolve(_ destination: AlphaDestination) -> String {
    switch destination {
    case .list: "Alpha list"
    case .detail(let id): "Alpha \(id)"
    case .edit(let id): "Edit alpha \(id)"
    }
  }
}

@MainActor
@Suite struct DestinationResolverRegistryTests {
  /// A registry whose fallback names the diagnosis, and the diagnoses it reported.
  @MainActor
  final class Fixture {
    let registry = DestinationResolverRegistry<String> { "Missing: \($0)" }
    var unresolved: [UnresolvedDestination] = []

    init() {
      registry.onUnresolved = { [weak self] in self?.unresolved.append($0) }
    }
  }

  @Test func resolvesThroughTheModulesResolver() throws {
    let fixture = Fixture()
    try fixture.registry.register(AlphaResolver())
    try fixture.registry.register(BetaDestination.self) { "Beta \($0)" }

    #expect(fixture.registry.resolve(Alpha.detail("7")) == "Alpha 7")
    #expect(fixture.registry.resolve(AlphaDestination.edit(id: "7")) == "Edit alpha 7")
    #expect(fixture.registry.resolve(Beta.home) == "Beta home")
    #expect(fixture.registry.modules == ["alpha", "beta"])
    #expect(fixture.registry.hasResolver(forModule: "alpha"))
    #expect(!fixture.registry.hasResolver(forModule: "gamma"))
    #expect(fixture.unresolved == [])
  }

  @Test func aSecondResolverForAModuleThrows() throws {
    let fixture = Fixture()
    try fixture.registry.register(AlphaResolver())

    #expect(throws: CompositionError.duplicateResolver(module: "alpha")) {
      try fixture.registry.register(AlphaResolver())
    }
    #expect(throws: CompositionError.duplicateResolver(module: "alpha")) {
      try fixture.registry.register(ImpostorDestination.self) { _ in "impostor" }
    }
    #expect(fixture.registry.resolve(Alpha.list) == "Alpha list")
  }

  @Test func aModuleWithoutResolverYieldsTheFallback() throws {
    let fixture = Fixture()
    try fixture.registry.register(AlphaResolver())

    let content = fixture.registry.resolve(GammaDestination.start)

    let diagnosis = UnresolvedDestination.noResolver(GammaDestination.start.erased)
    #expect(content == "Missing: \(diagnosis)")
    #expect(fixture.unresolved.map(\.destination) == [GammaDestination.start.erased])
    #expect(fixture.unresolved == [diagnosis])
    #expect(
      fixture.unresolved.map(\.description)
        == ["no resolver is registered for module 'gamma' (needed by gamma.start)"])
  }

  @Test func anotherTypeClaimingTheModuleYieldsUnexpectedType() throws {
    let fixture = Fixture()
    try fixture.registry.register(AlphaResolver())

    let content = fixture.registry.resolve(ImpostorDestination.detail(id: "1"))

    let diagnosis = UnresolvedDestination.unexpectedType(
      ImpostorDestination.detail(id: "1").erased, expected: "AlphaDestination")
    #expect(content == "Missing: \(diagnosis)")
    #expect(fixture.unresolved.map(\.destination) == [ImpostorDestination.detail(id: "1").erased])
    #expect(fixture.unresolved == [diagnosis])
    #expect(
      diagnosis.description.hasPrefix("the resolver of module 'alpha' takes AlphaDestination, not ")
    )
  }

  @Test func theFallbackWorksWithoutAnObserver() {
    let registry = DestinationResolverRegistry<String> { "Missing \($0.destination)" }

    #expect(registry.resolve(Beta.detail("1")) == #"Missing beta.detail(id: "1")"#)
  }
}
