import AppComposition
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when the app's composition is valid. When it is not,
  /// `CompositionValidationTests.theAppsCompositionIsValid` fails listing every problem and
  /// what to do, and the suites that need a running app are skipped saying so, rather than
  /// failing — or crashing — on its symptoms.
  static var needsValidComposition: Self {
    .enabled(
      Comment(
        rawValue: "the app's composition is invalid: "
          + "CompositionValidationTests.theAppsCompositionIsValid lists every problem")
    ) {
      await MainActor.run { (try? AppComposition.makeNavigator()) != nil }
    }
  }
}
