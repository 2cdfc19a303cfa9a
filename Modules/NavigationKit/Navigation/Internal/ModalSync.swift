/// What a navigator shows modally over its stack, as a platform controller presents it: its
/// presented stack or, when it presents none, its dialog. A controller presents one thing at a
/// time, so a dialog waits until the stack presented over it is dismissed, as in SwiftUI.
/// Indirect, so that a copy is one reference: less code wherever one is copied.
package indirect enum ShownModal: Hashable, Sendable {
  /// A presented stack: its ``PresentedStack/id`` (new for every presentation) and style.
  case stack(id: UInt64, style: PresentationStyle)
  case alert(DialogState)
  case confirmationDialog(DialogState)

  /// What `navigator` shows modally, read so that observation learns of each change.
  @MainActor
  package init?(of navigator: Navigator) {
    if let presentation = navigator.presentation {
      self = .stack(id: presentation.id, style: presentation.style)
    } else if let alert = navigator.alert {
      self = .alert(alert)
    } else if let dialog = navigator.confirmationDialog {
      self = .confirmationDialog(dialog)
    } else {
      return nil
    }
  }
}

/// The sync of what a platform controller presents with what a ``Navigator`` shows modally
/// (``ShownModal``), on ``TwoWaySync``: the navigator presents and dismisses through the app;
/// the user dismisses (a sheet swiped down, a popover tapped outside), which is reported.
package struct ModalSync {
  /// What one step asks the adapter to do.
  /// Indirect, so that a copy is one reference: less code wherever one is copied.
  package indirect enum Step: Equatable {
    case present(ShownModal)
    /// Dismiss what the controller presents, then present this.
    case replace(with: ShownModal)
    case dismiss
    /// Tell the navigator, through the app, that the user dismissed what it presented.
    case reportDismissal
  }

  private var sync: TwoWaySync<ShownModal?>

  /// Creates the sync of a controller presenting `shown`.
  package init(shown: ShownModal? = nil) {
    self.sync = TwoWaySync(agreed: shown)
  }

  package var agreed: ShownModal? { sync.agreed }

  /// Whether a presentation or dismissal is animating; steps wait for its end.
  package var isTransitioning: Bool { sync.isTransitioning }

  /// Notes that a presentation or dismissal started animating.
  package mutating func beginTransition() { sync.beginTransition() }

  /// Notes that the presentation or dismissal finished.
  package mutating func endTransition() { sync.endTransition() }

  /// What to do, given ``ShownModal/init(of:)`` of the navigator and what the controller
  /// presents of the navigator's; `nil` when both agree or a transition runs.
  package mutating func step(navigator: ShownModal?, controller: ShownModal?) -> Step? {
    // Only a dismissal can come from the user: what the controller presents, the adapter put.
    switch sync.step(navigator: navigator, controller: controller, canReport: controller == nil)
    {
    case nil: return nil
    case .report: return .reportDismissal
    case .show(let shown?): return controller == nil ? .present(shown) : .replace(with: shown)
    case .show(nil): return .dismiss
    }
  }
}
