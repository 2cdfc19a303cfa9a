import NavigationKit
import Testing

/// Resolves beta's destinations to a line of text.
struct BetaResolver: DestinationResolver {
  func resolve(_ destination: BetaDestination) -> String { "Beta \(destination)" }
}

/// Resolves gamma's destinations to a line of text.
struct GammaResolver: DestinationResolver {
  func resolve(_ destination: GammaDestination) -> String { "Gamma" }
}

@MainActor
@Suite struct CompositionTests {
  nonisolated static let tabs = [
    NavigationTab("alpha", root: AlphaDestination.list),
    NavigationTab("beta", root: BetaDestination.home),
  ]

  func makeComposition() -> NavigationComposition<String> {
    NavigationComposition { "Missing \($0.destination)" }
  }

  @Test func installRegistersTheResolverAndRecordsTheModule() throws {
    let composition = makeComposition()

    try composition.install(FeatureModule(resolver: AlphaResolver(), sends: [ShowBetaDetail.self]))

    #expect(composition.modules.map(\.name) == ["alpha"])
    #expect(
      composition.modules[0].sentIntents.map(ObjectIdentifier.init) == [
        ObjectIdentifier(ShowBetaDetail.self)
      ])
    #expect(composition.resolvers.resolve(Alpha.detail("1")) == "Alpha 1")
  }

  @Test func installingAModuleTwiceThrows() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule(resolver: AlphaResolver()))

    #expect(throws: CompositionError.duplicateModule("alpha")) {
      try composition.install(FeatureModule(resolver: AlphaResolver()))
    }
    #expect(composition.modules.map(\.name) == ["alpha"])
  }

  @Test func installingOverARegisteredResolverThrowsAndInstallsNothing() throws {
    let composition = makeComposition()
    try composition.resolvers.register(BetaResolver())

    #expect(throws: CompositionError.duplicateResolver(module: "beta")) {
      try composition.install(FeatureModule(resolver: BetaResolver()))
    }
    #expect(composition.modules.isEmpty)
  }

  @Test func aSoundCompositionHasNoIssues() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule(resolver: AlphaResolver(), sends: [ShowBetaDetail.self]))
    try composition.install(FeatureModule(resolver: BetaResolver()))
    try composition.intents.register(ShowBetaDetail.self) { BetaDestination.detail(id: $0.id) }

    #expect(composition.validate(tabs: Self.tabs) == [])
  }

  @Test func validateReportsEveryKindOfGap() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule(resolver: AlphaResolver(), sends: [Orphan.self]))
    try composition.install(FeatureModule(resolver: GammaResolver()))
    try composition.intents.register(ShowBetaHome.self) { _ in BetaDestination.home }
    try composition.intents.register(ShowGamma.self) { _ in DeltaDestination.start }

    #expect(
      composition.validate(tabs: Self.tabs) == [
        .missingResolver(module: "beta"),
        .missingResolver(module: "delta"),
        .unhandledIntent("NavigationKitTests.Orphan", sentBy: "alpha"),
        .moduleWithoutTab(module: "delta"),
        .moduleWithoutTab(module: "gamma"),
      ])
  }

  @Test func aModuleOwnedByANonRootTabModuleNeedsNoTabOfItsOwn() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule(resolver: AlphaResolver()))
    try composition.install(FeatureModule(resolver: GammaResolver()))
    let tabs = [NavigationTab("alpha", root: AlphaDestination.list, owning: ["gamma"])]

    #expect(composition.validate(tabs: tabs) == [])
  }

  @Test func unhandledIntentsAreSortedByName() throws {
    let composition = makeComposition()
    try composition.install(FeatureModule(resolver: BetaResolver(), sends: [ShowGamma.self]))
    try composition.install(FeatureModule(resolver: AlphaResolver(), sends: [Orphan.self]))

    #expect(
      composition.validate(tabs: Self.tabs) == [
        .unhandledIntent("NavigationKitTests.Orphan", sentBy: "alpha"),
        .unhandledIntent("NavigationKitTests.ShowGamma", sentBy: "beta"),
      ])
  }

  @Test(arguments: [
    (CompositionIssue.missingResolver(module: "beta"), "module 'beta' has no resolver"),
    (
      .unhandledIntent("X.Orphan", sentBy: "alpha"),
      "intent X.Orphan, sent by module 'alpha', has no handler"
    ),
    (.moduleWithoutTab(module: "gamma"), "module 'gamma' is owned by no tab"),
  ])
  func issuesDescribeThemselves(issue: CompositionIssue, expected: String) {
    #expect(issue.description == expected)
  }
}
