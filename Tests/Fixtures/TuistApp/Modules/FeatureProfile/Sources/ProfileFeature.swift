import Foundation
public import NavigationKit
import NavigationKitSwiftUI

/// The Profile feature's one screen.
public enum ProfileDestination: NavigationDestination, Codable {
  case home

  /// The module name its links and stored paths use.
  public static let moduleName = "profile"

  /// Anyone may open it.
  public var access: AccessPolicy { .open }
}

/// The Profile feature, for the composition root.
public enum ProfileFeature {
  /// The link that opens the feature.
  public static let link = "profile"
}
