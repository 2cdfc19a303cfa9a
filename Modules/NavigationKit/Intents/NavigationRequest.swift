/// An intent that asks another module for an answer, such as "choose a product".
///
/// The composition root routes it to a screen of another module (``IntentRoute/push(_:answer:)``), which
/// answers with a value of its own type (``NavigationAction/answer(_:)``) that the route turns
/// into the ``Result``. The sender gets it exactly once: completed, or cancelled when the
/// providing screen goes away without answering.
///
/// ```swift
/// // In FeatureOrders:
/// public struct PickProduct: NavigationRequest {
///   public typealias Result = PickedProduct
///   public let orderId: String
/// }
/// ```
public protocol NavigationRequest: NavigationIntent {
  /// What the request is answered with.
  associatedtype Result: Hashable & Sendable
}

/// How a request ended: with its result, or cancelled.
public enum RequestOutcome<Result: Hashable & Sendable>: Hashable, Sendable {
  /// The providing screen answered.
  case completed(Result)
  /// The providing screen went away without answering: dismissed, popped, or torn down by a
  /// deep link or a tab tapped again.
  case cancelled
}

/// A value a screen hands back to an earlier one, with its type erased, as a
/// ``NavigationAction`` carries it: a providing screen's answer to a request, or the value a
/// return to a checkpoint brings its setter.
public struct RequestAnswer: Hashable, Sendable, CustomStringConvertible {
  /// The answer, of a type the providing module declares.
  let value: any Hashable & Sendable

  init(_ value: some Hashable & Sendable) {
    self.value = value
  }

  /// The answer as Swift writes it, with untrusted text escaped.
  public var description: String {
    UntrustedText.escapingControls(String(describing: value))
  }

  /// Whether both wrap equal answers of the same type.
  public static func == (lhs: RequestAnswer, rhs: RequestAnswer) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  /// Hashes the answer.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(value))
  }
}
