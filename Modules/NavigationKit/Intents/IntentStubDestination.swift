/// Where an intent leads before the composition root routes it: a placeholder screen naming
/// the intent.
///
/// An app never shows one (``IntentRoute/unrouted``); `NavigationKitTesting`'s `FeatureHarness`
/// shows these in a tab of their own, so a test sees what an intent sent. Outside this package
/// it is a destination of the module `intent-stubs`, whose description names the intent.
package enum IntentStubDestination: NavigationDestination, Codable {
  /// The stub tab's root, before any intent arrives.
  case waiting
  /// The screen an intent was sent to, named by the intent's description.
  case received(intent: String)

  /// `intent-stubs`.
  package static let moduleName = "intent-stubs"

  /// Open to anyone; the intent's description is text of any length a test sends.
  package var access: AccessPolicy {
    switch self {
    case .waiting: .open
    case .received(let intent): .open(.text("intent", intent, maximumLength: 4_096))
    }
  }
}
