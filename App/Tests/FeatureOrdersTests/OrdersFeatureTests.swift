import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@MainActor
@Suite struct OrdersFeatureTests {
  private func makeComposition() -> NavigationComposition {
    let composition = NavigationComposition()
    composition.resolvers.onUnresolved = { Issue.record("unresolved: \($0)") }
    return composition
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
    let composition = makeComposition()
    try composition.install(
      OrdersFeature.module(repository: RecordingOrdersRepository(), intents: OrdersIntents()))

    #expect(composition.modules.map(\.name) == ["orders"])
    #expect(composition.resolvers.modules == ["orders"])
    let list = composition.resolvers.resolve(OrdersDestination.list.erased)
    #expect((list as? OrdersListScreen)?.orders == OrderFixtures.all)
    let detail = composition.resolvers.resolve(OrdersDestination.detail(orderId: "T-2"))
    #expect((detail as? OrderDetailScreen)?.order == OrderFixtures.shipped)
  }

  @Test func defaultModuleShowsTheSampleOrders() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module(intents: OrdersIntents()))

    let list = composition.resolvers.resolve(OrdersDestination.list)
    #expect((list as? OrdersListScreen)?.orders == SampleOrdersRepository.sampleOrders)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module(intents: OrdersIntents()))

    #expect(throws: CompositionError.duplicateModule("orders")) {
      try composition.install(OrdersFeature.module(intents: OrdersIntents()))
    }
  }

  @Test func passesTheFeatureChecks() {
    #expect(
      FeatureCheck.issues(
        of: OrdersFeature.module(intents: OrdersIntents()), root: OrdersDestination.list,
        samples: OrdersSamples.destinations) == [])
  }
}
