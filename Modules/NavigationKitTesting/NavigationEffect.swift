public import NavigationKit

/// What one tap did: the action performed and every event it caused, with the questions a
/// test asks of them.
///
/// ```swift
/// let effect = try harness.tap("Track shipment")
/// #expect(effect.pushed == [OrdersDestination.tracking(orderId: "A-1").erased])
/// ```
public struct NavigationEffect: Sendable {
  /// The action tapped: a screen's, or a dialog button's (`nil` for a button that only closes
  /// the dialog).
  public let action: NavigationAction?
  /// Every event the tap caused, in order.
  public let events: [NavigationEvent]

  /// Creates an effect; ``FeatureHarness/tap(_:)`` makes these.
  init(action: NavigationAction?, events: [NavigationEvent]) {
    self.action = action
    self.events = events
  }

  /// The destinations pushed, on any stack, in order.
  public var pushed: [AnyDestination] {
    events.flatMap { event -> [AnyDestination] in
      if case .pushed(let destinations, _) = event { destinations } else { [] }
    }
  }

  /// The destinations presented, each with its style, in order.
  public var presented: [Presented] {
    events.compactMap { event in
      if case .presented(let destination, let style, _) = event {
        Presented(destination: destination, style: style)
      } else {
        nil
      }
    }
  }

  /// The intent the tap sent, if its action sends one.
  public var sentIntent: (any NavigationIntent)? {
    if case .send(let sent) = action { sent.intent } else { nil }
  }

  /// The intent the tap sent, if it is of type `type`.
  ///
  /// - Parameter type: The intent type expected.
  /// - Returns: The intent, or `nil` when none or one of another type was sent.
  public func sent<Intent: NavigationIntent>(_ type: Intent.Type) -> Intent? {
    sentIntent as? Intent
  }

  /// The feature actions the tap had a screen carry out.
  public var performed: [AnyFeatureAction] {
    events.compactMap { event in
      if case .featureActionPerformed(let action, _) = event { action } else { nil }
    }
  }

  /// Whether the tap changed nothing at all.
  public var changedNothing: Bool { events.isEmpty }

  /// Each event as its one-line description.
  public var descriptions: [String] { events.map(\.description) }

  /// A presented destination and how it is shown.
  public struct Presented: Hashable, Sendable {
    /// The presented destination.
    public let destination: AnyDestination
    /// A sheet or a full-screen cover.
    public let style: PresentationStyle

    /// Creates the value a test expects.
    public init(destination: some NavigationDestination, style: PresentationStyle) {
      self.init(destination: AnyDestination(destination), style: style)
    }

    /// Creates the value from an erased destination.
    public init(destination: AnyDestination, style: PresentationStyle) {
      self.destination = destination
      self.style = style
    }
  }
}
