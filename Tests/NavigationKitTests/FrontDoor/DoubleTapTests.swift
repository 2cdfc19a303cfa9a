import Testing

@testable import NavigationKit

/// A second tap on what the first tap showed changes nothing and says so.
@MainActor
@Suite struct DoubleTapTests {
  let alpha = NavigationScope.tab("alpha")

  @Test func aSecondPushOfTheScreenOnTopIsIgnoredAndReported() throws {
    let (app, recorder) = try makeApp()
    let push = NavigationAction.push(AlphaDestination.detail(id: "1"))

    #expect(app.perform(push) == .performed)
    #expect(app.perform(push) == .unchanged(reason: #"alpha.detail(id: "1") is shown already"#))

    #expect(app.tabs.selectedNavigator.path == [Alpha.detail("1")])
    #expect(
      recorder.drain() == [
        .pushed([Alpha.detail("1")], scope: alpha),
        .duplicateNavigationIgnored(Alpha.detail("1"), scope: alpha),
      ])
  }

  @Test func aPushThatAllowsDuplicatesPushesTheSameScreenAgain() throws {
    let (app, recorder) = try makeApp()
    let push = NavigationAction.push(AlphaDestination.detail(id: "1"), allowsDuplicate: true)

    app.perform(push)
    #expect(app.perform(push) == .performed)

    #expect(app.tabs.selectedNavigator.path == [Alpha.detail("1"), Alpha.detail("1")])
    #expect(
      recorder.drain() == Array(repeating: .pushed([Alpha.detail("1")], scope: alpha), count: 2))
  }

  @Test func anotherScreenOrTheSameOneLowerDownIsPushedAsUsual() throws {
    let (app, _) = try makeApp()

    app.perform(.push(AlphaDestination.detail(id: "1")))
    app.perform(.push(AlphaDestination.detail(id: "2")))
    #expect(app.perform(.push(AlphaDestination.detail(id: "1"))) == .performed)

    #expect(
      app.tabs.selectedNavigator.path == [Alpha.detail("1"), Alpha.detail("2"), Alpha.detail("1")])
  }

  @Test func pushingTheTabsRootOntoItIsIgnored() throws {
    let (app, recorder) = try makeApp()

    #expect(app.perform(.push(AlphaDestination.list)) != .performed)

    #expect(app.tabs.selectedNavigator.path.isEmpty)
    #expect(recorder.drain() == [.duplicateNavigationIgnored(Alpha.list, scope: alpha)])
  }

  @Test func aSecondPresentationOfWhatIsPresentedIsIgnored() throws {
    let (app, recorder) = try makeApp()
    let present = NavigationAction.present(Beta.home, style: .sheet)
    let tab = app.tabs.selectedNavigator

    app.perform(present, in: tab)
    let sheet = try #require(tab.presentation)
    // From the screen under the sheet, as its button sends it, and from the sheet on top.
    #expect(app.perform(present, in: tab) != .performed)
    #expect(app.perform(present) != .performed)

    #expect(tab.presentation?.id == sheet.id)
    #expect(tab.presentation?.navigator.presentation == nil)
    #expect(
      recorder.drain() == [
        .presented(Beta.home, style: .sheet, scope: alpha),
        .duplicateNavigationIgnored(Beta.home, scope: alpha),
        .duplicateNavigationIgnored(Beta.home, scope: alpha.presenting(.sheet)),
      ])
  }

  @Test func aSecondIntentToTheScreenOnTopIsIgnored() throws {
    let (app, recorder) = try makeApp()
    let send = AlphaIntents(.push).showBetaDetail(ShowBetaDetail(id: "9"))

    app.perform(send)
    #expect(app.perform(send) != .performed)

    #expect(app.tabs.selectedNavigator.path == [Beta.detail("9")])
    #expect(recorder.drain().last == .duplicateNavigationIgnored(Beta.detail("9"), scope: alpha))
  }

  @Test func aPathThatAddsTheSameScreenTwiceInOneChangeKeepsOne() throws {
    let (app, recorder) = try makeApp()
    let navigator = app.tabs.selectedNavigator

    // A double tap on a link: the platform appends its destination twice in one change.
    app.setPath([Alpha.detail("1"), Alpha.detail("1")], of: navigator)
    #expect(navigator.path == [Alpha.detail("1")])
    // And once more, on top of the same screen.
    #expect(app.setPath([Alpha.detail("1"), Alpha.detail("1")], of: navigator) != .performed)

    #expect(navigator.path == [Alpha.detail("1")])
    #expect(
      recorder.drain() == [
        .duplicateNavigationIgnored(Alpha.detail("1"), scope: alpha),
        .pushed([Alpha.detail("1")], scope: alpha),
        .duplicateNavigationIgnored(Alpha.detail("1"), scope: alpha),
      ])
  }

  @Test func aPathThatReplacesTheStackIsTakenAsGiven() throws {
    let (app, _) = try makeApp()
    let navigator = app.tabs.selectedNavigator
    navigator.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])

    app.setPath([Alpha.detail("3"), Alpha.detail("3")], of: navigator)

    #expect(navigator.path == [Alpha.detail("3"), Alpha.detail("3")])
  }
}
