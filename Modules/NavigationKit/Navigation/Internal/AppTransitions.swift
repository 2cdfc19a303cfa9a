/// A ``TransitionSequencer`` following one app, shared by the SwiftUI adapter and
/// `NavigationKitTesting`'s simulated platform. A value, so an adapter can commit a change when
/// it shows it (inside an animation, for SwiftUI's observation).
@MainActor
package struct AppTransitions {
  package let app: AppNavigator
  package private(set) var sequencer: TransitionSequencer
  /// The presented stacks a phase may still show, dismissed ones included: a few, so a list.
  private var presented: [PresentedStack] = []

  /// Follows `app`, whose platform shows the app as it is now.
  package init(
    app: AppNavigator, timeout: Duration = .seconds(2), clock: @escaping () -> Duration
  ) {
    self.app = app
    sequencer = TransitionSequencer(shown: ShownNavigation(of: app), timeout: timeout, clock: clock)
    remember()
  }

  /// Takes the model's state as the target, and starts the next phase when none runs.
  @discardableResult
  package mutating func follow() -> TransitionSequencer.Running? {
    remember()
    sequencer.target = ShownNavigation(of: app)
    defer { forget() }
    return sequencer.start()
  }

  /// The platform reported the end of phase `number`: the next phase starts.
  @discardableResult
  package mutating func complete(_ number: UInt64) -> TransitionSequencer.Running? {
    sequencer.target = ShownNavigation(of: app)
    defer { forget() }
    return sequencer.complete(number)
  }

  package mutating func platformDidShow(_ shown: ShownNavigation) {
    sequencer.platformDidShow(shown)
  }

  /// Takes the running phase as done when its deadline passed, reported on the app's events.
  @discardableResult
  package mutating func passDeadline() -> TransitionSequencer.Running? {
    let phase = sequencer.running.map { describe($0.phase) }
    sequencer.target = ShownNavigation(of: app)
    let next = sequencer.checkDeadline()
    for case .completionMissed(let missed, let waited) in sequencer.events {
      app.events.send(
        .transitionCompletionMissed(phase: phase ?? missed.description, waited: waited))
    }
    sequencer.removeEvents()
    forget()
    return next
  }

  // MARK: - Stacks

  /// Where `navigator` is shown: one of the tabs, or a presented stack the sequencer knows.
  package func location(of navigator: Navigator) -> StackLocation? {
    let tabs = app.tabs
    if let index = tabs.navigators.firstIndex(where: { $0 === navigator }) {
      return .tab(tabs.tabs[index].id)
    }
    return presented.first { $0.navigator === navigator }.map { .presentation(id: $0.id) }
  }

  package func presentedStack(_ id: UInt64) -> PresentedStack? {
    presented.first { $0.id == id }
  }

  private mutating func remember() {
    for presentation in app.tabs.selectedNavigator.presentations {
      if let index = presented.firstIndex(where: { $0.id == presentation.id }) {
        presented[index] = presentation
      } else {
        presented.append(presentation)
      }
    }
  }

  private mutating func forget() {
    let kept = sequencer.presentationIDsInUse
    presented.removeAll { !kept.contains($0.id) }
  }

  // MARK: - Describing

  /// The phase as a person reads it, naming the presentations by their destinations.
  package func describe(_ phase: TransitionPhase) -> String {
    switch phase {
    case .dismiss(let keeping):
      let dismissed = sequencer.shown.presentations.dropFirst(keeping)
      return "dismiss " + dismissed.map(describe).joined(separator: " and ")
    case .selectTab(let tab):
      return "select the \(tab) tab"
    case .setPath(let path, let location, let animated):
      let stack: String =
        switch location {
        case .tab(let tab): "the \(tab) tab"
        case .presentation(let id): presentedStack(id).map(describe) ?? "a presentation"
        }
      return "show [\(path.map(\.description).joined(separator: ", "))] in \(stack)"
        + (animated ? ", animated" : "")
    case .present(let presentation):
      return "present " + describe(presentation)
    }
  }

  /// The presentation as a person reads it, such as `the sheet catalog.search(query: "knife")`.
  package func describe(_ presentation: ShownPresentation) -> String {
    presentedStack(presentation.id).map(describe) ?? presentation.style.rawValue
  }

  private func describe(_ presented: PresentedStack) -> String {
    "the \(presented.style.rawValue) \(presented.destination)"
  }
}
