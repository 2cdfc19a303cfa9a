import NavigationKit
import Testing

@testable import FeatureOrders

@MainActor
@Suite struct OrdersFeatureTests {
  private func makeComposition() -> NavigationComposition<any ScreenModel> {
    let composition = NavigationComposition<any ScreenModel> { UnresolvedScreen(diagnosis: $0) }
    composition.resolvers.onUnresolved = { Issue.record("unresolved: \($0)") }
    return composition
  }

  @Test func moduleIsNamedAfterItsDestinations() {
    #expect(OrdersFeature.module().name == "orders")
    #expect(OrdersFeature.module().name == OrdersDestination.moduleName)
  }

  @Test func moduleSendsShowProduct() {
    let sent = OrdersFeature.module().sentIntents.map { String(reflecting: $0) }
    #expect(sent == ["FeatureOrders.ShowProduct"])
    #expect(OrdersFeature.sentIntents.map { String(reflecting: $0) } == sent)
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module(repository: RecordingOrdersRepository()))

    #expect(composition.modules.map(\.name) == ["orders"])
    #expect(composition.resolvers.modules == ["orders"])
    let list = composition.resolvers.resolve(OrdersDestination.list.erased)
    #expect((list as? OrdersListScreen)?.orders == OrderFixtures.all)
    let detail = composition.resolvers.resolve(OrdersDestination.detail(orderId: "T-2"))
    #expect((detail as? OrderDetailScreen)?.order == OrderFixtures.shipped)
  }

  @Test func defaultModuleShowsTheSampleOrders() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module())

    let list = composition.resolvers.resolve(OrdersDestination.list)
    #expect((list as? OrdersListScreen)?.orders == SampleOrdersRepository.sampleOrders)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module())

    #expect(throws: CompositionError.duplicateModule("orders")) {
      try composition.install(OrdersFeature.module())
    }
  }

  @Test func validationReportsShowProductUntilItIsHandled() throws {
    let composition = makeComposition()
    try composition.install(OrdersFeature.module())
    let tabs = [NavigationTab("orders", root: OrdersDestination.list)]

    #expect(
      composition.validate(tabs: tabs) == [
        .unhandledIntent("FeatureOrders.ShowProduct", sentBy: "orders")
      ])
  }
}
