/// An intent on its way: the intent a screen sent and where its route leads.
///
/// Only an ``IntentRoute`` makes one, so every sent intent is one its module declared and the
/// composition root routed.
public struct SentIntent: Hashable, Sendable, CustomStringConvertible {
  /// The intent, as the sending module declared it.
  public let intent: any NavigationIntent
  /// The destination of the providing module that shows it.
  public let destination: AnyDestination
  /// Where the destination is shown.
  public let presentation: Presentation
  /// How the destination comes in, such as a zoom from the sender's view.
  package var transition: ScreenTransition = .automatic
  /// How the answer of a ``NavigationRequest`` reaches its sender; `nil` for a plain intent.
  var request: RequestDelivery? = nil

  /// The intent, such as `ShowProduct(productId: "P-100")`, with untrusted text escaped.
  public var description: String {
    UntrustedText.escapingControls(String(describing: intent))
  }

  /// Whether both send equal intents of the same type to the same place; how a request's
  /// answer is received does not count.
  public static func == (lhs: SentIntent, rhs: SentIntent) -> Bool {
    lhs.intent.isEqual(to: rhs.intent) && lhs.destination == rhs.destination
      && lhs.presentation == rhs.presentation && lhs.transition == rhs.transition
  }

  /// Hashes the destination and the presentation, which equal sent intents share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(destination)
    hasher.combine(presentation)
  }
}
