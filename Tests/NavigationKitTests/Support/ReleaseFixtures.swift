import Foundation
import NavigationKit

/// The state file the sample app's current release wrote (`App --logged-in --state-file`):
/// orders at an order's tracking with its problem report presented as a sheet, and the
/// catalog at a product pushed with a zoom transition.
func currentReleaseStateFile() throws -> Data {
  try Data(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fixtures/StateFiles/sample-app-current-release.json"))
}

/// The sample app's destination types as its current release has them
/// (App/Modules/FeatureOrders, App/Modules/FeatureCatalog), stored under the same keys.
enum CurrentRelease {
  enum OrdersDestination: NavigationDestination, Codable {
    case list
    case detail(orderId: String)
    case tracking(orderId: String)
    case reportProblem(orderId: String)

    static let moduleName = "orders"
    var access: AccessPolicy {
      switch self {
      case .list: .open
      case .detail(let orderId): .open(.identifier("orderId", orderId))
      case .tracking(let orderId), .reportProblem(let orderId):
        .loginRequired(.identifier("orderId", orderId))
      }
    }
  }

  enum CatalogDestination: NavigationDestination, Codable {
    case grid(categoryId: String?)
    case productDetail(productId: String)
    case search(query: String?)
    case productPicker(categoryId: String?)

    static let moduleName = "catalog"
    var access: AccessPolicy { .open }
  }
}

/// A next release of the sample app: orders renames `tracking` to `shipment`, removes the
/// problem report (landing on the list), and takes over the product screen from the catalog.
enum NextRelease {
  enum OrdersDestination: NavigationDestination, Codable {
    case list
    case detail(orderId: String)
    case shipment(orderId: String)
    case product(productId: String)

    static let moduleName = "orders"
    var access: AccessPolicy {
      switch self {
      case .list: .open
      case .detail(let orderId): .open(.identifier("orderId", orderId))
      case .shipment(let orderId): .loginRequired(.identifier("orderId", orderId))
      case .product(let productId): .open(.identifier("productId", productId))
      }
    }

    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [
        .renamed("tracking", to: "shipment"),
        .removed("reportProblem", landingOn: .list),
        .moved(fromType: "catalog.CatalogDestination", case: "productDetail", to: "product"),
      ]
    }
  }

  enum CatalogDestination: NavigationDestination, Codable {
    case grid(categoryId: String?)
    case search(query: String?)
    case productPicker(categoryId: String?)

    static let moduleName = "catalog"
    var access: AccessPolicy { .open }
  }

  /// A coder of the next release's two types.
  static func coder() throws -> NavigationSnapshotCoder {
    var codecs = DestinationCodecRegistry()
    try codecs.register(OrdersDestination.self)
    try codecs.register(CatalogDestination.self)
    return NavigationSnapshotCoder(codecs: codecs)
  }
}

/// The release after the next: `shipment` is renamed again, to `delivery`.
enum ReleaseAfterNext {
  enum OrdersDestination: NavigationDestination, Codable {
    case list
    case detail(orderId: String)
    case delivery(orderId: String)

    static let moduleName = "orders"
    var access: AccessPolicy { .open }

    static var changesSinceEarlierReleases: [DestinationChange<Self>] {
      [.renamed("shipment", to: "delivery"), .renamed("tracking", to: "shipment")]
    }
  }
}

/// A stored destination as JSON text.
func stored(_ type: String, _ value: String) -> String {
  #"{"type":"\#(type)","value":\#(value)}"#
}

/// A document of one tab "orders" whose path is `path`.
func ordersDocument(_ path: [String]) -> Data {
  StoredJSON.document(tabs: [StoredJSON.tab("orders", path: path)], selected: "orders")
}

/// The key of the sample's orders destinations in every release.
let ordersKey = "orders.OrdersDestination"

/// The key of the sample's catalog destinations in every release.
let catalogKey = "catalog.CatalogDestination"
