import NavigationKit
import NavigationKitTesting
import Testing

@testable import Feature__Name__

@MainActor
@Suite struct __Name__FeatureTests {
  /// Every intent the feature sends, unrouted: the harness shows each as a stub screen.
  nonisolated static let intents = __Name__Intents()

  /// Destinations that reach every screen, route and intent of the feature.
  nonisolated static let samples: [__Name__Destination] = [
    .home, .detail(itemId: "item-1"), .detail(itemId: "missing"), .editor(itemId: "item-1"),
  ]

  func makeHarness() throws -> FeatureHarness {
    try FeatureHarness(
      __Name__Feature.module(intents: Self.intents), root: __Name__Destination.home)
  }

  @Test func passesTheFeatureChecks() {
    let module = __Name__Feature.module(intents: Self.intents)
    #expect(FeatureCheck.issues(of: module, root: .home, samples: Self.samples) == [])
  }

  @Test func openingAnItemPushesIt() throws {
    let harness = try makeHarness()
    let effect = try harness.tap("Open First item")
    #expect(effect.pushed == [__Name__Destination.detail(itemId: "item-1").erased])
  }

  /// Exhaustive: every event each step causes is asserted, so a step that starts doing more
  /// (another push, an intent) fails here.
  @Test func openingAnItemPushesItAndDoesNothingElse() throws {
    let harness = try FeatureHarness(
      __Name__Feature.module(intents: Self.intents), root: __Name__Destination.home,
      exhaustivity: .exhaustive)
    try harness.tap("Open First item")
    try harness.expect([
      .pushed([__Name__Destination.detail(itemId: "item-1").erased], scope: .tab("__module__"))
    ])
    try harness.finish()
  }

  @Test func editingPresentsASheetThatDoneDismisses() throws {
    let harness = try makeHarness()
    try harness.tap("Open First item")
    let edit = try harness.tap("Edit")
    let editor = __Name__Destination.editor(itemId: "item-1")
    #expect(edit.presented == [.init(destination: editor, style: .sheet)])
    #expect(harness.visibleScreen.title == "Edit First item")
    #expect(try harness.tap("Done").descriptions.count == 1)
    #expect(harness.visibleDestination == __Name__Destination.detail(itemId: "item-1").erased)
  }

  @Test func goingHomeSendsAnIntentToAnotherModule() throws {
    let harness = try makeHarness()
    try harness.tap("Open Second item")
    #expect(try harness.tap("Go home").sent(ShowHome.self) == ShowHome())
  }

  @Test func aLinkOpensAnItemInTheFeaturesTab() throws {
    let harness = try makeHarness()
    #expect(try harness.open("myapp://__module__/item-2").disposition == .navigated)
    #expect(harness.visibleDestination == __Name__Destination.detail(itemId: "item-2").erased)
  }

  @Test(arguments: ["missing", "../etc", "x\u{202E}y"])
  func anUnknownOrInvalidIdIsNotFound(itemId: String) {
    let factory = __Name__ScreenFactory.live(
      repository: Sample__Name__Repository(), intents: Self.intents)
    let screen = __Name__Resolver(factory: factory).resolve(.detail(itemId: itemId))
    #expect(screen is __Name__NotFoundScreen)
    #expect(screen.lines.allSatisfy { !$0.contains("\u{202E}") })
  }
}
