import Testing

@testable import NavigationKit

/// Each notification category, activity type and Spotlight prefix belongs to one feature;
/// validation names every declaration that cannot open, with the fix.
@MainActor
@Suite struct EntryRouteCompositionTests {
  private func problems(shelfDeclares routes: [EntryRoute<ShelfDestination>]) -> [CompositionError]
  {
    do {
      _ = try AppNavigator(
        features: [
          FeatureModule(
            resolver: DeskResolver(draft: DeskDraft()), deepLinkRoutes: DeskApp.routes,
            entryRoutes: DeskApp.entryRoutes),
          .text(ShelfResolver(), entryRoutes: routes),
        ],
        tabs: DeskApp.tabs, deepLinkPolicy: TestDeepLinkRoutes.policy)
      return []
    } catch {
      guard case .invalid(let problems) = error else { return [error] }
      return problems
    }
  }

  @Test func featuresDeclaringDifferentEntriesAreSound() {
    #expect(
      problems(shelfDeclares: [
        .notification(category: "box-packed") { $0["id"].map { .box(id: $0) } },
        .searchableItem(identifierPrefix: "box-") { .box(id: $0) },
      ]) == [])
  }

  @Test func aCategoryOrTypeTwoFeaturesDeclareIsNamedWithBoth() {
    let problems = problems(shelfDeclares: [
      .notification(category: "note-shared") { _ in .home },
      .activity(type: "com.example.desk.note") { _ in .home },
    ])

    #expect(
      problems == [
        .entryRouteDeclaredTwice(
          #"notification category "note-shared""#, modules: ["desk", "shelf"]),
        .entryRouteDeclaredTwice(
          #"activity type "com.example.desk.note""#, modules: ["desk", "shelf"]),
      ])
    #expect(
      CompositionError.invalid(problems).description.contains(
        "keep its route in the module that owns the screen it opens"))
  }

  @Test func anEmptyDeclarationOrAPlatformsOwnTypeIsInvalid() {
    #expect(
      problems(shelfDeclares: [
        .notification(category: "") { _ in .home },
        .activity(type: "com.apple.corespotlightitem") { _ in .home },
        .activity(type: "NSUserActivityTypeBrowsingWeb") { _ in .home },
      ]) == [
        .invalidEntryRoute(#"notification category """#, module: "shelf", reason: "it is empty"),
        .invalidEntryRoute(
          #"activity type "com.apple.corespotlightitem""#, module: "shelf",
          reason: "it is Spotlight's; declare `.searchableItem(identifierPrefix:)` instead"),
        .invalidEntryRoute(
          #"activity type "NSUserActivityTypeBrowsingWeb""#, module: "shelf",
          reason: "it carries universal links, which open by their `DeepLinkRoute`s"),
      ])
  }

  @Test func aSpotlightPrefixThatBeginsAnotherIsInvalid() {
    #expect(
      problems(shelfDeclares: [.searchableItem(identifierPrefix: "note") { .box(id: $0) }]) == [
        .invalidEntryRoute(
          #"Spotlight identifier prefix "note""#, module: "shelf",
          reason: #"it begins "note-", so an identifier could open either"#)
      ])
  }

  @Test func theActivityTypesAreTheDeclaredOnesAndSpotlightsOnce() throws {
    let desk = try DeskApp()

    #expect(
      desk.app.composition.activityTypes == [
        "com.example.desk.note", "com.apple.corespotlightitem",
      ])
  }
}
