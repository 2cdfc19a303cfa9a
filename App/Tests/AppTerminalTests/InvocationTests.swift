import AppComposition
import NavigationKit
import Testing

@testable import AppTerminal

@MainActor
@Suite(.needsValidComposition) struct InvocationTests {
  @Test(arguments: [
    ([String](), Invocation.session(json: false)),
    (["--json"], .session(json: true)),
    (["demo"], .demo),
    (["help"], .help),
    (["--help"], .help),
  ])
  func argumentsSelectWhatRuns(arguments: [String], expected: Invocation) {
    #expect(Invocation.parse(arguments) == .success(expected))
  }

  @Test(arguments: [["--xml"], ["demo", "--json"], ["tour"], ["help", "me"]])
  func wrongArgumentsExitWithStatusTwoAndUsage(arguments: [String]) {
    let run = SessionHarness(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.first == "error: unexpected arguments: \(arguments.joined(separator: " "))")
    #expect(run.errors.last?.contains("usage: App [--json]") == true)
  }

  @Test func helpPrintsUsageAndSucceeds() {
    let run = SessionHarness(["help"])
    #expect(run.status == 0)
    #expect(run.output.first?.hasPrefix("usage: App") == true)
  }

  @Test func theEndOfInputEndsTheSessionWithStatusZero() {
    let run = SessionHarness(["--json"], input: ["action 1"])
    #expect(run.status == 0)
  }

  @Test func anInvalidCompositionRefusesToStartNamingEveryProblem() throws {
    let makeApp = { () throws(CompositionError) -> AppNavigator in
      try AppNavigator(
        features: AppComposition.features.map { $0.module() }, tabs: [],
        deepLinkPolicy: AppComposition.deepLinkPolicy)
    }
    let error = try #require(throws: CompositionError.self) { try makeApp() }
    let run = SessionHarness(["--json"], input: ["state"], makeApp: makeApp)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == ["error: the app refuses to start: \(error)"])
    #expect(run.errors.first?.contains("a tab navigator needs at least one tab") == true)
  }

  @Test(arguments: [
    ("action 3", SessionCommand.action(3)), ("back", .back), ("root", .root),
    ("tab catalog", .tab("catalog")), ("dismiss", .dismiss), ("state", .state),
    ("help", .help), ("quit", .quit), ("exit", .quit), ("  ACTION   2 ", .action(2)),
  ])
  func commandsParse(line: String, expected: SessionCommand) {
    #expect(SessionCommand.parse(line) == .success(expected))
  }

  @Test(arguments: ["action", "action -1", "action 0", "action 1 2", "tab", "back now", "quit 0"])
  func malformedCommandsAreUsageErrors(line: String) throws {
    guard case .failure(.usage) = SessionCommand.parse(line) else {
      Issue.record("\(line) parsed as a command")
      return
    }
  }
}

/// Warnings of the composition are printed when the App starts, and it runs.
@MainActor
@Suite(.needsValidComposition) struct CompositionWarningOutputTests {
  @Test func aShadowedRouteIsAWarningAndTheAppStarts() throws {
    let makeApp = { () throws(CompositionError) -> AppNavigator in
      try AppNavigator(
        features: AppComposition.features.map { $0.module() } + [ShadowFeature.module],
        tabs: AppComposition.features.map(\.tab) + [
          NavigationTab("shadow", root: ShadowDestination.home)
        ],
        deepLinkPolicy: AppComposition.deepLinkPolicy)
    }
    let run = SessionHarness(["--json"], input: ["state"], makeApp: makeApp)
    #expect(run.status == 0)
    #expect(
      run.errors == [
        "warning: route 'shadow/{id}' (shadow) never reads {id} 'edit': route 'shadow/edit' "
          + "(shadow) takes those links; rename one of them, or, if intended, declare "
          + "'shadow/edit' (shadow) with `.shadowingParameterRoutes()`"
      ])
  }
}

/// A feature whose literal route shadows its parameter route.
enum ShadowDestination: NavigationDestination, Codable {
  case home
  case item(id: String)

  static let moduleName = "shadow"
  var access: AccessPolicy {
    switch self {
    case .home: .open
    case .item(let id): .open(.identifier("id", id))
    }
  }
}

enum ShadowFeature {
  struct Screen: ScreenModel {
    var title: String { "Shadow" }
    var lines: [String] { [] }
    var actions: [ScreenAction] { [] }
  }

  struct Resolver: DestinationResolver {
    func resolve(_ destination: ShadowDestination) -> any ScreenModel { Screen() }
  }

  @MainActor static var module: FeatureModule {
    FeatureModule(
      resolver: Resolver(),
      deepLinkRoutes: [
        DeepLinkRoute("shadow", showing: .home),
        DeepLinkRoute("shadow/edit", showing: .home),
        DeepLinkRoute("shadow/{id}") {
          [.item(id: $0["id"])]
        } parameters: { _ in
          nil
        },
      ])
  }
}
