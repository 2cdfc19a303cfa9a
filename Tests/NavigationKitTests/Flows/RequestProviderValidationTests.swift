import NavigationKit
import Testing

@MainActor
@Suite struct RequestProviderValidationTests {
  /// A request whose providing module is not installed stops the app, naming the request, its
  /// sender and the missing provider; the request is never sent into nowhere.
  @Test func aRequestWithoutItsProviderModuleIsNamedByValidation() {
    let requests = ShelfRequests(
      chooseBox: .present(
        as: .sheet, { CrateDestination.open(id: $0.hint) }, answer: { (box: OpenedBox) in box.id }))

    #expect {
      _ = try AppNavigator(
        features: [.text(ShelfResolver(), intents: requests)],
        tabs: [NavigationTab("shelf", root: ShelfDestination.home)])
    } throws: { error in
      guard case .invalid(let issues) = error as? CompositionError else { return false }
      return issues == [
        .missingIntentProvider("NavigationKitTests.ChooseBox", sentBy: "shelf", provider: "crate")
      ]
        && issues[0].description
          == "intent NavigationKitTests.ChooseBox, sent by module 'shelf', leads to module "
          + "'crate', which is not installed: add the feature that provides 'crate' to the "
          + "app's features, or route the intent elsewhere in the wiring of 'shelf'"
    }
  }
}
