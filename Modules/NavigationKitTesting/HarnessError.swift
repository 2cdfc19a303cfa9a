import NavigationKit

/// Why a harness could not do what a test asked, or what an exhaustive test left unasserted.
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing on screen has the title; the titles that are there are listed.
  case noAction(String, available: [String])
  /// In exhaustive mode, a step began (or the test finished) while events of an earlier step
  /// were not asserted; each is described.
  case unassertedEvents([String])
  /// The events of the steps since the last assertion are not the ones expected.
  case eventsDiffer(expected: [String], actual: [String])

  /// What went wrong, with what to do about it.
  public var description: String {
    switch self {
    case .noAction(let title, let available):
      "no action \(UntrustedText.quoted(title)); the screen offers "
        + (available.isEmpty
          ? "none" : available.map { UntrustedText.quoted($0) }.joined(separator: ", "))
    case .unassertedEvents(let events):
      ([
        "\(events.count) event\(events.count == 1 ? " was" : "s were") not asserted; "
          + "assert them with expect(_:) or skip them with skipEvents():"
      ]
        + events.map { "  - \($0)" }).joined(separator: "\n")
    case .eventsDiffer(let expected, let actual):
      (["the events differ from those expected; expected:"] + expected.map { "  - \($0)" }
        + ["actual:"] + actual.map { "  - \($0)" }).joined(separator: "\n")
    }
  }
}
