import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@MainActor
@Suite struct OrdersFeatureTests {
  /// `module` installed on its own, in a tab at its root: the screens a destination resolves to
  /// are its resolver's (a destination it did not resolve would show the fallback screen).
  private func install(_ module: FeatureModule) throws -> FeatureHarness {
    try FeatureHarness(module, root: OrdersDestination.list)
  }

  @Test func moduleIsNamedAfterItsDestinations() {
    #expect(OrdersFeature.module(intents: OrdersIntents()).name == "orders")
    #expect(OrdersFeature.module(intents: OrdersIntents()).name == OrdersDestination.moduleName)
  }

  @Test func everyIntentStartsUnroutedUntilTheCompositionRootRoutesIt() {
    let module = OrdersFeature.module(intents: OrdersIntents())
    #expect(!module.intents.isEmpty)
    #expect(module.intents.allSatisfy { !$0.isRouted && $0.catalog == "OrdersIntents" })
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let harness = try install(
      OrdersFeature.module(repository: RecordingOrdersRepository(), intents: OrdersIntents()))

    #expect(harness.featureTab == "orders")
    let list = harness.app.screen(for: OrdersDestination.list.erased)
    #expect((list as? OrdersListScreen)?.orders == OrderFixtures.all)
    let detail = harness.app.screen(for: OrdersDestination.detail(orderId: "T-2").erased)
    #expect((detail as? OrderDetailScreen)?.order == OrderFixtures.shipped)
  }

  @Test func defaultModuleShowsTheSampleOrders() throws {
    let harness = try install(OrdersFeature.module(intents: OrdersIntents()))

    let list = harness.app.screen(for: OrdersDestination.list.erased)
    #expect((list as? OrdersListScreen)?.orders == SampleOrdersRepository.sampleOrders)
  }

  @Test func installingTwiceIsAnError() throws {
    #expect(throws: CompositionError.duplicateModule("orders")) {
      try AppNavigator(
        features: [
          OrdersFeature.module(intents: OrdersIntents()),
          OrdersFeature.module(intents: OrdersIntents()),
        ],
        tabs: [NavigationTab("orders", root: OrdersDestination.list)])
    }
  }

  @Test func passesTheFeatureChecks() {
    #expect(
      FeatureCheck.issues(
        of: OrdersFeature.module(intents: OrdersIntents()), root: OrdersDestination.list,
        samples: OrdersSamples.destinations) == [])
  }
}
