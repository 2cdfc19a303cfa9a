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
    private let app: AppNavigator
    private var sequencer: TransitionSequencer
    /// The presented stacks shown or leaving, by id, so a dismissed one stays renderable until
    /// its dismissal ends.
    @ObservationIgnored private var presented: [UInt64: PresentedStack] = [:]
    @ObservationIgnored private var isObserving = false
    private let origin: ContinuousClock.Instant

    init(app: AppNavigator) {
      self.app = app
      let origin = ContinuousClock.now
      self.origin = origin
      sequencer = TransitionSequencer(
        shown: ShownNavigation(of: app), clock: { ContinuousClock.now - origin })
      remember(app.tabs.selectedNavigator.presentations)
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
      guard let location = location(of: navigator) else { return nil }
      return sequencer.displayed.path(at: location)
    }

    /// The presentation to show over `navigator`'s stack: the next one of the chain over the
    /// selected tab; none over a tab not selected.
    func displayedPresentation(over navigator: Navigator) -> PresentedStack? {
      let chain = sequencer.displayed.presentations
      switch location(of: navigator) {
      case .tab(let tab)?:
        guard tab == sequencer.displayed.selectedTab, let first = chain.first else { return nil }
        return presented[first.id]
      case .presentation(let id)?:
        guard let index = chain.firstIndex(where: { $0.id == id }), index + 1 < chain.count
        else { return nil }
        return presented[chain[index + 1].id]
      case nil:
        return navigator.presentation
      }
    }

    // MARK: - What the user does

    /// The user tapped a tab.
    func userSelected(_ tab: TabID) {
      var shown = sequencer.shown
      shown.selectedTab = tab
      sequencer.platformDidShow(shown)
      app.tap(tab)
      advance()
    }

    /// The user left `path` in `navigator`'s stack: a swipe or the back button.
    func userLeft(_ path: [AnyDestination], in navigator: Navigator) {
      if let location = location(of: navigator) {
        sequencer.platformDidShow(sequencer.shown.settingPath(path, at: location))
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
        sequencer.platformDidShow(shown)
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
        switch location(of: navigator) {
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
      remember(app.tabs.selectedNavigator.presentations)
      sequencer.target = ShownNavigation(of: app)
      var next = sequencer
      guard let running = next.start() else { return }
      apply(running, committing: next)
    }

    private func complete(_ number: UInt64) {
      sequencer.target = ShownNavigation(of: app)
      var next = sequencer
      guard let running = next.complete(number) else {
        sequencer = next
        forgetPresentations()
        return
      }
      apply(running, committing: next)
    }

    /// Shows the phase: a dismissal ends with the sheet's `onDismiss`; any other phase with
    /// its animation's completion (none, for a change under a sheet or a tab's selection).
    private func apply(_ running: TransitionSequencer.Running, committing next: TransitionSequencer)
    {
      watch(running)
      switch running.phase {
      case .dismiss:
        sequencer = next
      case .selectTab, .present, .setPath:
        let animated: Bool =
          switch running.phase {
          case .setPath(_, _, let animated): animated
          case .present: true
          default: false
          }
        withAnimation(animated ? .default : nil) {
          sequencer = next
        } completion: { [weak self] in
          self?.complete(running.number)
        }
      }
      forgetPresentations()
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
      var next = sequencer
      let running = next.checkDeadline()
      for case .completionMissed(let phase, let waited) in next.events {
        app.reportMissedTransitionCompletion(phase.description, waited: waited)
      }
      next.removeEvents()
      if let running {
        apply(running, committing: next)
      } else {
        sequencer = next
      }
    }

    // MARK: - Stacks

    private func location(of navigator: Navigator) -> StackLocation? {
      let tabs = app.tabs
      if let index = tabs.navigators.firstIndex(where: { $0 === navigator }) {
        return .tab(tabs.tabs[index].id)
      }
      return presented.first { $0.value.navigator === navigator }.map { .presentation(id: $0.key) }
    }

    private func remember(_ presentations: [PresentedStack]) {
      for presentation in presentations {
        presented[presentation.id] = presentation
      }
    }

    /// Drops the presented stacks neither shown, leaving nor in the target.
    private func forgetPresentations() {
      let kept = sequencer.presentationIDsInUse
      presented = presented.filter { kept.contains($0.key) }
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
