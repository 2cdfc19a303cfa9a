#if canImport(SwiftUI)
  import Foundation
  import NavigationKit
  import Observation
  import SwiftUI

  /// Shows an app's navigation as SwiftUI can follow it: a change of the model that SwiftUI
  /// cannot take in one step (dismissing sheets then presenting another, switching tab and
  /// building a stack under a sheet, a pop while a push animates) is shown in phases, each
  /// started when SwiftUI reports the previous one's end — a sheet's `onDismiss`, an
  /// animation's completion — with the core's `TransitionSequencer`.
  ///
  /// The tabs make one and hand it to their stacks in the environment; a stack reads what to
  /// show from ``displayedPath(of:)`` and ``displayedPresentation(over:)`` instead of its
  /// navigator, and reports what the user does and when SwiftUI finishes. A stack without one
  /// (shown on its own) shows its navigator directly, as before.
  @MainActor @Observable
  final class PhasedTransitions {
    private var transitions: AppTransitions
    @ObservationIgnored private var isObserving = false
    private let origin: ContinuousClock.Instant

    private var app: AppNavigator { transitions.app }
    private var sequencer: TransitionSequencer { transitions.sequencer }

    init(app: AppNavigator) {
      let origin = ContinuousClock.now
      self.origin = origin
      transitions = AppTransitions(app: app, clock: { ContinuousClock.now - origin })
    }

    /// Starts following the model; called when the tabs appear, so the copies SwiftUI makes
    /// and drops never observe.
    func begin() {
      guard !isObserving else { return }
      isObserving = true
      observeModel()
    }

    /// Whether these are `app`'s phases.
    func follows(_ app: AppNavigator) -> Bool { self.app === app }

    // MARK: - What the stacks show

    /// The selected tab to show.
    var displayedTab: TabID { sequencer.displayed.selectedTab }

    /// The path to show in `navigator`'s stack, or `nil` when it is none of the stacks
    /// sequenced (it then shows its own path).
    func displayedPath(of navigator: Navigator) -> [AnyDestination]? {
      guard let location = transitions.location(of: navigator) else { return nil }
      return sequencer.displayed.path(at: location)
    }

    /// The presentation to show over `navigator`'s stack: the next one of the chain over the
    /// selected tab; none over a tab not selected.
    func displayedPresentation(over navigator: Navigator) -> PresentedStack? {
      let chain = sequencer.displayed.presentations
      switch transitions.location(of: navigator) {
      case .tab(let tab)?:
        guard tab == sequencer.displayed.selectedTab, let first = chain.first else { return nil }
        return transitions.presentedStack(first.id)
      case .presentation(let id)?:
        guard let index = chain.firstIndex(where: { $0.id == id }), index + 1 < chain.count
        else { return nil }
        return transitions.presentedStack(chain[index + 1].id)
      case nil:
        return navigator.presentation
      }
    }

    // MARK: - What the user does

    /// The user tapped a tab.
    func userSelected(_ tab: TabID) {
      var shown = sequencer.shown
      shown.selectedTab = tab
      transitions.platformDidShow(shown)
      app.tap(tab)
      advance()
    }

    /// The user left `path` in `navigator`'s stack: a swipe or the back button.
    func userLeft(_ path: [AnyDestination], in navigator: Navigator) {
      if let location = transitions.location(of: navigator) {
        transitions.platformDidShow(sequencer.shown.settingPath(path, at: location))
      }
      app.setPath(path, of: navigator)
      advance()
    }

    /// The user swiped away `presentation`, shown over `navigator`; what the app refuses is
    /// presented again as a phase.
    func userDismissed(_ presentation: PresentedStack, over navigator: Navigator) {
      var shown = sequencer.shown
      if let index = shown.presentations.firstIndex(where: { $0.id == presentation.id }) {
        shown.presentations.removeSubrange(index...)
        transitions.platformDidShow(shown)
      }
      app.dismissInteractively(presentation)
      advance()
    }

    // MARK: - What SwiftUI reports

    /// SwiftUI ended the dismissal of the presentation over `navigator` (its `onDismiss`):
    /// the end of a running dismissal down to it.
    func presentationDidDismiss(over navigator: Navigator) {
      guard let running = sequencer.running, case .dismiss(let keeping) = running.phase else {
        return
      }
      let depth: Int? =
        switch transitions.location(of: navigator) {
        case .tab?: 0
        case .presentation(let id)?:
          sequencer.shown.presentations.firstIndex { $0.id == id }.map { $0 + 1 }
        case nil: nil
        }
      if depth == keeping {
        complete(running.number)
      }
    }

    // MARK: - Sequencing

    private func observeModel() {
      withObservationTracking {
        _ = ShownNavigation(of: app)
      } onChange: { [weak self] in
        // Tracking reports a change before it is made: read it on the next turn.
        Task { @MainActor [weak self] in
          self?.observeModel()
          self?.advance()
        }
      }
    }

    /// Takes the model's state as the target and starts the next phase when none runs.
    private func advance() {
      var next = transitions
      guard let running = next.follow() else { return }
      apply(running, committing: next)
    }

    private func complete(_ number: UInt64) {
      var next = transitions
      guard let running = next.complete(number) else {
        transitions = next
        return
      }
      apply(running, committing: next)
    }

    /// Shows the phase: a dismissal ends with the sheet's `onDismiss`; any other phase with
    /// its animation's completion (none, for a change under a sheet or a tab's selection).
    private func apply(_ running: TransitionSequencer.Running, committing next: AppTransitions) {
      watch(running)
      switch running.phase {
      case .dismiss:
        transitions = next
      case .selectTab, .present, .setPath:
        let animated: Bool =
          switch running.phase {
          case .setPath(_, _, let animated): animated
          case .present: true
          default: false
          }
        withAnimation(animated ? .default : nil) {
          transitions = next
        } completion: { [weak self] in
          self?.complete(running.number)
        }
      }
    }

    /// Takes the phase as done if SwiftUI never reports its end, and reports that.
    private func watch(_ running: TransitionSequencer.Running) {
      let deadline = origin + running.deadline
      Task { @MainActor [weak self] in
        do {
          try await Task.sleep(until: deadline, clock: .continuous)
        } catch {
          return  // Cancelled: nothing is waiting.
        }
        self?.deadlinePassed()
      }
    }

    private func deadlinePassed() {
      var next = transitions
      if let running = next.passDeadline() {
        apply(running, committing: next)
      } else {
        transitions = next
      }
    }
  }

  extension EnvironmentValues {
    /// The phased transitions of the tabs around a stack, if any.
    var phasedTransitions: PhasedTransitions? {
      get { self[PhasedTransitionsKey.self] }
      set { self[PhasedTransitionsKey.self] = newValue }
    }
  }

  private struct PhasedTransitionsKey: EnvironmentKey {
    static let defaultValue: PhasedTransitions? = nil
  }
#endif
