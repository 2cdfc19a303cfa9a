import NavigationKit

/// The screen of an `IntentStubDestination`.
struct IntentStubScreen: ScreenModel {
  let destination: IntentStubDestination

  var title: String { "Intent stub" }

  var lines: [String] {
    switch destination {
    case .waiting: ["No intent received yet."]
    case .received(let intent): ["Received \(UntrustedText.escapingControls(intent))."]
    }
  }

  var actions: [ScreenAction] { [ScreenAction("Back", .pop)] }
}

/// Resolves the stub destinations.
struct IntentStubResolver: DestinationResolver {
  func resolve(_ destination: IntentStubDestination) -> any ScreenModel {
    IntentStubScreen(destination: destination)
  }
}

extension FeatureModule {
  /// The module of the intent stubs, which every ``FeatureHarness`` installs.
  static var intentStubs: FeatureModule {
    FeatureModule(resolver: IntentStubResolver())
  }
}
