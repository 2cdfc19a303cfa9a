import NavigationKit
import NavigationKitTesting
import Testing

@testable import Feature__Name__

@MainActor
@Suite struct __Name__FeatureTests {
  /// Every intent the feature sends, unrouted: the harness shows each as a stub screen.
  nonisolated static let intents = __Name__Intents()

  /// Destinations that reach every screen, route and intent of the feature.
  nonisolated static let samples: [__Name__Destination] = [.home, .editor]

  func makeHarness(isLoggedIn: Bool = false) throws -> FeatureHarness {
    try FeatureHarness(
      __Name__Feature.module(intents: Self.intents), root: __Name__Destination.home,
      isLoggedIn: isLoggedIn)
  }

  @Test func passesTheFeatureChecks() {
    let module = __Name__Feature.module(intents: Self.intents)
    #expect(FeatureCheck.issues(of: module, root: .home, samples: Self.samples) == [])
  }

  @Test func editingWaitsForLoginThenPresentsTheSheet() throws {
    let harness = try makeHarness()
    try harness.tap("Edit")
    #expect(harness.visibleDestination == __Name__Destination.home.erased)
    let login = try harness.logIn()
    #expect(login.presented == [.init(destination: __Name__Destination.editor, style: .sheet)])
    #expect(try harness.tap("Done").descriptions.count == 1)
    #expect(harness.visibleDestination == __Name__Destination.home.erased)
  }

  /// Exhaustive: every event each step causes is asserted, so a step that starts doing more
  /// fails here.
  @Test func editingWhileLoggedInPresentsTheSheetAndNothingElse() throws {
    let harness = try FeatureHarness(
      __Name__Feature.module(intents: Self.intents), root: __Name__Destination.home,
      isLoggedIn: true, exhaustivity: .exhaustive)
    try harness.tap("Edit")
    try harness.expect([
      .presented(__Name__Destination.editor.erased, style: .sheet, scope: .tab("__module__"))
    ])
    try harness.finish()
  }

  @Test func goingHomeSendsAnIntentToAnotherModule() throws {
    let harness = try makeHarness()
    #expect(try harness.tap("Go home").sent(ShowHome.self) == ShowHome())
  }

  @Test func theEditLinkWaitsForLogin() throws {
    let harness = try makeHarness()
    #expect(try harness.open("myapp://__module__/edit").disposition == .waitingForLogin)
    try harness.logIn()
    #expect(harness.visibleDestination == __Name__Destination.editor.erased)
  }
}
