import AppComposition
import FeatureCatalog
import FeatureOrders
import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// One composition, shown as tabs on iPhone or as a split view on iPad: deep links, the stack
/// navigation of views and restoration act on the same state in either layout.
@MainActor
@Suite(.needsValidComposition) struct SplitLayoutCompositionTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("SplitLayoutCompositionTests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test func aDeepLinkSelectsTheOwningSectionAndBuildsItsDetailStack() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    #expect(app.select("catalog"))
    app.tabs.columnVisibility = .detailOnly

    let outcome = app.open(.link("myapp://orders/A-1/track"))

    #expect(outcome.name == "navigated")
    #expect(app.tabs.selectedTab == "orders")
    #expect(
      app.tabs.selectedNavigator.path == [
        OrdersDestination.detail(orderId: "A-1").erased,
        OrdersDestination.tracking(orderId: "A-1").erased,
      ])
    #expect(app.tabs.columnVisibility == .detailOnly)
  }

  @Test func aStateSavedWithTheSplitViewRestoresAsTabsAndBack() throws {
    let file = folder.appendingPathComponent("navigation.json")
    let split = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: file)
    split.open(try #require(URL(string: "myapp://catalog/product/P-100")))
    split.app.tabs.columnVisibility = .all
    try split.save()

    let tabs = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: file)
    #expect(try tabs.restoration?.get().issues == [])
    #expect(tabs.app.tabs.selectedTab == "catalog")
    #expect(
      tabs.app.tabs.selectedNavigator.path == [
        CatalogDestination.productDetail(productId: "P-100").erased
      ])
    #expect(tabs.app.tabs.columnVisibility == .all)
  }

  @Test func aViewInASheetActsOnTheSheetsStack() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    let orders = try #require(app.tabs.navigator(for: "orders"))
    orders.present(CatalogDestination.productPicker(categoryId: nil), as: .sheet)
    #expect(orders.presentation?.style == .sheet)
    let sheet = try #require(orders.presentation?.navigator)
    let inSheet = NavigationHandler(app: app, stack: sheet)
    let inTab = NavigationHandler(app: app, stack: orders)

    inSheet(.push(CatalogDestination.grid(categoryId: "kitchen")))
    inTab(.push(OrdersDestination.detail(orderId: "A-2")))

    #expect(sheet.path == [CatalogDestination.grid(categoryId: "kitchen").erased])
    #expect(orders.path == [OrdersDestination.detail(orderId: "A-2").erased])

    inSheet(.pop)
    #expect(sheet.path.isEmpty)
    inSheet(.dismiss)
    #expect(orders.presentation == nil)
    #expect(orders.path == [OrdersDestination.detail(orderId: "A-2").erased])
  }

  @Test func aViewCanDismissEverythingAndPopToTheRootOfItsTab() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    app.open(.link("myapp://orders/A-1/track"))
    let orders = app.tabs.selectedNavigator
    orders.present(CatalogDestination.productPicker(categoryId: nil), as: .sheet)
    #expect(orders.presentation?.style == .sheet)
    let sheet = try #require(orders.presentation?.navigator)

    NavigationHandler(app: app, stack: sheet)(.returnToTabRoot)

    #expect(orders.presentation == nil)
    #expect(orders.path.isEmpty)
    #expect(app.tabs.selectedTab == "orders")
  }
}
