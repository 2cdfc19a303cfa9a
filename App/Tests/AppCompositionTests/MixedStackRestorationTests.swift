import AppComposition
import Foundation
import NavigationKit
import NavigationKitTesting
import NavigationStateStore
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

@MainActor
@Suite(.needsValidComposition) struct MixedStackRestorationTests {
  /// A new empty folder, removed when released.
  final class Folder: Sendable {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appending(path: "MixedStackRestorationTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }
  }

  let folder: Folder
  let store: StateFileStore

  init() throws {
    folder = try Folder()
    store = StateFileStore(url: folder.url.appending(path: "state.json"))
  }

  private func persistence(of app: AppNavigator) -> NavigationStatePersistence {
    NavigationStatePersistence(app: app, store: store)
  }

  /// Orders shows order A-1 with catalog's product P-100 pushed over it; catalog presents a
  /// search sheet with a product inside; catalog is selected.
  /// Both tabs with stacks and presentations, the Catalog's sheet covered by Orders' tracking
  /// screen (which needs login) unless `tracking` is false.
  private func makeMixedState(_ app: AppNavigator, tracking: Bool = true) throws {
    let orders = try #require(app.tabs.navigator(for: "orders"))
    orders.push(OrdersDestination.detail(orderId: "A-1"))
    let viewProduct = try #require(
      app.visibleScreen.actions.first { $0.title == "View product Chef's Knife" })
    app.perform(viewProduct.navigation)
    #expect(orders.path.last == CatalogDestination.productDetail(productId: "P-100").erased)
    let catalog = try #require(app.tabs.navigator(for: "catalog"))
    catalog.push(CatalogDestination.grid(categoryId: "kitchen"))
    catalog.present(CatalogDestination.search(query: "knife"), as: .sheet)
    let search = try #require(catalog.presentation?.navigator)
    search.push(CatalogDestination.productDetail(productId: "P-100"))
    if tracking {
      search.present(OrdersDestination.tracking(orderId: "A-1"), as: .fullScreenCover)
    }
    try #require(app.select("catalog"))
  }

  /// The `"type"` a snapshot of `destination` alone on a stack is written with.
  private func storedType(
    of destination: AnyDestination, by coder: NavigationSnapshotCoder
  ) throws -> String? {
    let snapshot = NavigationKit.NavigationSnapshot(
      selectedTab: "orders", tabs: [.init(id: "orders", path: [destination])])
    let (data, issues) = coder.encode(snapshot)
    #expect(issues == [], "\(destination)")
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tabs = try #require(json["tabs"] as? [[String: Any]])
    let path = try #require(tabs.first?["path"] as? [[String: Any]])
    return path.first?["type"] as? String
  }

  @Test func theAppsCodecsAreExactlyItsFeatures() throws {
    let app = try AppComposition.makeNavigator()
    let coder = app.snapshotCoder
    let modules = AppComposition.features.map { $0.module().name }

    // Every destination a user reaches is written, under the key of its module's type: one key
    // per feature, and every feature's.
    var keys: Set<String> = []
    for destination in CompositionCheck.reachableDestinations(in: app) {
      keys.insert(try #require(try storedType(of: destination, by: coder)))
    }
    #expect(keys.count == modules.count)
    #expect(Set(keys.map { String($0.prefix { $0 != "." }) }) == Set(modules))
    // And no other type: a destination of a type no feature installs is not written.
    let stray = NavigationKit.NavigationSnapshot(
      selectedTab: "orders",
      tabs: [.init(id: "orders", path: [Uninstalled.screen.erased])])
    #expect(
      coder.encode(stray).issues == [
        .dropped(
          scope: "orders", position: 0, count: 1,
          reason: .unregisteredType("uninstalled.Uninstalled"))
      ])
  }

  @Test func aMixedStackIsRestoredIntoANewApp() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    try makeMixedState(app)
    #expect(
      try #require(app.tabs.navigator(for: "orders")).path == [
        OrdersDestination.detail(orderId: "A-1").erased,
        CatalogDestination.productDetail(productId: "P-100").erased,
      ])
    #expect(try persistence(of: app).save() == [])

    let relaunched = try AppComposition.makeNavigator(isLoggedIn: true)
    let report = try persistence(of: relaunched).restore()

    #expect(report.outcome == .restored)
    #expect(report.issues == [])
    #expect(report.setAside == nil)
    #expect(report.setAsideFailure == nil)
    #expect(relaunched.snapshot == app.snapshot)
    #expect(relaunched.tabs.selectedTab == "catalog")
    #expect(relaunched.visibleScreen is OrderTrackingScreen)
    try #require(relaunched.select("orders"))
    #expect((relaunched.visibleScreen as? ProductDetailScreen)?.product.id == "P-100")
  }

  @Test func theRestoredAppSavesNothingNewUntilItChanges() throws {
    let app = try AppComposition.makeNavigator()
    try makeMixedState(app)
    try persistence(of: app).save()
    let saved = try Data(contentsOf: store.url)

    let relaunched = try AppComposition.makeNavigator()
    let relaunchedPersistence = persistence(of: relaunched)
    try relaunchedPersistence.restore()
    try FileManager.default.removeItem(at: store.url)
    try relaunchedPersistence.save()
    #expect(!FileManager.default.fileExists(atPath: store.url.path(percentEncoded: false)))

    #expect(relaunched.tabs.selectedNavigator.dismiss())
    try relaunchedPersistence.save()
    let written = try Data(contentsOf: store.url)
    #expect(written != saved)
    #expect(relaunchedPersistence.coder.decode(written).snapshot == relaunched.snapshot)
  }

  @Test func thePendingLinkAndTheLoginAreNotSaved() throws {
    let loggedOut = try AppComposition.makeNavigator(isLoggedIn: false)
    try makeMixedState(loggedOut, tracking: false)
    #expect(loggedOut.open(.link("myapp://orders/A-9/track")).isDeferred)
    #expect(loggedOut.waitingForLogin != nil)
    try persistence(of: loggedOut).save()
    let savedLoggedOut = try Data(contentsOf: store.url)

    let loggedIn = try AppComposition.makeNavigator(isLoggedIn: true)
    try makeMixedState(loggedIn, tracking: false)
    try persistence(of: loggedIn).save()
    let savedLoggedIn = try Data(contentsOf: store.url)

    #expect(savedLoggedOut == savedLoggedIn)
    #expect(!String(decoding: savedLoggedOut, as: UTF8.self).contains("A-9"))
    let relaunched = try AppComposition.makeNavigator()
    try persistence(of: relaunched).restore()
    #expect(relaunched.waitingForLogin == nil)
    #expect(!relaunched.isLoggedIn)
  }
}

extension DeepLinkOutcome {
  /// Whether the link waits for login.
  fileprivate var isDeferred: Bool {
    if case .deferred = self { true } else { false }
  }
}

/// A destination of a type no feature installs.
private enum Uninstalled: NavigationDestination, Codable {
  case screen

  static let moduleName = "uninstalled"
  var access: AccessPolicy { .open }
}
