/// Maps intent types to destinations of the modules that own them.
///
/// The composition root registers one handler per intent type; NavigationKit knows no feature,
/// and features know only the intents they declare.
@MainActor
public final class IntentRouter {
  private struct Handler {
    let targetModule: String
    let presentation: IntentPresentation
    let destination: @MainActor (any NavigationIntent) -> AnyDestination?
  }

  private var handlers: [ObjectIdentifier: Handler] = [:]

  /// Creates a router with no handlers.
  public init() {}

  /// Maps every intent of type `intent` to a destination, shown as `presentation`.
  ///
  /// - Parameters:
  ///   - intent: The intent type, declared by the module that sends it.
  ///   - presentation: Where the destination is shown.
  ///   - destination: Builds the destination for one intent.
  /// - Throws: ``CompositionError/duplicateIntentHandler(_:)`` when the type already has one.
  public func register<Intent: NavigationIntent, Destination: NavigationDestination>(
    _ intent: Intent.Type,
    as presentation: IntentPresentation = .push,
    to destination: @escaping @MainActor (Intent) -> Destination
  ) throws(CompositionError) {
    let key = ObjectIdentifier(intent)
    guard handlers[key] == nil else { throw .duplicateIntentHandler(Intent.typeName) }
    handlers[key] = Handler(
      targetModule: Destination.moduleName,
      presentation: presentation,
      destination: { ($0 as? Intent).map { AnyDestination(destination($0)) } }
    )
  }

  /// Whether intents of `type` have a handler.
  public func handles(_ type: any NavigationIntent.Type) -> Bool {
    handlers[ObjectIdentifier(type)] != nil
  }

  /// The modules whose destinations the handlers map to.
  public var targetModules: Set<String> {
    Set(handlers.values.map(\.targetModule))
  }

  /// The destination and presentation for `intent`, or `nil` when its type has no handler.
  ///
  /// - Parameter intent: The intent to map.
  /// - Returns: Where the intent leads, without navigating.
  public func route(
    for intent: some NavigationIntent
  ) -> (destination: AnyDestination, presentation: IntentPresentation)? {
    guard let handler = handlers[ObjectIdentifier(type(of: intent))],
      let destination = handler.destination(intent)
    else { return nil }
    return (destination, handler.presentation)
  }
}
