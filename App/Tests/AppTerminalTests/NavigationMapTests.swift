import NavigationKit
import Testing

@testable import AppTerminal

/// The screens of a small mail module: its home lists threads; a thread offers a reply form
/// (which needs login) and shows its sender's profile through an intent.
private enum MailDestination: NavigationDestination, Codable {
  case inbox
  case thread(id: String)
  case reply(threadId: String)

  static let moduleName = "mail"
  var access: AccessPolicy {
    if case .reply = self { .loginRequired } else { .open }
  }
}

/// The screens of a small people module.
private enum PeopleDestination: NavigationDestination, Codable {
  case directory
  case profile(id: String)

  static let moduleName = "people"
  var access: AccessPolicy { .open }
}

/// Mail asks to show a person; nothing in mail sends `ShowDirectory` yet.
private struct ShowPerson: NavigationIntent { let id: String }
private struct ShowDirectory: NavigationIntent {}

private struct MailIntents: IntentCatalog {
  var showPerson = IntentRoute<ShowPerson>.unrouted
  var showDirectory = IntentRoute<ShowDirectory>.unrouted

  /// Both intents led to people.
  static var routed: MailIntents {
    var intents = MailIntents()
    intents.showPerson = .push { PeopleDestination.profile(id: $0.id) }
    intents.showDirectory = .selectOwningTab { _ in PeopleDestination.directory }
    return intents
  }
}

private struct MailScreen: ScreenModel {
  let title: String
  let actions: [ScreenAction]
  var lines: [String] { [] }
}

private struct MailResolver: DestinationResolver {
  let intents: MailIntents

  func resolve(_ destination: MailDestination) -> any ScreenModel {
    switch destination {
    case .inbox:
      MailScreen(
        title: "Inbox", actions: [ScreenAction("T1", .push(MailDestination.thread(id: "t1")))])
    case .thread(let id):
      MailScreen(
        title: id,
        actions: [
          ScreenAction(
            "Reply", .present(MailDestination.reply(threadId: id).erased, style: .sheet)),
          ScreenAction("Sender", intents.showPerson(ShowPerson(id: "p1"))),
        ])
    case .reply: MailScreen(title: "Reply", actions: [ScreenAction("Discard", .dismiss)])
    }
  }
}

private struct PeopleResolver: DestinationResolver {
  func resolve(_ destination: PeopleDestination) -> any ScreenModel {
    switch destination {
    case .directory:
      MailScreen(
        title: "People", actions: [ScreenAction("P1", .push(PeopleDestination.profile(id: "p1")))])
    case .profile(let id): MailScreen(title: id, actions: [])
    }
  }
}

/// The sample's map, built from NavigationKit's public API, on a composition made here.
@MainActor
@Suite struct NavigationMapTests {
  /// Mail and people, each on its tab, with links to a thread, a reply (a sheet) and a
  /// profile.
  static func app() throws -> AppNavigator {
    let intents = MailIntents.routed
    let mailRoutes: [DeepLinkRoute<MailDestination>] = [
      DeepLinkRoute("mail", showing: .inbox),
      DeepLinkRoute("mail/{id}") {
        [.thread(id: $0["id"])]
      } parameters: { _ in
        nil
      },
      DeepLinkRoute("mail/{id}/reply", presentation: .present(.sheet)) {
        [.thread(id: $0["id"]), .reply(threadId: $0["id"])]
      } parameters: { _ in
        nil
      },
    ]
    let peopleRoutes: [DeepLinkRoute<PeopleDestination>] = [
      DeepLinkRoute("people/{id}") {
        [.profile(id: $0["id"])]
      } parameters: { _ in
        nil
      }
    ]
    return try AppNavigator(
      features: [
        FeatureModule(
          resolver: MailResolver(intents: intents), deepLinkRoutes: mailRoutes, intents: intents),
        FeatureModule(resolver: PeopleResolver(), deepLinkRoutes: peopleRoutes),
      ],
      tabs: [
        NavigationTab("mail", root: MailDestination.inbox),
        NavigationTab("people", root: PeopleDestination.directory),
      ])
  }

  @Test func theMapListsEveryScreenWithWhatReachesIt() throws {
    let map = NavigationMap(try Self.app())

    let showPerson = NavigationMap.IntentEdge(
      name: String(reflecting: ShowPerson.self), sender: "mail", provider: "people",
      presentation: .push, isRequest: false, screens: ["people.profile"],
      senderScreens: ["mail.thread"])
    let showDirectory = NavigationMap.IntentEdge(
      name: String(reflecting: ShowDirectory.self), sender: "mail", provider: "people",
      presentation: .selectOwningTab, isRequest: false, screens: [], senderScreens: [])
    let threadRoute = DeepLinkRouteInfo(
      pattern: "mail/{id}", module: "mail", presentation: .push, requiresLogin: false,
      destinations: [#"mail.thread(id: "{id}")"#])
    let replyRoute = DeepLinkRouteInfo(
      pattern: "mail/{id}/reply", module: "mail", presentation: .present(.sheet),
      requiresLogin: true,
      destinations: [#"mail.thread(id: "{id}")"#, #"mail.reply(threadId: "{id}")"#])
    #expect(map.modules == ["mail", "people"])
    #expect(map.tabs == ["mail": "mail", "people": "people"])
    #expect(
      map.screens == [
        NavigationMap.Screen(
          id: "mail.inbox", module: "mail", requiresLogin: false, tabs: ["mail"],
          routes: [
            DeepLinkRouteInfo(
              pattern: "mail", module: "mail", presentation: .push, requiresLogin: false,
              destinations: ["mail.inbox"])
          ],
          fromScreens: []),
        NavigationMap.Screen(
          id: "mail.reply", module: "mail", requiresLogin: true, tabs: [], routes: [replyRoute],
          fromScreens: ["mail.thread"]),
        NavigationMap.Screen(
          id: "mail.thread", module: "mail", requiresLogin: false, tabs: [],
          routes: [threadRoute], fromScreens: ["mail.inbox"]),
        NavigationMap.Screen(
          id: "people.directory", module: "people", requiresLogin: false, tabs: ["people"],
          routes: [], fromScreens: []),
        NavigationMap.Screen(
          id: "people.profile", module: "people", requiresLogin: false, tabs: [],
          routes: [
            DeepLinkRouteInfo(
              pattern: "people/{id}", module: "people", presentation: .push,
              requiresLogin: false, destinations: [#"people.profile(id: "{id}")"#])
          ],
          fromScreens: ["people.directory"]),
      ])
    #expect(map.intents == [showDirectory, showPerson].sorted { $0.name < $1.name })
  }

  @Test func aScreenSaysWhatCanReachIt() throws {
    let map = NavigationMap(try Self.app())

    let profile = try #require(map.screens.first { $0.id == "people.profile" })

    #expect(profile.routes.map(\.pattern) == ["people/{id}"])
    #expect(map.intents.filter { $0.screens.contains(profile.id) }.map(\.sender) == ["mail"])
    #expect(profile.fromScreens == ["people.directory"])
    #expect(!map.screens.contains { $0.id == "people.nowhere" })
    #expect(
      map.screens.flatMap(\.routes).map(\.pattern).sorted() == [
        "mail", "mail/{id}", "mail/{id}/reply", "people/{id}",
      ])
  }

  @Test func aModuleNoScreenShowsIsOnTheMapWithItsTab() throws {
    let app = try AppNavigator(
      features: [
        FeatureModule(resolver: MailResolver(intents: MailIntents.routed)),
        FeatureModule(resolver: PeopleResolver()),
      ],
      tabs: [NavigationTab("mail", root: MailDestination.inbox, owning: ["people"])])

    let map = NavigationMap(app, depth: 0)

    #expect(map.modules == ["mail", "people"])
    #expect(map.tabs == ["mail": "mail", "people": "mail"])
    #expect(map.screens.map(\.id) == ["mail.inbox", "mail.thread"])
  }

  @Test func aShallowWalkFindsOnlyWhatRoutesAndTabsShow() throws {
    let map = NavigationMap(try Self.app(), depth: 0)

    #expect(
      map.screens.map(\.id) == [
        "mail.inbox", "mail.reply", "mail.thread", "people.directory", "people.profile",
      ])
    #expect(map.screens.first { $0.id == "mail.thread" }?.fromScreens == ["mail.inbox"])
    #expect(map.screens.filter(\.requiresLogin).map(\.id) == ["mail.reply"])
    #expect(map.intents.allSatisfy { $0.screens.isEmpty })
  }
}
