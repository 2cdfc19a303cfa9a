import FeatureCatalog
import NavigationKit

/// The Catalog deep links on their own, under the app's link policy.
enum CatalogLinks {
  /// The `myapp` scheme, and universal links to `myapp.example.com`.
  static let policy = DeepLinkPolicy(scheme: "myapp", universalLinkHosts: ["myapp.example.com"])

  /// A router built from the Catalog route table alone.
  static func router() throws -> DeepLinkRouter {
    try DeepLinkRouter(policy: policy, routes: CatalogDestination.deepLinkRoutes)
  }
}
