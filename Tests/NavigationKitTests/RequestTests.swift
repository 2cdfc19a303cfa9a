import Testing

@testable import NavigationKit

/// Shelf asks crate to choose a box; crate answers with an `OpenedBox`, which the route turns
/// into the box's id.
struct ChooseBox: NavigationRequest {
  typealias Result = String
  let hint: String
}

/// Crate's own answer type.
struct OpenedBox: Hashable, Sendable {
  let id: String
}

/// Asks to show crate's lid, the root of the crate tab.
struct ShowLid: NavigationIntent {}

/// Shelf's requests, routed to crate.
struct ShelfRequests: IntentCatalog {
  var chooseBox = IntentRoute<ChooseBox>.unrouted

  init() {}

  init(chooseBox: IntentRoute<ChooseBox>) {
    self.chooseBox = chooseBox
  }
}

@MainActor
@Suite struct RequestTests {
  /// An app of shelf and crate, and the outcomes shelf received, in order.
  @MainActor
  final class Fixture {
    let app: AppNavigator
    let recorder: EventRecorder
    let requests: ShelfRequests
    var outcomes: [RequestOutcome<String>] = []

    init(_ presentation: Presentation = .present(.sheet)) throws {
      let route: IntentRoute<ChooseBox> =
        presentation == .push
        ? .push({ CrateDestination.open(id: $0.hint) }, answer: { (box: OpenedBox) in box.id })
        : .present(
          as: .sheet, { CrateDestination.open(id: $0.hint) }, answer: { (box: OpenedBox) in box.id }
        )
      requests = ShelfRequests(chooseBox: route)
      app = try AppNavigator(
        features: [.text(ShelfResolver(), intents: requests), .text(CrateResolver())],
        tabs: [
          NavigationTab("shelf", root: ShelfDestination.home),
          NavigationTab("crate", root: CrateDestination.lid),
        ])
      recorder = EventRecorder(app.events)
    }

    /// Sends `ChooseBox(hint:)` from the visible screen.
    func ask(_ hint: String = "h") {
      app.perform(
        requests.chooseBox(ChooseBox(hint: hint)) { [weak self] in self?.outcomes.append($0) })
    }
  }

  @Test func anAnswerDismissesTheProviderThenReachesTheSenderOnce() throws {
    let fixture = try Fixture()
    fixture.ask()
    let shelf = try #require(fixture.app.tabs.navigator(for: "shelf"))
    shelf.topmost.push(Crate.open("inside"))
    #expect(fixture.app.waitingRequests.map { $0.intent as? ChooseBox } == [ChooseBox(hint: "h")])

    fixture.app.perform(.answer(OpenedBox(id: "B-7")))

    #expect(fixture.outcomes == [.completed("B-7")])
    #expect(shelf.presentation == nil)
    #expect(fixture.app.waitingRequests.isEmpty)
    #expect(
      fixture.recorder.events.suffix(2).map(\.description) == [
        #"shelf: dismissed sheet crate.open(id: "h")"#,
        #"request ChooseBox(hint: "h") completed: B-7"#,
      ])
    // The event carries the request as sent, typed, for analytics to switch on.
    let completed = fixture.recorder.events.compactMap { event in
      if case .requestCompleted(let sent, let result) = event { (sent, result) } else { nil }
    }
    #expect(completed.map { $0.0.intent as? ChooseBox } == [ChooseBox(hint: "h")])
    #expect(completed.map(\.1) == ["B-7"])
    fixture.app.perform(.answer(OpenedBox(id: "again")))
    #expect(fixture.outcomes == [.completed("B-7")])
    #expect(
      fixture.recorder.events.last?.description
        == #"answer OpenedBox(id: "again") unmatched: no request waits for an answer here"#)
  }

  @Test func aRequestSentWithoutItsOutcomeStillWaitsForItsAnswer() throws {
    let fixture = try Fixture()
    fixture.app.perform(fixture.requests.chooseBox(ChooseBox(hint: "h")))
    let shelf = try #require(fixture.app.tabs.navigator(for: "shelf"))
    #expect(fixture.app.waitingRequests.map { $0.intent as? ChooseBox } == [ChooseBox(hint: "h")])
    #expect(fixture.app.waitingRequests.map { $0.intent is any NavigationRequest } == [true])

    fixture.app.perform(.answer(OpenedBox(id: "B-7")))

    #expect(shelf.presentation == nil)
    #expect(fixture.app.waitingRequests.isEmpty)
    #expect(
      fixture.recorder.events.last?.description == #"request ChooseBox(hint: "h") completed: B-7"#)
  }

  @Test func dismissingTheProviderCancelsOnce() throws {
    let fixture = try Fixture()
    fixture.ask()
    fixture.app.perform(.dismiss)
    fixture.app.perform(.dismiss)
    #expect(fixture.outcomes == [.cancelled])
    #expect(fixture.recorder.events.last?.description == #"request ChooseBox(hint: "h") cancelled"#)
    let cancelled = fixture.recorder.events.compactMap { event in
      if case .requestCancelled(let sent) = event { sent.intent as? ChooseBox } else { nil }
    }
    #expect(cancelled == [ChooseBox(hint: "h")])
  }

  @Test(arguments: ["tap", "show", "restore"])
  func aTeardownFromElsewhereCancels(_ teardown: String) throws {
    let fixture = try Fixture()
    fixture.ask()
    let app = fixture.app
    switch teardown {
    case "tap": #expect(app.tap("shelf"))
    case "show": app.perform(IntentRoute(always: Crate.lid, as: .selectOwningTab)(ShowLid()))
    default: app.restore(NavigationSnapshot(selectedTab: "shelf", tabs: []))
    }
    #expect(fixture.outcomes == [.cancelled])
    fixture.app.perform(.answer(OpenedBox(id: "late")))
    #expect(fixture.outcomes == [.cancelled])
  }

  @Test func anAnswerOfAnotherTypeIsRefusedAndTheRequestKeepsWaiting() throws {
    let fixture = try Fixture()
    fixture.ask()
    fixture.app.perform(.answer(42))
    #expect(fixture.outcomes.isEmpty)
    #expect(fixture.app.tabs.selectedNavigator.presentation != nil)
    #expect(
      fixture.recorder.events.last?.description
        == #"answer 42 unmatched: request ChooseBox(hint: "h") takes another answer"#)
  }

  @Test func aPushedProviderPopsBackToTheSender() throws {
    let fixture = try Fixture(.push)
    let shelf = try #require(fixture.app.tabs.navigator(for: "shelf"))
    shelf.push(Shelf.box("1"))
    fixture.ask()
    shelf.push(Crate.open("deeper"))
    fixture.app.perform(.answer(OpenedBox(id: "B-1")))
    #expect(fixture.outcomes == [.completed("B-1")])
    #expect(shelf.path == [Shelf.box("1")])
  }

  @Test func poppingAPushedProviderCancels() throws {
    let fixture = try Fixture(.push)
    fixture.ask()
    fixture.app.perform(.pop)
    #expect(fixture.outcomes == [.cancelled])
  }

  @Test func theInnermostOfTwoRequestsIsAnswered() throws {
    let fixture = try Fixture()
    fixture.ask("outer")
    fixture.ask("inner")
    #expect(fixture.app.waitingRequests.count == 2)
    fixture.app.perform(.answer(OpenedBox(id: "I")))
    #expect(fixture.outcomes == [.completed("I")])
    #expect(
      fixture.app.waitingRequests.map { $0.intent as? ChooseBox } == [ChooseBox(hint: "outer")])
  }

  @Test func aSenderCanAwaitTheOutcome() async throws {
    let fixture = try Fixture()
    async let outcome = fixture.app.request(fixture.requests.chooseBox, ChooseBox(hint: "w"))
    while fixture.app.waitingRequests.isEmpty { await Task.yield() }
    fixture.app.perform(.answer(OpenedBox(id: "W")))
    #expect(await outcome == .completed("W"))
  }

  @Test func requestsAreListedWithTheCatalogsIntents() throws {
    let fixture = try Fixture()
    #expect(
      fixture.app.composition.modules[0].intents.map(\.description) == [
        "NavigationKitTests.ChooseBox → crate (sheet)"
      ])
  }
}
