import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

@MainActor
@Suite struct CompositionValidationTests {
  @Test func anUnmappedIntentStopsTheAppWithTheIntentNamed() {
    #expect {
      _ = try AppComposition(mapIntents: { _ in })
    } throws: { error in
      guard case .invalid(let issues) = error as? AppCompositionError else { return false }
      return issues == [
        .unhandledIntent("FeatureCatalog.ShowOrderHistory", sentBy: "catalog"),
        .unhandledIntent("FeatureOrders.ShowProduct", sentBy: "orders"),
      ]
    }
  }

  @Test func aFeatureLeftOutIsReportedAsAMissingResolver() {
    #expect {
      _ = try AppComposition(features: [OrdersFeature.module()])
    } throws: { error in
      guard case .invalid(let issues) = error as? AppCompositionError else { return false }
      return issues == [.missingResolver(module: "catalog")]
    }
  }

  @Test func aFeatureWithoutATabIsReported() {
    let ordersOnly = [AppComposition.tabs[0]]
    #expect {
      _ = try AppComposition(tabs: ordersOnly)
    } throws: { error in
      guard case .invalid(let issues) = error as? AppCompositionError else { return false }
      return issues == [.moduleWithoutTab(module: "catalog")]
    }
  }

  @Test func installingAFeatureTwiceIsAWiringError() {
    #expect {
      _ = try AppComposition(features: AppComposition.features() + [OrdersFeature.module()])
    } throws: { error in
      guard case .wiring(.duplicateModule("orders")) = error as? AppCompositionError else {
        return false
      }
      return true
    }
  }

  @Test func theErrorListsEveryProblemOnItsOwnLine() {
    let error = AppCompositionError.invalid([
      .missingResolver(module: "catalog"), .moduleWithoutTab(module: "catalog"),
    ])
    #expect(
      error.description == """
        invalid composition (2 problems):
          - module 'catalog' has no resolver
          - module 'catalog' is owned by no tab
        """)
  }
}
