import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

@MainActor
@Suite struct CompositionValidationTests {
  /// The one test that fails when the app's composition is invalid, listing every problem
  /// and what to do; the suites that need a running app are skipped meanwhile
  /// (`.needsValidComposition`). It also fails on warnings, such as a shadowed route.
  @Test func theAppsCompositionIsValid() {
    do {
      let app = try AppComposition.makeNavigator()
      #expect(
        app.compositionWarnings == [],
        "\(app.compositionWarnings.map { "warning: \($0)" }.joined(separator: "\n"))")
    } catch {
      Issue.record("the app refuses to start: \(error)")
    }
  }

  @Test func aFeatureInstalledAloneIsRefusedNamingEveryIntentThatLeadsOutOfIt() {
    for wiring in AppComposition.features {
      let module = wiring.module()
      let expected = module.intents.filter { $0.targetModule != module.name }
        .map {
          CompositionError.missingIntentProvider(
            $0.intent, sentBy: module.name, provider: $0.targetModule)
        }
        .sorted { $0.description < $1.description }
      guard !expected.isEmpty else { continue }
      #expect {
        _ = try AppComposition.makeNavigator(features: [wiring])
      } throws: { error in
        guard case .invalid(let issues) = error as? CompositionError else { return false }
        return issues.filter { if case .missingIntentProvider = $0 { true } else { false } }
          == expected
      }
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
          - \(CompositionError.missingResolver(module: "catalog"))
          - \(CompositionError.moduleWithoutTab(module: "catalog"))
        """)
  }
}
