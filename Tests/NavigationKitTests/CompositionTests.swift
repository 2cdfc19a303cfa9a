import Testing

@testable import NavigationKit

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

  @Test func installRegistersTheResolverAndRecordsTheModule() throws {
    let composition = NavigationComposition()

    try composition.install(.text(AlphaResolver(), intents: AlphaIntents(.push)))

    #expect(composition.modules.map(\.name) == ["alpha"])
    #expect(composition.modules[0].intents.map(\.targetModule) == ["beta", "beta", "gamma"])
    #expect(
      ObjectIdentifier(composition.modules[0].destinationType)
        == ObjectIdentifier(AlphaDestination.self))
    #expect(composition.text(of: Alpha.detail("1")) == "Alpha 1")
  }

  @Test func installingAModuleTwiceThrows() throws {
    let composition = NavigationComposition()
    try composition.install(.text(AlphaResolver()))

    #expect(throws: CompositionError.duplicateModule("alpha")) {
      try composition.install(.text(AlphaResolver()))
    }
    #expect(composition.modules.map(\.name) == ["alpha"])
  }

  @Test func installingOverARegisteredResolverThrowsAndInstallsNothing() throws {
    let composition = NavigationComposition()
    try composition.resolvers.register(TextScreens(inner: BetaResolver()))

    #expect(throws: CompositionError.duplicateResolver(module: "beta")) {
      try composition.install(.text(BetaResolver()))
    }
    #expect(composition.modules.isEmpty)
  }

  @Test func aDestinationNothingResolvesShowsTheUnavailableScreen() throws {
    let composition = NavigationComposition()

    let screen = try #require(composition.resolvers.resolve(Beta.home) as? UnavailableScreen)

    #expect(screen.diagnosis == .noResolver(Beta.home))
    #expect(screen.title == "Screen unavailable")
    #expect(screen.lines == ["no resolver is registered for module 'beta' (needed by beta.home)"])
    #expect(screen.actions == [ScreenAction("Go back", .pop)])
  }

  @Test func aSoundCompositionHasNoIssues() throws {
    let composition = NavigationComposition()
    try composition.install(.text(ShelfResolver(), intents: ShelfIntents()))
    try composition.install(.text(CrateResolver()))
    let tabs = [
      NavigationTab("shelf", root: ShelfDestination.home),
      NavigationTab("crate", root: CrateDestination.lid),
    ]

    #expect(composition.validate(tabs: tabs) == [])
  }

  @Test func validateReportsEveryKindOfGap() throws {
    let composition = NavigationComposition()
    try composition.install(.text(AlphaResolver(), intents: AlphaIntents(.push)))
    try composition.install(.text(GammaResolver()))

    #expect(
      composition.validate(tabs: Self.tabs) == [
        .missingResolver(module: "beta"),
        .missingIntentProvider(
          "NavigationKitTests.ShowBetaDetail", sentBy: "alpha", provider: "beta"),
        .missingIntentProvider(
          "NavigationKitTests.ShowBetaHome", sentBy: "alpha", provider: "beta"),
        .moduleWithoutTab(module: "gamma"),
        .notRestorable(module: "alpha"),
        .notRestorable(module: "gamma"),
      ])
  }

  @Test func aModuleOwnedByANonRootTabModuleNeedsNoTabOfItsOwn() throws {
    let composition = NavigationComposition()
    try composition.install(.text(ShelfResolver()))
    try composition.install(.text(CrateResolver()))
    let tabs = [NavigationTab("shelf", root: ShelfDestination.home, owning: ["crate"])]

    #expect(composition.validate(tabs: tabs) == [])
  }

  @Test(arguments: [
    (
      CompositionError.missingResolver(module: "beta"),
      "module 'beta' is shown in a tab but has no resolver: install the feature that provides "
        + "it with the app's features"
    ),
    (
      .missingIntentProvider("X.ShowBeta", sentBy: "alpha", provider: "beta"),
      "intent X.ShowBeta, sent by module 'alpha', leads to module 'beta', which is not "
        + "installed: add the feature that provides 'beta' to the app's features, or route the "
        + "intent elsewhere in the wiring of 'alpha'"
    ),
    (
      .unroutedIntent("X.ShowBeta", sentBy: "alpha", catalog: "AlphaIntents", property: "showBeta"),
      "intent X.ShowBeta, sent by module 'alpha', has no route: in the wiring of 'alpha', write "
        + "one line such as `intents.showBeta = .push { … }` for AlphaIntents.showBeta"
    ),
    (
      .moduleWithoutTab(module: "gamma"),
      "module 'gamma' is owned by no tab: add a tab whose root is one of its destinations, or "
        + "list it in a tab's `owning:` modules"
    ),
    (
      .notRestorable(module: "alpha"),
      "module 'alpha' has a destination type that is not Codable, so its screens cannot be "
        + "restored: make the destination type conform to Codable"
    ),
  ])
  func issuesDescribeThemselves(issue: CompositionError, expected: String) {
    #expect(issue.description == expected)
  }
}

/// Shelf asks crate to open one of its boxes.
struct OpenCrate: NavigationIntent {
  let id: String
}

/// Everything shelf sends.
struct ShelfIntents: IntentCatalog {
  var openCrate = IntentRoute<OpenCrate>.push { CrateDestination.open(id: $0.id) }
}
