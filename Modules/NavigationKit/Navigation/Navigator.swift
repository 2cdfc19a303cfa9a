public import Observation

/// The navigation state of one stack: its path, what it presents, and its dialogs, with the
/// operations that change them.
///
/// A navigator holds the destinations pushed above its ``root`` in ``path``. It may present one
/// destination as a sheet or full-screen cover, which owns a child navigator with its own stack.
///
/// Every change is one state change, reported to the app's ``AppNavigator/events``; an operation
/// with nothing to act on does nothing. Views and screens navigate through the app
/// (``AppNavigator/perform(_:in:)``); the operations here change this one stack, and the app
/// settles what they mean for the whole app at its next operation.
///
/// ```swift
/// let orders = app.tabs.navigators[0]
/// orders.path                                                   // what the stack shows
/// orders.push(OrdersDestination.detail(orderId: "A-1"))
/// orders.present(CatalogDestination.productDetail(productId: "P-1"), as: .sheet)
/// orders.dismiss()                                              // the sheet and its stack
/// ```
///
/// A value not of its destination's kind is refused (reported); in an app, a destination that
/// needs login while logged out waits for login instead (``AppNavigator/waitingForLogin``). A
/// push or a presentation beyond a ``NavigationLimit`` is refused and reported.
@Observable
@MainActor
public final class Navigator {
  /// The destination at the bottom of the stack, shown when the path is empty.
  public let root: AnyDestination
  /// The stack this navigator is, as its events name it, such as `orders/sheet`.
  public let scope: NavigationScope
  @ObservationIgnored let events: NavigationEventBus
  /// `nil` for a navigator made on its own, which checks only that values are of their kinds.
  @ObservationIgnored let gate: AccessGate?
  /// Unique in the process, so a new presentation has a new identity even in reused memory.
  @ObservationIgnored nonisolated let serialNumber: UInt64
  /// How many presentations this stack is nested in: 0 for a tab's own stack.
  @ObservationIgnored let presentationDepth: Int

  @ObservationIgnored private static var nextSerialNumber: UInt64 = 0

  /// The destinations pushed above the root, bottom first.
  public private(set) var path: [AnyDestination] = []
  /// The path's transitions other than `.automatic`, by position; observed through the path.
  @ObservationIgnored package private(set) var pathTransitions: [Int: ScreenTransition] = [:]
  private var dialog: Dialog?

  /// The presented sheet or full-screen cover, if any, with its own stack.
  public private(set) var presentation: PresentedStack?
  @ObservationIgnored private var changes: UInt64 = 0
  /// Which of this stack's screens can lock navigation, as ``AppNavigator`` last learned them.
  @ObservationIgnored var lockingScreens: LockingScreens?

  /// Creates a navigator with no app around it, reporting to a bus of its own.
  convenience init(root: AnyDestination) {
    self.init(
      root: root, scope: NavigationScope(tab: TabID(root.moduleName)), events: NavigationEventBus(),
      gate: nil)
  }

  init(
    root: AnyDestination, scope: NavigationScope, events: NavigationEventBus, gate: AccessGate?,
    presentationDepth: Int = 0
  ) {
    self.root = root
    self.scope = scope
    self.events = events
    self.gate = gate
    self.presentationDepth = presentationDepth
    Self.nextSerialNumber += 1
    self.serialNumber = Self.nextSerialNumber
  }

  // MARK: - State

  /// The destination on top of this stack: the last of the path, or the root.
  public var current: AnyDestination { path.last ?? root }

  /// Whether presenting `destination` here would show what is shown already: this stack
  /// presents it, or is its presentation and shows nothing above it.
  func presents(_ destination: AnyDestination) -> Bool {
    presentation?.destination == destination
      || (presentationDepth > 0 && path.isEmpty && root == destination)
  }

  /// The navigator of the innermost presentation, or this one.
  var topmost: Navigator { stacks.reduce(self) { _, above in above } }

  /// This navigator's presentation, then what that one presents, and so on: outermost first.
  public var presentations: [PresentedStack] { stacks.compactMap(\.presentation) }

  /// This navigator, then the navigator of each presentation above it, outermost first.
  var stacks: UnfoldFirstSequence<Navigator> {
    sequence(first: self) { $0.presentation?.navigator }
  }

  /// The alert shown over this navigator, if any.
  public var alert: DialogState? { dialog?.isAlert == true ? dialog?.state : nil }

  /// The confirmation dialog shown over this navigator, if any.
  public var confirmationDialog: DialogState? { dialog?.isAlert == false ? dialog?.state : nil }

  var dialogActions: [DialogAction]? { dialog?.state.actions }

  // MARK: - The stack

  /// Pushes a destination onto the stack, coming in with `transition`; returns whether it was
  /// pushed, waits for login, or was refused, and why.
  @discardableResult
  public func push(
    _ destination: some NavigationDestination, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    push(AnyDestination(destination), transition: transition)
  }

  @discardableResult
  package func push(
    _ destination: AnyDestination, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    // Refusals are looked for only when the cheap checks fail: the SwiftUI benchmark row holds
    // a push to 1.3x an array's append.
    if path.count >= NavigationLimit.stackDepth.maximum || !isPlainlyAllowed(destination),
      let refusal = admission(
        [destination], above: path.count, else: .push([destination], scope: scope),
        transition: transition)
    {
      return refusal
    }
    append(destination, transition: transition)
    return .performed
  }

  /// Pushes `destination` without the checks, which the caller made.
  func append(_ destination: AnyDestination, transition: ScreenTransition = .automatic) {
    changePath { $0.append(destination) }
    if transition != .automatic {
      pathTransitions[path.count - 1] = transition
    }
    report(.pushed([destination], scope: scope))
  }

  /// The transition the destination at `position` of ``path`` was pushed with;
  /// ``ScreenTransition/automatic`` for a position not in the path.
  public func transition(at position: Int) -> ScreenTransition {
    pathTransitions[position] ?? .automatic
  }

  /// The transition the topmost occurrence of `destination` in the path was pushed with: what
  /// a `navigationDestination` closure, given only the value, applies.
  package func transition(for destination: AnyDestination) -> ScreenTransition {
    guard !pathTransitions.isEmpty, let position = path.lastIndex(of: destination) else {
      return .automatic
    }
    return transition(at: position)
  }

  /// Forgets the transitions of the entries from `count` up.
  private func forgetTransitions(from count: @autoclosure () -> Int) {
    guard !pathTransitions.isEmpty else { return }
    let count = count()
    pathTransitions = pathTransitions.filter { $0.key < count }
  }

  /// Pushes several destinations, bottom first, in one change.
  @discardableResult
  func push(contentsOf destinations: [AnyDestination]) -> NavigationOutcome {
    guard !destinations.isEmpty else { return .unchanged(reason: "nothing to push") }
    if let refusal = admission(
      destinations, above: path.count, else: .push(destinations, scope: scope))
    {
      return refusal
    }
    changePath { $0.append(contentsOf: destinations) }
    report(.pushed(destinations, scope: scope))
    return .performed
  }

  /// Pops the top destination and returns it, or `nil` when the path was empty.
  @discardableResult
  public func pop() -> AnyDestination? {
    guard !path.isEmpty else { return nil }
    let popped = changePath { $0.removeLast() }
    forgetTransitions(from: path.count)
    report(.popped([popped], scope: scope))
    return popped
  }

  /// Pops `count` destinations in one change, top first; a `count` not positive or beyond the
  /// path pops nothing.
  @discardableResult
  func pop(_ count: Int) -> [AnyDestination] {
    guard count > 0, count <= path.count else { return [] }
    let popped = Array(path.suffix(count).reversed())
    changePath { $0.removeLast(count) }
    forgetTransitions(from: path.count)
    report(.popped(popped, scope: scope))
    return popped
  }

  /// Pops every destination, back to the root, in one change, returning them top first.
  @discardableResult
  public func popToRoot() -> [AnyDestination] {
    pop(path.count)
  }

  /// Pops the destinations above the topmost occurrence of `destination` in the ``path``, or
  /// all of them when it is the root; returns whether it was either.
  @discardableResult
  public func pop(to destination: AnyDestination) -> Bool {
    guard
      let kept = path.lastIndex(of: destination).map({ $0 + 1 }) ?? (destination == root ? 0 : nil)
    else { return false }
    pop(path.count - kept)
    return true
  }

  /// Sets the whole path in one change, reported as a push, a pop or a replacement. Every
  /// destination passes the access check, and a path beyond the ``NavigationLimit/stackDepth``
  /// limit is refused. Views set a path through the front door, ``AppNavigator/setPath(_:of:)``.
  @discardableResult
  package func setPath(_ destinations: [AnyDestination]) -> NavigationOutcome {
    guard destinations != path else { return .unchanged(reason: "the path is the same") }
    if let refusal = admission(destinations, above: 0, else: .path(destinations, scope: scope)) {
      return refusal
    }
    setStack(destinations)
    return .performed
  }

  /// Sets the path without the checks, which the caller made, reported as ``setPath(_:)``
  /// reports it. Entries kept in place keep their transitions; `transitions` adds others.
  func setStack(_ destinations: [AnyDestination], transitions: [Int: ScreenTransition] = [:]) {
    let oldPath = path
    forgetTransitions(from: zip(oldPath, destinations).prefix { $0 == $1 }.count)
    pathTransitions.merge(
      transitions.filter { destinations.indices.contains($0.key) && $0.value != .automatic }
    ) { $1 }
    guard destinations != oldPath else { return }
    changePath { $0 = destinations }
    if destinations.starts(with: oldPath) {
      report(.pushed(Array(destinations[oldPath.count...]), scope: scope))
    } else if oldPath.starts(with: destinations) {
      report(.popped(oldPath[destinations.count...].reversed(), scope: scope))
    } else {
      report(.pathReplaced(from: oldPath, to: destinations, scope: scope))
    }
  }

  // MARK: - Presentations

  /// Presents a destination as a sheet or full-screen cover, with an empty stack of its own.
  ///
  /// Presenting while something is presented dismisses it first; to present on top of a
  /// sheet, present from the sheet's navigator. Returns whether it was presented, waits for
  /// login, or was refused, and why.
  @discardableResult
  public func present(
    _ destination: some NavigationDestination, as style: PresentationStyle,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    present(AnyDestination(destination), as: style, options: options, transition: transition)
  }

  @discardableResult
  package func present(
    _ destination: AnyDestination, as style: PresentationStyle,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    if let limit = limitRefusalToPresent { return refuse(destination, beyond: limit) }
    if let refusal = admission(
      [destination], else: .present(destination, style: style, scope: scope), options: options,
      transition: transition)
    {
      return refusal
    }
    setPresentation(destination, as: style, options: options, transition: transition)
    return .performed
  }

  /// Presents `destination` without the checks, which the caller made.
  func setPresentation(
    _ destination: AnyDestination, as style: PresentationStyle,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) {
    dismissPresentation()
    let child = Navigator(
      root: destination, scope: scope.presenting(style), events: events, gate: gate,
      presentationDepth: presentationDepth + 1)
    presentation = PresentedStack(
      style: style, navigator: child, options: options, transition: transition)
    report(.presented(destination, style: style, scope: scope))
  }

  /// Dismisses the innermost thing shown, a dialog before a presentation; returns whether
  /// anything was.
  @discardableResult
  public func dismiss() -> Bool {
    let top = topmost
    if top.dialog != nil || top === self { return top.dismissDialog() }
    return stacks.first { $0.presentation?.navigator === top }?.dismissPresentation() ?? false
  }

  /// Dismisses this navigator's presentation, with those nested in it, and its dialog.
  func dismissAll() {
    dismissPresentation()
    dismissDialog()
  }

  /// Dismisses this navigator's presentation, reported as one dismissal of the outermost.
  @discardableResult
  func dismissPresentation() -> Bool {
    guard let presentation else { return false }
    self.presentation = nil
    // Taken apart from the outermost in, so a long chain never frees itself recursively.
    var discarded = presentation.navigator
    while let child = discarded.presentation?.navigator {
      discarded.presentation = nil
      discarded = child
    }
    report(.dismissed(presentation.destination, style: presentation.style, scope: scope))
    return true
  }

  // MARK: - Dialogs

  /// Shows a dialog, replacing (after reporting its dismissal) any shown.
  func showAlert(_ alert: DialogState) { show(Dialog(state: alert, isAlert: true)) }

  func showConfirmationDialog(_ dialog: DialogState) {
    show(Dialog(state: dialog, isAlert: false))
  }

  private func show(_ dialog: Dialog) {
    dismissDialog()
    self.dialog = dialog
    report(
      dialog.isAlert
        ? .alertPresented(dialog.state, scope: scope)
        : .confirmationDialogPresented(dialog.state, scope: scope))
  }

  /// Closes the dialog without choosing an action; returns whether one was shown.
  @discardableResult
  func dismissDialog() -> Bool {
    guard let dialog else { return false }
    self.dialog = nil
    report(.dialogDismissed(title: dialog.state.title, scope: scope))
    return true
  }

  /// Closes the dialog by choosing its button `id`, returned for the app to perform; `nil`
  /// when no shown button has that id.
  func selectDialogAction(id: String) -> DialogAction? {
    guard let dialog, let action = dialog.state.actions.first(where: { $0.id == id }) else {
      return nil
    }
    self.dialog = nil
    report(.dialogActionSelected(action, dialog: dialog.state.title, scope: scope))
    return action
  }

  // MARK: - Access

  /// Takes the lowest destination that needs login off this stack or the presentations above
  /// it, with everything above it.
  func removeGatedDestinations() {
    for presenter in stacks {
      if let index = presenter.path.firstIndex(where: { $0.access.requiresLogin }) {
        presenter.dismissAll()
        presenter.pop(presenter.path.count - index)
        return
      }
      if presenter.presentation?.destination.access.requiresLogin == true {
        presenter.dismissAll()
        return
      }
    }
  }

  /// Whether `destination` may be shown now with nothing to report.
  private func isPlainlyAllowed(_ destination: AnyDestination) -> Bool {
    let policy = destination.access
    return policy.invalidValue == nil && (!policy.requiresLogin || gate?.isLoggedIn ?? true)
  }

  /// What keeps `destinations` from being shown now, or `nil` when all may be, in order: the
  /// first beyond the depth limit, stacked above the path's first `base` entries (a
  /// presentation, a stack of its own, has none); the first value not of its kind; in an app,
  /// login, for which `target` waits, to be shown with `options` and `transition`.
  private func admission(
    _ destinations: [AnyDestination], above base: Int? = nil,
    else target: @autoclosure () -> WaitingNavigation,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome? {
    let room = base.map { max(0, NavigationLimit.stackDepth.maximum - $0) } ?? .max
    if destinations.count > room { return refuse(destinations[room], beyond: .stackDepth) }
    for destination in destinations {
      if let invalid = destination.access.invalidValue {
        return refuse(destination, invalid: invalid)
      }
    }
    guard let gate, !gate.isLoggedIn, destinations.contains(where: \.access.requiresLogin) else {
      return nil
    }
    return .waiting(
      gate.waitForLogin(
        target(),
        origin: Origin(navigator: self, path: path, options: options, transition: transition)))
  }

  private func refuse(_ destination: AnyDestination, invalid: CheckedValue) -> NavigationOutcome {
    events.send(.navigationRefused(destination, value: invalid.name, scope: scope))
    return .unchanged(
      reason: "\(UntrustedText.quoted(invalid.name)) is not a valid value of \(destination)")
  }

  // MARK: - Limits

  /// The limit pushing `count` destinations would go beyond, if any.
  func limitRefusal(pushing count: Int) -> NavigationLimit? {
    count > NavigationLimit.stackDepth.maximum - path.count ? .stackDepth : nil
  }

  /// The limit a presentation from this stack would go beyond, if any.
  var limitRefusalToPresent: NavigationLimit? {
    presentationDepth >= NavigationLimit.presentationDepth.maximum ? .presentationDepth : nil
  }

  private func refuse(_ destination: AnyDestination, beyond limit: NavigationLimit)
    -> NavigationOutcome
  {
    events.send(.navigationRefusedAtLimit(destination, limit: limit, scope: scope))
    return .unchanged(reason: "\(limit)")
  }

  // MARK: - Observation and events

  /// Changes with every change of the path; reading it is reading the path, for observation.
  var stackRevision: UInt64 {
    _ = path
    return changes
  }

  func destination(at index: Int) -> AnyDestination? {
    path.indices.contains(index) ? path[index] : nil
  }

  private func changePath<Result>(_ change: (inout [AnyDestination]) -> Result) -> Result {
    changes &+= 1
    return change(&path)
  }

  /// Sends the event a change made; when nobody observes the bus, the event is not even made.
  private func report(_ event: @autoclosure () -> NavigationEvent) {
    guard events.isObserved else { return }
    events.send(event())
  }
}

/// A destination presented modally by a ``Navigator``, with a stack of its own: the
/// destination is the root of ``navigator``, and dismissing it discards the whole stack.
@MainActor
public struct PresentedStack: Identifiable {
  /// Whether the destination is shown as a sheet or a full-screen cover.
  public let style: PresentationStyle
  /// The navigator of the presented stack.
  public let navigator: Navigator
  /// Its detents, size and whether a swipe dismisses it, as the route or action asked.
  public let options: PresentationOptions
  /// How it came in, as the route or action asked.
  public let transition: ScreenTransition

  /// The presented destination: the navigator's root.
  package var destination: AnyDestination { navigator.root }

  /// New for every presentation, even of the same destination, so a sheet bound to it is
  /// shown anew.
  nonisolated public var id: UInt64 { navigator.serialNumber }
}

/// How a destination is shown on top of a stack.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// A sheet: a card over the current screen, dismissible by the user.
  case sheet
  /// A full-screen cover: it hides the current screen entirely.
  case fullScreenCover
}

/// The alert or confirmation dialog a navigator shows; at most one at a time.
private struct Dialog {
  let state: DialogState
  let isAlert: Bool
}
