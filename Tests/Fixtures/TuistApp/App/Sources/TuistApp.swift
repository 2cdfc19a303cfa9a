import FeatureCatalog
import FeatureOrders
import FeatureProfile
import NavigationKit
import NavigationStateStore
import SwiftUI

/// The app: its composition root names every feature; no feature names another.
@main
struct TuistApp: App {
  /// The link of every feature, in tab order.
  static let links = [OrdersFeature.link, CatalogFeature.link, ProfileFeature.link]

  var body: some Scene {
    WindowGroup {
      Text(Self.links.joined(separator: ", "))
    }
  }
}
