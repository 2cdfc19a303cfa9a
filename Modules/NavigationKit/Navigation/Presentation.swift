/// A destination presented modally by a ``Navigator``, with a stack of its own.
///
/// The presented destination is the root of ``navigator``; pushes inside the sheet or cover go
/// to that navigator's path. Dismissing the presentation discards the whole stack.
@MainActor
public struct Presentation {
  /// Whether the destination is shown as a sheet or a full-screen cover.
  public let style: PresentationStyle
  /// The navigator of the presented stack; its ``Navigator/root`` is the presented destination.
  public let navigator: Navigator

  /// The presented destination.
  public var destination: AnyDestination { navigator.root }
}

extension Presentation: Identifiable {
  /// The presented stack's own number: a new presentation, even of the same destination, is a
  /// new identity, so a sheet bound to it is shown anew.
  nonisolated public var id: UInt64 { navigator.serialNumber }
}
