import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

@MainActor
@Suite(.needsValidComposition) struct DeepLinkEventTests {
  let app: AppNavigator
  let log: EventLog

  init() throws {
    app = try AppComposition.makeNavigator()
    log = EventLog(app.events)
  }

  @Test func navigatedLinkReportsItsChangesThenItsOutcome() throws {
    let outcome = app.open(.link("myapp://orders/A-1"))

    #expect(
      log.drain() == [
        .pushed([OrdersDestination.detail(orderId: "A-1").erased], scope: .tab("orders")),
        .deepLinkOpened(outcome),
        .screenViewed(OrdersDestination.detail(orderId: "A-1").erased, scope: .tab("orders")),
      ])
  }

  @Test func searchLinkReportsTheTabSwitchAndTheSheetThenItsOutcome() throws {
    let outcome = app.open(.link("myapp://catalog/search?q=knife"))

    #expect(
      log.drain() == [
        .tabSelected(from: "orders", to: "catalog"),
        .presented(
          CatalogDestination.search(query: "knife").erased, style: .sheet, scope: .tab("catalog")),
        .deepLinkOpened(outcome),
        .screenViewed(
          CatalogDestination.search(query: "knife").erased, scope: .tab("catalog", .sheet)),
      ])
  }

  @Test func rejectedLinkReportsOnlyItsOutcome() throws {
    let outcome = app.open(.link("https://evil.com/orders"))

    #expect(
      outcome == .rejected(url: "https://evil.com/orders", reason: .hostNotAllowed("evil.com")))
    #expect(log.drain() == [.deepLinkOpened(outcome)])
  }

  @Test func deferredLinkReportsItsOutcomeThenItsNavigationAtLogIn() throws {
    let deferred = app.open(.link("myapp://orders/A-1/track"))
    #expect(log.drain() == [.deepLinkOpened(deferred)])

    let match = try AppLinks.match("myapp://orders/A-1/track")
    let waited = try #require(app.logIn())
    #expect(waited.deepLink == match)
    #expect(
      log.drain().suffix(2) == [
        .deepLinkOpened(.navigated(match)),
        .screenViewed(OrdersDestination.tracking(orderId: "A-1").erased, scope: .tab("orders")),
      ])
  }

  @Test func replacedAndLoggedOutPendingLinksAreReportedDiscarded() throws {
    let older = app.open(.link("myapp://orders/A-1/track"))
    let newer = app.open(.link("myapp://orders/A-2/track"))
    app.logOut()

    #expect(
      log.drain() == [
        .deepLinkOpened(.deferred(try AppLinks.match("myapp://orders/A-1/track"))),
        .linkDiscarded(older, reason: .replaced),
        .deepLinkOpened(newer),
        .linkDiscarded(newer, reason: .loggedOut),
      ])
  }

  @Test func everyOpenReportsTheOutcomeItReturns() throws {
    let urls = [
      "myapp://orders/A-1", "myapp://orders/A-1/track", "myapp://orders/..",
      "https://myapp.example.com/catalog/search", "myapp://catalog", "javascript:alert(1)",
    ]

    let outcomes = urls.map { app.open(.link($0)) }

    #expect(
      outcomes.map(\.name) == [
        "navigated", "deferred", "rejected", "navigated", "navigated", "rejected",
      ])
    #expect(log.openedLinks == outcomes)
  }
}
