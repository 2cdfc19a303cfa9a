import Testing

@testable import NavigationKit

/// A tapped notification, a Handoff or Spotlight activity and a widget's link open through the
/// feature that declared them, then the way its link goes: the gate, the locks, the waiting.
@MainActor
@Suite struct NotificationAndActivityEntryTests {
  private static let vaultNotification = NavigationEntry.notification(
    category: "vault-opened", payload: ["vaultId": "V-1"])

  @Test func aNotificationOpensTheDestinationItsFeatureMapsItsPayloadTo() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(
      .notification(category: "note-shared", payload: ["noteId": "N-1", "sender": "Ann"]))

    #expect(outcome.url == "myapp://desk/note/N-1")
    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(desk.recorder.events.last?.openedLink == outcome)
  }

  @Test func aHandoffActivityOpensTheDestinationItsFeatureMapsItsUserInfoTo() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(.activity(type: "com.example.desk.note", userInfo: ["id": "N-2"]))

    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-2").erased])
  }

  @Test func aSpotlightItemOpensByItsIdentifierPrefix() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(
      .activity(
        type: "com.apple.corespotlightitem",
        userInfo: ["kCSSearchableItemActivityIdentifier": "note-N-3"]))

    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-3").erased])
  }

  @Test func aWidgetsLinkOpensAsALink() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(.widget("myapp://desk/note/N-4"))

    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-4").erased])
    #expect(desk.app.open(.widget("myapp://nowhere")).name == "rejected")
  }

  @Test func aGatedNotificationWaitsForLoginAsItsLinkWouldAndOpensAtLogin() throws {
    let desk = try DeskApp(isLoggedIn: false)

    let outcome = desk.app.open(Self.vaultNotification)

    #expect(outcome.name == "deferred")
    #expect(desk.app.waitingForLogin?.deepLink?.url == "myapp://desk/vault/V-1")
    #expect(desk.desk.path == [])
    desk.app.logIn()
    #expect(desk.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func aLockHoldsAnActivityUntilItIsReleased() throws {
    let desk = try DeskApp()
    desk.presentForm()

    let outcome = desk.app.open(.activity(type: "com.example.desk.note", userInfo: ["id": "N-5"]))

    guard case .deferredWhileLocked = outcome else {
      Issue.record("expected the lock to hold the activity, got \(outcome)")
      return
    }
    desk.draft.hasInput = false
    desk.app.perform(.dismiss)
    #expect(desk.desk.path == [DeskDestination.note(id: "N-5").erased])
  }

  @Test func aNotificationThatLaunchedTheAppOpensInTheFirstSceneAndWaitsForLogin() throws {
    let scenes = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs,
      deepLinkPolicy: TestDeepLinkRoutes.policy)

    #expect(scenes.open(Self.vaultNotification) == nil)
    let first = scenes.navigator(for: "1")
    #expect(first.waitingForLogin?.deepLink?.url == "myapp://desk/vault/V-1")
    first.logIn()
    #expect(first.tabs.navigators[0].path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func anActivityOpensInTheSceneThatReceivedItOnly() throws {
    let scenes = try AppScenes(
      features: DeskApp.features(draft: DeskDraft()), tabs: DeskApp.tabs,
      deepLinkPolicy: TestDeepLinkRoutes.policy)
    let left = scenes.navigator(for: "left")
    let right = scenes.navigator(for: "right")

    scenes.open(.activity(type: "com.example.desk.note", userInfo: ["id": "N-6"]), in: "right")

    #expect(right.tabs.navigators[0].path == [DeskDestination.note(id: "N-6").erased])
    #expect(left.tabs.navigators[0].path == [])
  }

  @Test(arguments: [
    (
      NavigationEntry.notification(category: "order-x", payload: ["noteId": "N-1"]),
      DeepLinkRejection.noEntryRoute(#"notification category "order-x""#)
    ),
    (
      .activity(type: "com.example.unknown", userInfo: [:]),
      .noEntryRoute(#"activity type "com.example.unknown""#)
    ),
    (
      .activity(
        type: "com.apple.corespotlightitem",
        userInfo: ["kCSSearchableItemActivityIdentifier": "shelf-1"]),
      .noEntryRoute(#"Spotlight item "shelf-1""#)
    ),
    (
      .activity(type: "com.apple.corespotlightitem", userInfo: [:]),
      .noEntryRoute("Spotlight item without an identifier")
    ),
    (
      .notification(category: "note-shared", payload: ["note": "N-1"]),
      .noEntryDestination(#"notification category "note-shared""#, module: "desk")
    ),
    (
      .notification(category: "desk.note", payload: ["noteId": "N-1"]),
      .noEntryRoute(#"notification category "desk.note""#)
    ),
  ])
  func anEntryNoFeatureOpensIsRejectedWithItsReason(
    entry: NavigationEntry, reason: DeepLinkRejection
  ) throws {
    let desk = try DeskApp()

    #expect(desk.app.open(entry) == .rejected(url: entry.description, reason: reason))
    #expect(
      desk.recorder.drain() == [.deepLinkOpened(.rejected(url: entry.description, reason: reason))])
    #expect(desk.desk.path == [])
  }

  @Test(arguments: [
    (["noteId": "N-1", "x": "a\u{202E}b"], DeepLinkRejection.payloadControlCharacter(key: "x")),
    (["noteId": "N-1\n"], .payloadControlCharacter(key: "noteId")),
    (["no\u{0}teId": "N-1"], .payloadControlCharacter(key: "no\u{0}teId")),
    (
      ["noteId": String(repeating: "n", count: 2_049)],
      .payloadTextTooLong(key: "noteId", bytes: 2_049, limit: 2_048)
    ),
    (
      [String(repeating: "k", count: 65): "v"],
      .payloadTextTooLong(key: String(repeating: "k", count: 65), bytes: 65, limit: 64)
    ),
    (
      Dictionary(uniqueKeysWithValues: (0...32).map { ("k\($0)", "v") }),
      .payloadTooLarge(count: 33, limit: 32)
    ),
  ])
  func aHostilePayloadIsRejectedBeforeTheFeatureReadsIt(
    payload: [String: String], reason: DeepLinkRejection
  ) throws {
    let desk = try DeskApp()
    let entry = NavigationEntry.notification(category: "note-shared", payload: payload)

    #expect(desk.app.open(entry) == .rejected(url: entry.description, reason: reason))
    #expect(desk.desk.path == [])
    #expect(!reason.description.unicodeScalars.contains(where: UntrustedText.escapes))
    #expect(!entry.description.unicodeScalars.contains(where: UntrustedText.escapes))
  }

  @Test func aCategoryHoldingAControlCharacterIsRejected() throws {
    let desk = try DeskApp()
    let entry = NavigationEntry.notification(category: "note-shared\n", payload: [:])

    #expect(
      desk.app.open(entry)
        == .rejected(url: entry.description, reason: .payloadControlCharacter(key: nil)))
  }

  @Test(arguments: ["../etc", "V 1", "", "V-1/track"])
  func aMappedDestinationCarryingAHostileValueIsRejectedBeforeAnyLinkIsMade(id: String) throws {
    let desk = try DeskApp()
    let entry = NavigationEntry.notification(category: "vault-opened", payload: ["vaultId": id])
    let vault = DeskDestination.vault(id: id).erased

    #expect(
      desk.app.open(entry)
        == .rejected(
          url: entry.description,
          reason: .invalidDestinationValue("id", destination: vault.description)))
    #expect(desk.app.waitingForLogin == nil)
  }

  @Test func anEntryDescribesItselfWithItsValuesQuotedAndSorted() {
    #expect(
      NavigationEntry.notification(category: "c\n", payload: ["b": "2", "a": "1\u{202E}"])
        .description == #"notification "c\n" ["a": "1\u{202E}", "b": "2"]"#)
    #expect(NavigationEntry.activity(type: "t", userInfo: [:]).description == #"activity "t" [:]"#)
    #expect(NavigationEntry.widget("myapp://x").description == #"widget "myapp://x""#)
    let many = Dictionary(uniqueKeysWithValues: (0..<9).map { ("k\($0)", "v") })
    #expect(
      NavigationEntry.activity(type: "t", userInfo: many).description.hasSuffix(#""k7": "v", …]"#))
    let tooMany = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("k\($0)", "v") })
    #expect(
      NavigationEntry.notification(category: "c", payload: tooMany).description
        == #"notification "c" [1000 values]"#)
  }

  @Test func aPlatformDictionaryKeepsItsStringAndIntegerValuesOnly() {
    let userInfo: [AnyHashable: Any] = [
      "orderId": "A-1", "count": 3, "aps": ["alert": "Shipped"], 7: "seven", "price": 1.5,
    ]

    #expect(NavigationEntry.stringValues(of: userInfo) == ["orderId": "A-1", "count": "3"])
  }
}

/// A URL the app was asked to open is a widget's link when its fragment says so.
@Suite struct OpenedURLEntryTests {
  @Test(arguments: [
    ("myapp://orders/A-1#widget", NavigationEntry.widget("myapp://orders/A-1#widget")),
    ("myapp://orders/A-1", .link("myapp://orders/A-1")),
    ("myapp://orders/A-1#widgets", .link("myapp://orders/A-1#widgets")),
    ("myapp://widget/A-1", .link("myapp://widget/A-1")),
    ("#widget", .widget("#widget")),
  ])
  func aURLIsAWidgetsLinkOnlyWithTheWidgetFragment(url: String, entry: NavigationEntry) {
    #expect(NavigationEntry(url: url) == entry)
  }

  @Test @MainActor func aWidgetsLinkKeepsItsFragmentInTheReportedURL() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(NavigationEntry(url: "myapp://desk/note/N-7#widget"))

    #expect(outcome.url == "myapp://desk/note/N-7#widget")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-7").erased])
  }
}
