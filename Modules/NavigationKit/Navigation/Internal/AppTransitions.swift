/// A ``TransitionSequencer`` following one app: what the SwiftUI adapter and the simulated
/// platform of `NavigationKitTesting` both hold, so they take the model's state, keep the
/// presented stacks a phase still shows and report a missed completion the same way.
///
/// A value, so an adapter can apply a change to a copy and commit it when it shows it (inside
/// an animation, for SwiftUI's observation).
@MainActor
package struct AppTransitions {
  package let app: AppNavigator
  package private(set) var sequencer: TransitionSequencer
  /// The presented stacks shown, leaving or in the target, by id: a dismissed one stays
  /// renderable until its dismissal ends, and a phase can be described with its destination.
  private var presented: [UInt64: PresentedStack] = [:]

  /// Follows `app`, whose platform shows the app as it is now.
  ///
  /// - Parameters:
  ///   - timeout: How long a phase may run without reporting its end.
  ///   - clock: The time now, on any fixed origin.
  package init(
    app: AppNavigator, timeout: Duration = .seconds(2), clock: @escaping () -> Duration
  ) {
    self.app = app
    sequencer = TransitionSequencer(shown: ShownNavigation(of: app), timeout: timeout, clock: clock)
    remember()
  }

  /// Takes the model's state as the target, and starts the next phase when none runs.
  ///
  /// - Returns: The phase to apply now, or `nil` when there is nothing new to do.
  @discardableResult
  package mutating func follow() -> TransitionSequencer.Running? {
    remember()
    sequencer.target = ShownNavigation(of: app)
    defer { forget() }
    return sequencer.start()
  }

  /// The platform reported the end of phase `number`: the next phase towards the model's
  /// state starts.
  @discardableResult
  package mutating func complete(_ number: UInt64) -> TransitionSequencer.Running? {
    sequencer.target = ShownNavigation(of: app)
    defer { forget() }
    return sequencer.complete(number)
  }

  /// The user changed the platform: taken as done, never replayed.
  package mutating func platformDidShow(_ shown: ShownNavigation) {
    sequencer.platformDidShow(shown)
  }

  /// Takes the running phase as done when its deadline passed without a completion, and
  /// reports it on the app's events
  /// (``NavigationEvent/transitionCompletionMissed(phase:waited:)``).
  ///
  /// - Returns: The phase to apply next, if one started.
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
    return presented.first { $0.value.navigator === navigator }.map { .presentation(id: $0.key) }
  }

  /// The presented stack `id`, while a phase still shows it.
  package func presentedStack(_ id: UInt64) -> PresentedStack? {
    presented[id]
  }

  private mutating func remember() {
    for presentation in app.tabs.selectedNavigator.presentations {
      presented[presentation.id] = presentation
    }
  }

  private mutating func forget() {
    let kept = sequencer.presentationIDsInUse
    presented = presented.filter { kept.contains($0.key) }
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
        case .presentation(let id): presented[id].map(describe) ?? "a presentation"
        }
      return "show [\(path.map(\.description).joined(separator: ", "))] in \(stack)"
        + (animated ? ", animated" : "")
    case .present(let presentation):
      return "present " + describe(presentation)
    }
  }

  /// The presentation as a person reads it, such as `the sheet catalog.search(query: "knife")`.
  package func describe(_ presentation: ShownPresentation) -> String {
    presented[presentation.id].map(describe) ?? presentation.style.rawValue
  }

  private func describe(_ presented: PresentedStack) -> String {
    "the \(presented.style.rawValue) \(presented.destination)"
  }
}
