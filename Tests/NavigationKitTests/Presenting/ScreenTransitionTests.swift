import Testing

@testable import NavigationKit

/// Which transition each path entry and presentation asked for, as the adapter reads it.
@MainActor
@Suite struct ScreenTransitionTests {
  let zoom = ScreenTransition.zoom(sourceID: "cell-1")

  @Test func aPushRecordsItsTransitionAndAPopForgetsIt() {
    let (navigator, recorder) = makeNavigator()

    navigator.push(Alpha.detail("1"))
    navigator.push(Beta.detail("2"), transition: zoom)

    #expect(navigator.transition(at: 0) == .automatic)
    #expect(navigator.transition(at: 1) == zoom)
    #expect(navigator.transition(for: Beta.detail("2")) == zoom)
    #expect(navigator.pathTransitions == [1: zoom])
    // The transition is how it came in, not a change of its own: events are as before.
    #expect(
      recorder.drain() == [
        .pushed([Alpha.detail("1")], scope: .tab("alpha")),
        .pushed([Beta.detail("2")], scope: .tab("alpha")),
      ])

    navigator.pop()
    navigator.push(Beta.detail("2"))

    #expect(navigator.transition(for: Beta.detail("2")) == .automatic)
    #expect(navigator.pathTransitions.isEmpty)
  }

  @Test func aNewPathKeepsTheTransitionsOfTheEntriesItKeepsInPlace() {
    let (navigator, _) = makeNavigator()
    navigator.push(Alpha.detail("1"), transition: zoom)
    navigator.push(Alpha.detail("2"), transition: .zoom(sourceID: "cell-2"))

    navigator.setPath([Alpha.detail("1"), Beta.home])
    #expect(navigator.pathTransitions == [0: zoom])

    // As NavigationStack sets it on a swipe back.
    navigator.setPath([])
    #expect(navigator.pathTransitions.isEmpty)
    #expect(navigator.transition(at: 0) == .automatic)
  }

  @Test func theTopmostOccurrenceOfADestinationGivesItsTransition() {
    let (navigator, _) = makeNavigator()
    navigator.push(Alpha.detail("1"))
    navigator.push(Beta.home)
    navigator.push(Alpha.detail("1"), transition: zoom)

    #expect(navigator.transition(for: Alpha.detail("1")) == zoom)
    #expect(navigator.transition(for: Alpha.list) == .automatic)
    #expect(navigator.transition(at: 7) == .automatic)
  }

  @Test func aScreensActionPushesAndPresentsWithWhatItAsks() throws {
    let (app, recorder) = try makeApp()
    let options = PresentationOptions(detents: [.medium, .large], sizing: .form)

    app.perform(.push(AlphaDestination.detail(id: "1"), transition: zoom))
    app.perform(.present(Beta.home, style: .sheet, options: options, transition: zoom))

    let alpha = app.tabs.navigators[0]
    #expect(alpha.transition(for: Alpha.detail("1")) == zoom)
    let sheet = try #require(alpha.presentation)
    #expect(sheet.options == options)
    #expect(sheet.transition == zoom)
    #expect(
      recorder.drain() == [
        .pushed([Alpha.detail("1")], scope: .tab("alpha")),
        .presented(Beta.home, style: .sheet, scope: .tab("alpha")),
      ])
  }

  @Test func anIntentRouteZoomsFromTheViewMarkedWithTheIntent() throws {
    let (app, _) = try makeApp()
    let route = IntentRoute<ShowBetaDetail>.push { BetaDestination.detail(id: $0.id) }
      .transition { .zoom(sourceID: TransitionSourceID($0)) }

    app.perform(route(ShowBetaDetail(id: "7")))

    let expected = ScreenTransition.zoom(sourceID: TransitionSourceID(ShowBetaDetail(id: "7")))
    #expect(expected.sourceID?.rawValue == #"ShowBetaDetail(id: "7")"#)
    #expect(app.tabs.navigators[0].transition(for: Beta.detail("7")) == expected)
  }

  @Test func aPresentingRouteCarriesItsOptionsAndTransition() throws {
    let (app, recorder) = try makeApp()
    let options = PresentationOptions(detents: [.fraction(0.25)], interactiveDismissDisabled: true)
    let route = IntentRoute<ShowBetaHome>.present(as: .sheet, options: options) { _ in
      BetaDestination.home
    }
    .transition { _ in zoom }

    app.perform(route(ShowBetaHome()))

    let sheet = try #require(app.tabs.navigators[0].presentation)
    #expect(sheet.options == options)
    #expect(sheet.transition == zoom)
    #expect(
      recorder.drain().last
        == .intentHandled(
          SentIntent(
            intent: ShowBetaHome(), destination: Beta.home,
            presentation: .present(.sheet, options: options), transition: zoom)))
  }

  @Test func aRequestRouteCarriesItsOptionsAndTransition() throws {
    let (app, _) = try makeApp()
    let options = PresentationOptions(detents: [.medium])
    let route = IntentRoute<ChooseBeta>.present(as: .sheet, options: options) { _ in
      BetaDestination.home
    } answer: { (id: String) in
      id
    }
    .transition { _ in zoom }

    app.perform(route(ChooseBeta()) { _ in })

    let sheet = try #require(app.tabs.navigators[0].presentation)
    #expect(sheet.options == options)
    #expect(sheet.transition == zoom)
  }

  @Test func aPushWaitingForLoginIsShownAsItAskedOnceLoggedIn() throws {
    let (app, _) = try makeApp(isLoggedIn: false)

    app.perform(.push(AlphaDestination.edit(id: "1"), transition: zoom))
    #expect(app.tabs.navigators[0].path.isEmpty)
    app.perform(
      .present(
        Alpha.edit("2"), style: .sheet, options: PresentationOptions(detents: [.medium]),
        transition: zoom))
    app.logIn()

    let sheet = try #require(app.tabs.navigators[0].presentation)
    #expect(sheet.destination == Alpha.edit("2"))
    #expect(sheet.options.detents == [.medium])
    #expect(sheet.transition == zoom)
  }

  @Test func descriptionsSayWhatDiffersFromTheDefaults() {
    let options = PresentationOptions(
      detents: [.medium, .large, .fraction(0.5), .height(300)], sizing: .page,
      interactiveDismissDisabled: true)

    #expect(PresentationOptions.automatic.description == "automatic")
    #expect(
      options.description
        == "detents: medium, large, fraction 0.5, height 300.0; sizing: page; "
        + "interactive dismissal: disabled")
    #expect(Presentation.present(.sheet).description == "sheet")
    #expect(
      Presentation.present(.sheet, options: PresentationOptions(detents: [.medium])).description
        == "sheet (detents: medium)")
    #expect(ScreenTransition.automatic.description == "automatic")
    #expect(zoom.description == #"zoom from "cell-1""#)
    #expect(
      NavigationAction.push(Alpha.detail("1"), transition: zoom).description
        == #"push alpha.detail(id: "1") with zoom from "cell-1""#)
    #expect(
      NavigationAction.present(Beta.home, style: .sheet).description
        == "present beta.home as sheet")
    #expect(
      ScreenTransition.zoom(from: AlphaDestination.detail(id: "1")).sourceID?.rawValue
        == #"alpha.detail(id: "1")"#)
  }

  @Test(arguments: [
    (SheetDetent.medium, true), (.large, true), (.fraction(1), true), (.fraction(0.01), true),
    (.fraction(0), false), (.fraction(1.5), false), (.fraction(-0.5), false),
    (.fraction(.nan), false), (.height(1), true), (.height(0), false),
    (.height(.infinity), false), (.height(-20), false),
  ])
  func detentsKnowTheirRange(detent: SheetDetent, isValid: Bool) {
    #expect(detent.isValid == isValid)
  }
}

/// Asks beta to choose an id.
struct ChooseBeta: NavigationRequest {
  typealias Result = String
}
