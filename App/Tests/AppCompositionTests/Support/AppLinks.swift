import AppComposition
import NavigationKit

/// The app's links as its router reads them, for a test to expect what opening one does: every
/// feature's route table, under the app's link policy.
/// `DeepLinkRoutingTests.theTestRouterListsTheAppsRoutes` checks it lists the app's routes.
@MainActor
enum AppLinks {
  /// The router, or why it cannot be built.
  static let router = Result { () throws(CompositionError) in
    try DeepLinkRouter(
      policy: AppComposition.deepLinkPolicy,
      features: AppComposition.features.map { $0.module() })
  }

  /// What `url` shows, as the app's router matches it.
  ///
  /// - Throws: The router's error when it cannot be built; the link's rejection when it is
  ///   refused.
  static func match(_ url: String) throws -> DeepLinkMatch {
    try router.get().match(url)
  }
}
