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
    #expect(OrdersFeature.module(intents: .stubbed).name == "orders")
    #expect(OrdersFeature.module(intents: .stubbed).name == OrdersDestination.moduleName)
  }

  @Test func moduleDeclaresItsIntentsAndWhereTheyLead() {
    let module = OrdersFeature.module(intents: .stubbed)
    #expect(
      module.intents.map(\.intent) == ["FeatureOrders.ShowProduct", "FeatureOrders.PickProduct"])
    #expect(
      module.intents.map(\.targetModule)
        == [IntentStubDestination.moduleName, IntentStubDestination.moduleName])
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let composition = makeComposition()
    try composition.install(
      OrdersFeature.module(repository: RecordingOrdersRepository(), intents: .stubbed))

    #expect(composition.modules.map(\.name) == ["orders"])
    #expect(composition.resolvers.modules == ["orders"])
    let list = composition.resolvers.resolve(OrdersDestination.list.erased)
    #expect((list as? OrdersListScreen)?.orders == OrderFixtures.all)
    let detail = composition.resolvers.resolve(OrdersDestination.detail(orderId: "T-2"))
    #expect((detail as? OrderDetailScreen)?.order == OrderFixtures.shipped)
  }

  @Test func defaultModuleShowsTheSampleOrders() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module(intents: .stubbed))

    let list = composition.resolvers.resolve(OrdersDestination.list)
    #expect((list as? OrdersListScreen)?.orders == SampleOrdersRepository.sampleOrders)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module(intents: .stubbed))

    #expect(throws: CompositionError.duplicateModule("orders")) {
      try composition.install(OrdersFeature.module(intents: .stubbed))
    }
  }

  @Test func passesTheFeatureChecks() {
    #expect(
      FeatureCheck.issues(
        of: OrdersFeature.module(intents: .stubbed), root: OrdersDestination.list,
        samples: OrdersSamples.destinations) == [])
  }
}
