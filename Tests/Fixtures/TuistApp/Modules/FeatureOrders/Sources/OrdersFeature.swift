import Foundation
public import NavigationKit
import NavigationKitSwiftUI

/// The Orders feature's one screen.
public enum OrdersDestination: NavigationDestination, Codable {
  case home

  /// The module name its links and stored paths use.
  public static let moduleName = "orders"

  /// Anyone may open it.
  public var access: AccessPolicy { .open }
}

/// The Orders feature, for the composition root.
public enum OrdersFeature {
  /// The link that opens the feature.
  public static let link = "orders"
}
