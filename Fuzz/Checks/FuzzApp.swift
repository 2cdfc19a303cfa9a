import AppComposition
import NavigationKit

/// The app's real composition, built once per process: building it for every input would
/// measure the composition, not the code under test.
@MainActor
enum FuzzApp {
  static let navigator: Result<AppNavigator, CompositionError> = Result {
    () throws(CompositionError) in try AppComposition.makeNavigator()
  }

  static func app() throws(FuzzFailure) -> AppNavigator {
    switch navigator {
    case .success(let app): return app
    case .failure(let failure): throw FuzzFailure("the app's composition is invalid: \(failure)")
    }
  }
}
