import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigatorPresentationTests {
  @Test(arguments: PresentationStyle.allCases)
  func presentGivesTheDestinationAStackOfItsOwn(style: PresentationStyle) throws {
    let (navigator, recorder) = makeNavigator()
    navigator.push(Alpha.detail("1"))
    _ = recorder.drain()

    navigator.present(BetaDestination.detail(id: "2"), as: style)

    let presentation = try #require(navigator.presentation)
    #expect(presentation.style == style)
    #expect(presentation.destination == Beta.detail("2"))
    #expect(navigator.topmost === presentation.navigator)
    #expect(navigator.topmost.scope == .tab("alpha", style))
    #expect(navigator.topmost.path == [])
    #expect(navigator.topmost.current == Beta.detail("2"))
    #expect(navigator.path == [Alpha.detail("1")])
    #expect(recorder.events == [.presented(Beta.detail("2"), style: style, scope: .tab("alpha"))])
  }

  @Test func pushesInsideASheetBuildTheSheetsStack() {
    let (navigator, recorder) = makeNavigator()
    navigator.present(Beta.home, as: .sheet)
    _ = recorder.drain()

    navigator.topmost.push(BetaDestination.detail(id: "1"))
    navigator.topmost.push(Alpha.edit("1"))

    #expect(navigator.path == [])
    #expect(navigator.topmost.path == [Beta.detail("1"), Alpha.edit("1")])
    #expect(navigator.topmost.current == Alpha.edit("1"))
    #expect(
      recorder.events == [
        .pushed([Beta.detail("1")], scope: .tab("alpha", .sheet)),
        .pushed([Alpha.edit("1")], scope: .tab("alpha", .sheet)),
      ])
  }

  @Test func dismissDiscardsTheSheetAndItsStack() {
    let (navigator, recorder) = makeNavigator()
    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.push(Beta.detail("1"))
    _ = recorder.drain()

    #expect(navigator.dismiss())

    #expect(navigator.presentation == nil)
    #expect(navigator.topmost === navigator)
    #expect(recorder.drain() == [.dismissed(Beta.home, style: .sheet, scope: .tab("alpha"))])

    navigator.present(Beta.home, as: .sheet)
    #expect(navigator.topmost.path == [])
  }

  @Test func nestedPresentationsDismissInnermostFirst() {
    let (navigator, recorder) = makeNavigator()

    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.present(Alpha.edit("1"), as: .fullScreenCover)

    #expect(navigator.presentation?.style == .sheet)
    #expect(navigator.presentation?.destination == Beta.home)
    #expect(navigator.presentation?.navigator.presentation?.style == .fullScreenCover)
    #expect(navigator.presentation?.navigator.presentation?.destination == Alpha.edit("1"))
    #expect(navigator.topmost.scope == .tab("alpha", .sheet, .fullScreenCover))
    #expect(navigator.topmost.current == Alpha.edit("1"))

    #expect(navigator.dismiss())
    #expect(navigator.topmost.current == Beta.home)
    #expect(navigator.dismiss())
    #expect(navigator.topmost === navigator)
    #expect(
      recorder.events == [
        .presented(Beta.home, style: .sheet, scope: .tab("alpha")),
        .presented(Alpha.edit("1"), style: .fullScreenCover, scope: .tab("alpha", .sheet)),
        .dismissed(Alpha.edit("1"), style: .fullScreenCover, scope: .tab("alpha", .sheet)),
        .dismissed(Beta.home, style: .sheet, scope: .tab("alpha")),
      ])
  }

  @Test func presentingWhilePresentingReplacesThePresentation() {
    let (navigator, recorder) = makeNavigator()
    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.push(Beta.detail("1"))
    _ = recorder.drain()

    navigator.present(Alpha.edit("1"), as: .fullScreenCover)

    #expect(navigator.presentation?.style == .fullScreenCover)
    #expect(navigator.presentation?.destination == Alpha.edit("1"))
    #expect(navigator.topmost.path == [])
    #expect(
      recorder.events == [
        .dismissed(Beta.home, style: .sheet, scope: .tab("alpha")),
        .presented(Alpha.edit("1"), style: .fullScreenCover, scope: .tab("alpha")),
      ])
  }

  @Test func dismissTakesTheChildsDialogBeforeTheChild() {
    let (navigator, recorder) = makeNavigator()
    navigator.showAlert(DialogState(title: "Parent"))
    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.showAlert(DialogState(title: "Child"))
    _ = recorder.drain()

    #expect(navigator.dismiss())
    #expect(navigator.presentation?.navigator.alert == nil)
    #expect(navigator.presentation?.style == .sheet)
    #expect(navigator.dismiss())
    #expect(navigator.presentation == nil)
    #expect(navigator.alert == DialogState(title: "Parent"))
    #expect(navigator.dismiss())
    #expect(navigator.alert == nil)
    #expect(!navigator.dismiss())
    #expect(
      recorder.events == [
        .dialogDismissed(title: "Child", scope: .tab("alpha", .sheet)),
        .dismissed(Beta.home, style: .sheet, scope: .tab("alpha")),
        .dialogDismissed(title: "Parent", scope: .tab("alpha")),
      ])
  }

  @Test func dismissingNothingDoesNothing() {
    let (navigator, recorder) = makeNavigator()

    #expect(!navigator.dismiss())
    #expect(!navigator.dismissPresentation())
    navigator.dismissAll()

    #expect(recorder.events == [])
  }

  @Test func dismissAllClosesThePresentationAndTheDialog() {
    let (navigator, recorder) = makeNavigator()
    navigator.showConfirmationDialog(DialogState(title: "Sure?", actions: [.cancel()]))
    navigator.present(Beta.home, as: .sheet)
    navigator.topmost.present(Alpha.edit("1"), as: .sheet)
    _ = recorder.drain()

    navigator.dismissAll()

    #expect(navigator.presentation == nil)
    #expect(navigator.confirmationDialog == nil)
    #expect(navigator.topmost === navigator)
    #expect(
      recorder.events == [
        .dismissed(Beta.home, style: .sheet, scope: .tab("alpha")),
        .dialogDismissed(title: "Sure?", scope: .tab("alpha")),
      ])
  }

  @Test func presentationsListTheChainOutermostFirst() {
    let navigator = Navigator(root: Alpha.list)
    #expect(navigator.presentations.isEmpty)
    navigator.present(Alpha.edit("1"), as: .fullScreenCover)
    navigator.topmost.present(Beta.home, as: .sheet)
    #expect(navigator.presentations.map(\.destination) == [Alpha.edit("1"), Beta.home])
    #expect(navigator.presentations.map(\.style) == [.fullScreenCover, .sheet])
    #expect(navigator.presentations.last?.navigator === navigator.topmost)
  }
}
