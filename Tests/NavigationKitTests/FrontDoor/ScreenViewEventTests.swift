import Testing

@testable import NavigationKit

/// One screen view each time the screen the user sees changes, whatever changed it, and none
/// when it stays.
@MainActor
@Suite struct ScreenViewEventTests {
  let alpha = NavigationScope.tab("alpha")

  /// An app at alpha's list, recording only screen views.
  func makeApp(isLoggedIn: Bool = true) throws -> (AppNavigator, ScreenViews) {
    let (app, _) = try NavigationKitTests.makeApp(isLoggedIn: isLoggedIn)
    return (app, ScreenViews(app.events))
  }

  @Test func aPushAPopAndAPopToRootEachViewTheScreenOnTop() throws {
    let (app, views) = try makeApp()

    app.perform(.push(AlphaDestination.detail(id: "1")))
    app.perform(.push(AlphaDestination.detail(id: "2")))
    app.perform(.pop)
    app.perform(.popToRoot)

    #expect(
      views.seen == [
        .screenViewed(Alpha.detail("1"), scope: alpha),
        .screenViewed(Alpha.detail("2"), scope: alpha),
        .screenViewed(Alpha.detail("1"), scope: alpha),
        .screenViewed(Alpha.list, scope: alpha),
      ])
  }

  @Test func aPresentationAndTheDismissalThatUncoversTheScreenBelow() throws {
    let (app, views) = try makeApp()
    app.perform(.push(AlphaDestination.detail(id: "1")))

    app.perform(.present(Beta.home, style: .sheet))
    app.perform(.push(BetaDestination.detail(id: "2")))
    app.perform(.dismiss)

    #expect(
      views.seen.dropFirst() == [
        .screenViewed(Beta.home, scope: alpha.presenting(.sheet)),
        .screenViewed(Beta.detail("2"), scope: alpha.presenting(.sheet)),
        .screenViewed(Alpha.detail("1"), scope: alpha),
      ])
  }

  @Test func aTabSwitchViewsTheOtherTabsTopAndAnotherTabsChangeViewsNothing() throws {
    let (app, views) = try makeApp()
    let beta = app.tabs.navigators[1]

    app.select("beta")
    app.perform(.push(AlphaDestination.detail(id: "1")), in: app.tabs.navigators[0])
    app.perform(.push(BetaDestination.detail(id: "3")), in: beta)

    #expect(
      views.seen == [
        .screenViewed(Beta.home, scope: .tab("beta")),
        .screenViewed(Beta.detail("3"), scope: .tab("beta")),
      ])
  }

  @Test func aChangeOfOneOperationIsOneViewOfWhereItEnds() throws {
    let (app, views) = try makeApp()
    let navigator = app.tabs.selectedNavigator

    // Three pushes in one change, as a path set by the platform: one view, of the last.
    app.setPath([Alpha.detail("1"), Alpha.detail("2"), Alpha.detail("3")], of: navigator)
    // Back and forth in one change: the same screen is seen, so nothing is reported.
    app.setPath([Alpha.detail("1"), Alpha.detail("2"), Alpha.detail("3")], of: navigator)

    #expect(views.seen == [.screenViewed(Alpha.detail("3"), scope: alpha)])
  }

  @Test func nothingIsViewedWhenNothingVisibleChanges() throws {
    let (app, views) = try makeApp()

    app.perform(.pop)  // nothing to pop
    app.perform(.showAlert(DialogState(title: "Hello")))  // an alert over the same screen
    app.perform(.dismiss)
    app.perform(.push(AlphaDestination.list))  // a double tap, ignored
    app.select("alpha")

    #expect(views.seen.isEmpty)
  }

  @Test func aLogoutAndARestoreViewWhereTheyLeaveTheUser() throws {
    let (app, views) = try makeApp()
    app.perform(.push(AlphaDestination.edit(id: "1")))  // needs login
    let saved = app.snapshot

    app.logOut()
    app.restore(saved)

    #expect(
      views.seen == [
        .screenViewed(Alpha.edit("1"), scope: alpha),
        .screenViewed(Alpha.list, scope: alpha),
      ])
    #expect(app.logIn() == nil)
    app.restore(saved)
    #expect(views.seen.last == .screenViewed(Alpha.edit("1"), scope: alpha))
  }
}

/// The screen views an app's bus sends, in order.
@MainActor
final class ScreenViews {
  private(set) var seen: [NavigationEvent] = []

  init(_ bus: NavigationEventBus) {
    bus.observe { [weak self] event in
      if case .screenViewed = event { self?.seen.append(event) }
    }
  }
}
