/// What a navigator shows modally over its stack, as a platform controller presents it: its
/// presented stack (a sheet or full-screen cover) or, when it presents none, its alert or
/// confirmation dialog.
///
/// A platform controller presents one thing at a time, so a dialog shown while the navigator
/// also presents a stack waits until that stack is dismissed — the sheet is over the stack the
/// dialog belongs to, which SwiftUI would not show either.
package enum ShownModal: Hashable, Sendable {
  /// A presented stack: its ``PresentedStack/id`` (new for every presentation) and style.
  case stack(id: UInt64, style: PresentationStyle)
  /// An alert.
  case alert(DialogState)
  /// A confirmation dialog.
  case confirmationDialog(DialogState)

  /// What `navigator` shows modally, or `nil` when it shows nothing.
  ///
  /// Reads ``Navigator/presentation``, ``Navigator/alert`` and
  /// ``Navigator/confirmationDialog``, so observation tracking around it learns of each.
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
///
/// ```swift
/// var sync = ModalSync()
/// sync.step(navigator: .stack(id: 7, style: .sheet), controller: nil)   // .present(...)
/// // ... the user swiped the sheet down:
/// sync.step(navigator: .stack(id: 7, style: .sheet), controller: nil)   // .reportDismissal
/// ```
package struct ModalSync {
  /// What one step asks the adapter to do.
  package enum Step: Equatable {
    /// Present this, while the controller presents nothing of the navigator's.
    case present(ShownModal)
    /// Dismiss what the controller presents, then present this.
    case replace(with: ShownModal)
    /// Dismiss what the controller presents.
    case dismiss
    /// Tell the navigator, through the app, that the user dismissed what it presented.
    case reportDismissal
  }

  private var sync: TwoWaySync<ShownModal?>

  /// Creates the sync of a controller presenting `shown`: nothing, for a new controller.
  package init(shown: ShownModal? = nil) {
    self.sync = TwoWaySync(agreed: shown)
  }

  /// What both sides last agreed on.
  package var agreed: ShownModal? { sync.agreed }

  /// Whether a presentation or dismissal is animating; steps wait for its end.
  package var isTransitioning: Bool { sync.isTransitioning }

  /// Notes that a presentation or dismissal started animating.
  package mutating func beginTransition() { sync.beginTransition() }

  /// Notes that the presentation or dismissal finished.
  package mutating func endTransition() { sync.endTransition() }

  /// What to do, given what the navigator shows modally and what the controller presents.
  ///
  /// - Parameters:
  ///   - navigator: ``ShownModal/init(of:)`` of the navigator.
  ///   - controller: What the controller presents of the navigator's, or `nil`.
  /// - Returns: The step to take, or `nil` when both agree or a transition runs.
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
