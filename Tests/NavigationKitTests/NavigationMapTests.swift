import Testing

@testable import NavigationKit

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
}

private struct Screen: ScreenModel {
  let title: String
  let actions: [ScreenAction]
  var lines: [String] { [] }
}

private struct MailResolver: DestinationResolver {
  let intents: MailIntents

  func resolve(_ destination: MailDestination) -> any ScreenModel {
    switch destination {
    case .inbox:
      Screen(title: "Inbox", actions: [ScreenAction("T1", .push(MailDestination.thread(id: "t1")))])
    case .thread(let id):
      Screen(
        title: id,
        actions: [
          ScreenAction(
            "Reply", .present(MailDestination.reply(threadId: id).erased, style: .sheet)),
          ScreenAction("Sender", intents.showPerson(ShowPerson(id: "p1"))),
        ])
    case .reply: Screen(title: "Reply", actions: [ScreenAction("Discard", .dismiss)])
    }
  }
}

private struct PeopleResolver: DestinationResolver {
  func resolve(_ destination: PeopleDestination) -> any ScreenModel {
    switch destination {
    case .directory:
      Screen(
        title: "People", actions: [ScreenAction("P1", .push(PeopleDestination.profile(id: "p1")))])
    case .profile(let id): Screen(title: id, actions: [])
    }
  }
}

@MainActor
@Suite struct NavigationMapTests {
  /// Mail and people, each on its tab, with links to a thread, a reply (a sheet) and a
  /// profile.
  static func app() throws -> AppNavigator {
    var intents = MailIntents()
    intents.showPerson = .push { PeopleDestination.profile(id: $0.id) }
    intents.showDirectory = .selectOwningTab { _ in PeopleDestination.directory }
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
    let map = try Self.app().map()

    let showPerson = NavigationMap.IntentEdge(
      name: String(reflecting: ShowPerson.self), sender: "mail", provider: "people",
      presentation: .push, isRequest: false, screens: ["people.profile"],
      senderScreens: ["mail.thread"])
    let showDirectory = NavigationMap.IntentEdge(
      name: String(reflecting: ShowDirectory.self), sender: "mail", provider: "people",
      presentation: .selectOwningTab, isRequest: false, screens: [], senderScreens: [])
    let threadRoute = NavigationMap.Route(
      pattern: "mail/{id}", presentation: .push, requiresLogin: false, stack: ["mail.thread"])
    let replyRoute = NavigationMap.Route(
      pattern: "mail/{id}/reply", presentation: .present(.sheet), requiresLogin: true,
      stack: ["mail.thread", "mail.reply"])
    #expect(
      map.modules == [
        NavigationMap.Module(
          name: "mail", tab: "mail",
          screens: [
            NavigationMap.Screen(
              module: "mail", name: "inbox", requiresLogin: false, tabs: ["mail"],
              routes: [
                NavigationMap.Route(
                  pattern: "mail", presentation: .push, requiresLogin: false,
                  stack: ["mail.inbox"])
              ],
              intents: [], fromScreens: []),
            NavigationMap.Screen(
              module: "mail", name: "reply", requiresLogin: true, tabs: [], routes: [replyRoute],
              intents: [], fromScreens: ["mail.thread"]),
            NavigationMap.Screen(
              module: "mail", name: "thread", requiresLogin: false, tabs: [],
              routes: [threadRoute], intents: [], fromScreens: ["mail.inbox"]),
          ]),
        NavigationMap.Module(
          name: "people", tab: "people",
          screens: [
            NavigationMap.Screen(
              module: "people", name: "directory", requiresLogin: false, tabs: ["people"],
              routes: [], intents: [], fromScreens: []),
            NavigationMap.Screen(
              module: "people", name: "profile", requiresLogin: false, tabs: [],
              routes: [
                NavigationMap.Route(
                  pattern: "people/{id}", presentation: .push, requiresLogin: false,
                  stack: ["people.profile"])
              ],
              intents: [showPerson], fromScreens: ["people.directory"]),
          ]),
      ])
    #expect(map.intents == [showDirectory, showPerson].sorted { $0.name < $1.name })
  }

  @Test func aScreenSaysWhatCanReachIt() throws {
    let map = try Self.app().map()

    let profile = try #require(map.screen("people.profile"))

    #expect(profile.routes.map(\.pattern) == ["people/{id}"])
    #expect(profile.intents.map(\.sender) == ["mail"])
    #expect(profile.fromScreens == ["people.directory"])
    #expect(map.screen("people.nowhere") == nil)
    #expect(map.routes.map(\.pattern) == ["mail", "mail/{id}", "mail/{id}/reply", "people/{id}"])
  }

  @Test func aShallowWalkFindsOnlyWhatRoutesAndTabsShow() throws {
    let map = try Self.app().map(depth: 0)

    #expect(
      map.screens.map(\.id) == [
        "mail.inbox", "mail.reply", "mail.thread", "people.directory", "people.profile",
      ])
    #expect(map.screen("mail.thread")?.fromScreens == ["mail.inbox"])
    #expect(map.intents.allSatisfy { $0.screens.isEmpty })
  }
}
