import AppComposition
import NavigationKit

/// The app's real composition, built once per process: building it for every input would
/// measure the composition, not the code under test.
@MainActor
enum FuzzApp {
  static let navigator: Result<AppNavigator, CompositionError> = Result {
    () throws(CompositionError) in try AppComposition.makeNavigator()
  }

  /// The app's features, as its composition installs them.
  static let modules = AppComposition.features.map { $0.module() }

  /// The app's router: every feature's routes under the app's link policy, as the app builds it.
  static let router: Result<DeepLinkRouter, CompositionError> = Result {
    () throws(CompositionError) in
    try DeepLinkRouter(
      policy: AppComposition.deepLinkPolicy, features: modules)
  }

  /// The app's coder of state files, for its features' destinations.
  static let coder: Result<NavigationSnapshotCoder, CompositionError> = Result {
    () throws(CompositionError) in try NavigationSnapshotCoder(features: modules)
  }

  static func app() throws(FuzzFailure) -> AppNavigator {
    switch navigator {
    case .success(let app): return app
    case .failure(let failure): throw FuzzFailure("the app's composition is invalid: \(failure)")
    }
  }

  static func appRouter() throws(FuzzFailure) -> DeepLinkRouter {
    switch router {
    case .success(let router): return router
    case .failure(let failure): throw FuzzFailure("the app's routes are invalid: \(failure)")
    }
  }

  static func appCoder() throws(FuzzFailure) -> NavigationSnapshotCoder {
    switch coder {
    case .success(let coder): return coder
    case .failure(let failure): throw FuzzFailure("the app's composition is invalid: \(failure)")
    }
  }
}
