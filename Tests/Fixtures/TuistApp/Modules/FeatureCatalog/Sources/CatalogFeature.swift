import Foundation
public import NavigationKit
import NavigationKitSwiftUI

/// The Catalog feature's one screen.
public enum CatalogDestination: NavigationDestination, Codable {
  case home

  /// The module name its links and stored paths use.
  public static let moduleName = "catalog"

  /// Anyone may open it.
  public var access: AccessPolicy { .open }
}

/// The Catalog feature, for the composition root.
public enum CatalogFeature {
  /// The link that opens the feature.
  public static let link = "catalog"
}
