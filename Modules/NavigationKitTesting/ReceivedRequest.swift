public import NavigationKit

/// A request a ``FeatureHarness`` sent to the feature's own providing screen, and how it
/// ended.
@MainActor
public final class ReceivedRequest<Answer: Hashable & Sendable> {
  /// The answer, or `.cancelled` when the providing screen went away without one; `nil`
  /// while the screen is still shown.
  public internal(set) var outcome: RequestOutcome<Answer>?

  init() {}
}
