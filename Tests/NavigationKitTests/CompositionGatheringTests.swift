import Testing

@testable import NavigationKit

/// Validation gathers every problem at once — tabs, intents, modules — and each message names
/// the fix.
@MainActor
@Suite struct CompositionGatheringTests {
  @Test func anUnroutedIntentNamesItsCatalogPropertyAndTheLineToWrite() {
    let composition = NavigationComposition()
    var intents = AlphaIntents(.push)
    intents.showBetaHome = .unrouted
    #expect(throws: Never.self) {
      try composition.install(.text(AlphaResolver(), intents: intents))
    }
    #expect(throws: Never.self) { try composition.install(.text(BetaResolver())) }
    #expect(throws: Never.self) { try composition.install(.text(GammaResolver())) }
    let tabs = [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("beta", root: BetaDestination.home, owning: ["gamma"]),
    ]

    let issues = composition.validate(tabs: tabs)

    #expect(
      issues.filter { $0.description.hasPrefix("intent") }
        == [
          .unroutedIntent(
            ShowBetaHome.typeName, sentBy: "alpha", catalog: "AlphaIntents",
            property: "showBetaHome")
        ])
    #expect(issues.contains { $0.description.contains("`intents.showBetaHome = .push { … }`") })
  }

  @Test func tabProblemsAreListedWithTheCompositionsOwn() throws {
    let composition = NavigationComposition()
    try composition.install(.text(AlphaResolver()))
    try composition.install(.text(BetaResolver()))
    let tabs = [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("alpha", root: AlphaDestination.detail(id: "1")),
    ]

    let issues = composition.validate(tabs: tabs)

    #expect(issues.contains(.duplicateTab("alpha")))
    #expect(issues.contains(.moduleOwnedTwice(module: "alpha", tabs: ["alpha", "alpha"])))
    #expect(issues.contains(.moduleWithoutTab(module: "beta")))
  }

  @Test func aCopiedTabRootIsNamedAsTheCause() throws {
    let composition = NavigationComposition()
    try composition.install(.text(AlphaResolver()))
    try composition.install(.text(BetaResolver()))
    let tabs = [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("beta", root: AlphaDestination.list),
    ]

    let issues = composition.validate(tabs: tabs)

    #expect(issues.contains(.moduleWithoutTab(module: "beta")))
    #expect(
      issues.contains(.tabRootInAnotherModule(tab: "beta", root: "alpha.list", module: "alpha")))
    #expect(
      CompositionError.tabRootInAnotherModule(tab: "beta", root: "alpha.list", module: "alpha")
        .description
        == "tab 'beta' starts at alpha.list, a destination of module 'alpha': was the tab copied "
        + "from another? Start it at a destination of module 'beta'")
  }

  @Test func theAppRefusesToStartListingTabAndModuleProblemsTogether() {
    #expect {
      _ = try AppNavigator(
        features: [.text(AlphaResolver()), .text(BetaResolver())],
        tabs: [
          NavigationTab("alpha", root: AlphaDestination.list),
          NavigationTab("alpha", root: AlphaDestination.detail(id: "2")),
        ])
    } throws: { error in
      guard case .invalid(let issues) = error as? CompositionError else { return false }
      return issues.contains(.duplicateTab("alpha"))
        && issues.contains(.moduleWithoutTab(module: "beta"))
    }
  }
}
