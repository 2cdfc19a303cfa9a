import AppComposition
import FeatureOrders
import NavigationKit
import Testing

/// A third feature whose routes step on Orders' links.
enum RogueDestination: NavigationDestination, Codable {
  case item(String)
  static let moduleName = "rogue"
  var access: AccessPolicy { .open }
}

struct RogueScreen: ScreenModel {
  let title = "Rogue"
  let lines: [String] = []
  let actions: [ScreenAction] = []
}

struct RogueResolver: DestinationResolver {
  func resolve(_ destination: RogueDestination) -> any ScreenModel { RogueScreen() }
}

@MainActor
@Suite(.needsValidComposition) struct DeepLinkCompositionTests {
  func rogue(_ pattern: String) -> FeatureModule {
    FeatureModule(
      resolver: RogueResolver(),
      deepLinkRoutes: [
        DeepLinkRoute(pattern) {
          [.item($0["id"])]
        } parameters: { _ in
          nil
        }
      ])
  }

  func compose(_ pattern: String) throws(CompositionError) -> AppNavigator {
    let rogue = rogue(pattern)
    return try AppComposition.makeNavigator(
      features: AppComposition.features + [
        FeatureWiring(tab: NavigationTab("rogue", root: RogueDestination.item("root"))) { rogue }
      ])
  }

  @Test func aRouteOverlappingAnotherFeaturesStopsTheAppNamingBoth() {
    #expect {
      _ = try compose("orders/{id}/track")
    } throws: { error in
      guard case .deepLinks(let issues) = error as? CompositionError else { return false }
      return issues.count == 1
        && issues[0].contains("'orders/{orderId}' (orders)")
        && issues[0].contains("'orders/{id}/track' (rogue)")
    }
  }

  @Test func aLiteralBesideOrderIdWinsAndIsListedAsShadowingIt() throws {
    let app = try compose("orders/new")
    #expect(app.open(.link("myapp://orders/new")).name == "navigated")
    #expect(app.tabs.selectedTab == "rogue")
    #expect(app.tabs.selectedNavigator.path == [RogueDestination.item("").erased])
    #expect(app.open(.link("myapp://orders/A-1")).name == "navigated")
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.selectedNavigator.path == [OrdersDestination.detail(orderId: "A-1").erased])
    let shadowed = app.routes.filter { !$0.shadowedBy.isEmpty }
    #expect(shadowed.map(\.pattern) == ["orders/{orderId}", "orders/{orderId}/track"])
    #expect(shadowed.allSatisfy { $0.shadowedBy == ["orders/new"] })
  }

  @Test func aRouteUnderItsOwnPrefixComposes() throws {
    let app = try compose("rogue/{id}")
    #expect(app.open(.link("myapp://rogue/R-1")).name == "navigated")
    #expect(app.tabs.selectedTab == "rogue")
    #expect(app.tabs.selectedNavigator.path == [RogueDestination.item("R-1").erased])
  }
}
