public import NavigationKit

/// Where a stubbed intent leads in a ``FeatureHarness``: a screen naming the intent, in a tab
/// of its own, so a feature's tests run without the modules that really provide its intents.
public enum IntentStubDestination: NavigationDestination, Codable {
  /// The stub tab's root, before any intent arrives.
  case waiting
  /// The screen an intent was sent to, named by the intent's description.
  case received(intent: String)

  /// `intent-stubs`.
  public static let moduleName = "intent-stubs"

  /// Open to anyone; the intent's description is text of any length a test sends.
  public var access: AccessPolicy {
    switch self {
    case .waiting: .open
    case .received(let intent): .open(.text("intent", intent, maximumLength: 4_096))
    }
  }
}

extension IntentRoute {
  /// A route for tests: pushes an ``IntentStubDestination`` naming the intent onto the stack
  /// the user sees, so a tap that sends the intent can be seen without the module that
  /// provides it.
  ///
  /// ```swift
  /// let module = OrdersFeature.module(
  ///   intents: OrdersIntents(showProduct: .stub, pickProduct: .stub))
  /// ```
  public static var stub: IntentRoute {
    .push { IntentStubDestination.received(intent: String(describing: $0)) }
  }
}

extension RequestRoute {
  /// A route for tests: pushes an ``IntentStubDestination`` naming the request, which the test
  /// answers with the request's own result type (``FeatureHarness/answer(_:)``), or pops to
  /// cancel.
  ///
  /// ```swift
  /// let intents = OrdersIntents(showProduct: .stub, pickProduct: .stub)
  /// try harness.tap("Add an item")
  /// harness.answer(PickedProduct(productId: "P-1", name: "Kettle"))
  /// ```
  public static var stub: RequestRoute {
    .push(
      { IntentStubDestination.received(intent: String(describing: $0)) },
      answer: { (result: Request.Result) in result })
  }
}

/// The screen of an ``IntentStubDestination``.
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
