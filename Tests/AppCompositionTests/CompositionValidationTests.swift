import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

@MainActor
@Suite struct CompositionValidationTests {
  @Test func aFeatureLeftOutStopsTheAppNamingTheIntentsThatNeedIt() {
    #expect {
      _ = try AppComposition.makeNavigator(features: [.orders])
    } throws: { error in
      guard case .invalid(let issues) = error as? CompositionError else { return false }
      return issues == [
        .missingIntentProvider("FeatureOrders.PickProduct", sentBy: "orders", provider: "catalog"),
        .missingIntentProvider("FeatureOrders.ShowProduct", sentBy: "orders", provider: "catalog"),
      ]
    }
  }

  @Test func aFeatureWithoutATabIsReported() {
    let features = AppComposition.features
    #expect {
      _ = try AppNavigator(
        features: features.map { $0.module() }, tabs: [features[0].tab],
        deepLinkPolicy: AppComposition.deepLinkPolicy)
    } throws: { error in
      guard case .invalid(let issues) = error as? CompositionError else { return false }
      return issues
        == features.dropFirst().map { $0.module().name }.sorted().map {
          .moduleWithoutTab(module: $0)
        }
    }
  }

  @Test func installingAFeatureTwiceIsAWiringError() {
    let twice = AppComposition.features[0]
    #expect {
      _ = try AppComposition.makeNavigator(features: AppComposition.features + [twice])
    } throws: { error in
      guard case .duplicateModule(let module) = error as? CompositionError else {
        return false
      }
      return module == twice.module().name
    }
  }

  @Test func theErrorListsEveryProblemOnItsOwnLine() {
    let error = CompositionError.invalid([
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
