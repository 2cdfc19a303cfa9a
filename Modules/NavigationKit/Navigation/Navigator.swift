public import Observation

/// The navigation state of one stack: its path, what it presents, and its dialogs, with the
/// operations that change them.
///
/// A navigator starts at its ``root`` destination and holds the destinations pushed above it
/// in ``path``, which a `NavigationStack` shows. It may present one destination as a sheet or
/// full-screen cover; that presentation owns a child navigator, so pushes inside a sheet build
/// the sheet's own stack, and dismissing the sheet discards it. An alert or a confirmation
/// dialog is a value on the navigator.
///
/// Every change is one state change and is reported to the app's ``AppNavigator/events``. Operations that have
/// nothing to act on — popping an empty stack, dismissing when nothing is shown — do nothing.
///
/// An app's navigators are made by its ``AppNavigator``, which is where views and screens
/// change navigation (``AppNavigator/perform(_:in:)``): what a change means for the whole app —
/// a request whose screen it removes, a link a lock was holding — is settled there. The
/// operations here change this one stack, for code that manages a stack itself; the app
/// settles what they mean at its next operation.
///
/// ```swift
/// let orders = app.tabs.navigators[0]
/// orders.path                                                   // what the stack shows
/// orders.push(OrdersDestination.detail(orderId: "A-1"))
/// orders.present(CatalogDestination.productDetail(productId: "P-1"), as: .sheet)
/// orders.dismiss()                                              // the sheet and its stack
/// ```
///
/// Every destination passes the access check the navigator was made with: a value not of its
/// kind is refused (reported), and in an app, a destination that needs login while logged out
/// changes nothing and waits for login instead (``AppNavigator/waitingForLogin``).
///
/// A stack never grows beyond what a saved snapshot can restore: a push or a presentation
/// beyond a ``NavigationLimit`` changes nothing and is reported as
/// ``NavigationEvent/navigationRefusedAtLimit(_:limit:scope:)``.
@Observable
@MainActor
public final class Navigator {
  /// The destination at the bottom of the stack, shown when the path is empty.
  public let root: AnyDestination
  /// The stack this navigator is, as its events name it: such as `orders` or `orders/sheet`.
  public let scope: NavigationScope
  /// Where this navigator and the navigators it presents report their changes.
  @ObservationIgnored let events: NavigationEventBus
  /// The app's access check, shared with the navigators it presents; `nil` for a navigator
  /// made on its own, which checks only that values are of their kinds.
  @ObservationIgnored let gate: AccessGate?
  /// A number no other navigator of this process has, so a new presentation always has a new
  /// identity, even where a freed navigator's memory is reused.
  @ObservationIgnored nonisolated let serialNumber: UInt64
  /// How many presentations this navigator's stack is nested in: 0 for a tab's own stack, 1
  /// for what the tab presents, and so on.
  @ObservationIgnored let presentationDepth: Int

  @ObservationIgnored private static var nextSerialNumber: UInt64 = 0

  /// The destinations pushed above the root, bottom first.
  public private(set) var path: [AnyDestination] = []
  /// The transition each path entry was pushed with, by position, for the entries that asked
  /// for one other than ``ScreenTransition/automatic``: usually none. It changes only with the
  /// path, so it is not observed on its own: whoever reads the path is redrawn when it changes.
  @ObservationIgnored private var transitions: [Int: ScreenTransition] = [:]
  /// The alert or confirmation dialog shown, if any.
  private var dialog: Dialog?

  /// The presented sheet or full-screen cover, if any, with its own stack.
  public private(set) var presentation: PresentedStack?
  /// How many times the path has changed: one more on every change.
  @ObservationIgnored private var changes: UInt64 = 0
  /// Which of this stack's screens can lock navigation, as ``AppNavigator`` last learned them.
  @ObservationIgnored var lockingScreens: LockingScreens?

  /// Creates a navigator of its own, at its root with an empty path, reporting to a bus of its
  /// own: a stack with no app around it.
  convenience init(root: AnyDestination) {
    self.init(
      root: root, scope: NavigationScope(tab: TabID(root.moduleName)), events: NavigationEventBus(),
      gate: nil)
  }

  /// Creates a navigator of an app: its events go to the app's bus, and every destination
  /// passes the app's access check.
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

  /// The destination on top of this navigator's own stack: the last of the path, or the root.
  public var current: AnyDestination { path.last ?? root }

  /// The navigator of the innermost presentation, or this navigator when nothing is presented.
  ///
  /// What the user sees is `topmost.current`; pushes from the visible screen go to `topmost`.
  var topmost: Navigator {
    var navigator = self
    for stack in stacks { navigator = stack }
    return navigator
  }

  /// This navigator's presentation, then what that one presents, and so on: outermost first.
  public var presentations: [PresentedStack] {
    stacks.compactMap(\.presentation)
  }

  /// This navigator, then the navigator of each presentation above it, outermost first: the
  /// one walk up a chain of presentations every caller takes.
  var stacks: UnfoldFirstSequence<Navigator> {
    sequence(first: self) { $0.presentation?.navigator }
  }

  /// The alert shown over this navigator, if any.
  public var alert: DialogState? {
    if case .alert(let alert) = dialog { alert } else { nil }
  }

  /// The confirmation dialog shown over this navigator, if any.
  public var confirmationDialog: DialogState? {
    if case .confirmationDialog(let dialog) = dialog { dialog } else { nil }
  }

  /// The buttons of the alert or confirmation dialog shown, or `nil` when none is.
  var dialogActions: [DialogAction]? { dialog?.actions }

  // MARK: - The stack

  /// Pushes a destination onto the stack.
  ///
  /// - Parameters:
  ///   - destination: The destination to show next.
  ///   - transition: How it comes in, such as a zoom from the view that opened it; the
  ///     platform's push by default.
  /// - Returns: Whether it was pushed, waits for login, or was refused, and why.
  @discardableResult
  public func push(
    _ destination: some NavigationDestination, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    push(AnyDestination(destination), transition: transition)
  }

  /// Pushes an erased destination onto the stack: the one body of ``push(_:transition:)``.
  /// Code outside the package holding an erased destination goes through the front door
  /// (``AppNavigator/perform(_:in:)`` with ``NavigationAction/push(_:transition:)``).
  /// - Complexity: Amortized O(1).
  @discardableResult
  package func push(
    _ destination: AnyDestination, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    // The refusals are looked for only when the common case's checks fail, so a push builds no
    // outcome but `.performed`: a push is what a stack does most, and the SwiftUI benchmark row
    // is held to 1.3x an array's append.
    if path.count >= NavigationLimit.stackDepth.maximum || !isPlainlyAllowed(destination),
      let refusal = refusal(pushing: [destination])
        ?? admission(destination, else: .push([destination], scope: scope), transition: transition)
    {
      return refusal
    }
    append(destination, transition: transition)
    return .performed
  }

  /// Pushes `destination` without the access check or the depth limit, which the caller
  /// checked (``limitRefusal(pushing:)``).
  func append(_ destination: AnyDestination, transition: ScreenTransition = .automatic) {
    changePath { $0.append(destination) }
    if transition != .automatic {
      transitions[path.count - 1] = transition
    }
    report(.pushed([destination], scope: scope))
  }

  /// The transition the destination at `position` of the path was pushed with.
  ///
  /// - Parameter position: A position of ``path``, 0 for the first destination above the root.
  /// - Returns: Its transition; ``ScreenTransition/automatic`` for a position not in the path.
  public func transition(at position: Int) -> ScreenTransition {
    transitions[position] ?? .automatic
  }

  /// The transition the topmost occurrence of `destination` in the path was pushed with: what
  /// a `navigationDestination` closure, given only the value, applies.
  ///
  /// - Parameter destination: A destination of the path.
  /// - Returns: Its transition; ``ScreenTransition/automatic`` when it is not in the path.
  /// - Complexity: O(1) when no entry asked for a transition, else O(*n*) in the path's
  ///   length.
  package func transition(for destination: AnyDestination) -> ScreenTransition {
    guard !transitions.isEmpty, let position = path.lastIndex(of: destination) else {
      return .automatic
    }
    return transition(at: position)
  }

  /// The transitions of the path's entries that asked for one, by position: what a snapshot
  /// keeps.
  package var pathTransitions: [Int: ScreenTransition] { transitions }

  /// Forgets the transitions of the entries from `count` up, which left the path.
  private func forgetTransitions(from count: Int) {
    guard !transitions.isEmpty else { return }
    transitions = transitions.filter { $0.key < count }
  }

  /// Forgets the transitions of the entries past the end of the path, which left it: the
  /// path is read only when some entry has a transition.
  private func forgetTransitionsPastThePath() {
    guard !transitions.isEmpty else { return }
    forgetTransitions(from: path.count)
  }

  /// Forgets the transitions of the entries that a new path does not keep in place.
  private func forgetTransitions(
    replacing oldPath: [AnyDestination], with newPath: [AnyDestination]
  ) {
    guard !transitions.isEmpty else { return }
    let kept = zip(oldPath, newPath).prefix { $0 == $1 }.count
    forgetTransitions(from: kept)
  }

  /// Pushes several destinations in one change, the last of them on top.
  ///
  /// - Parameter destinations: The destinations to push, bottom first. Pushing none does
  ///   nothing.
  @discardableResult
  func push(contentsOf destinations: [AnyDestination]) -> NavigationOutcome {
    guard !destinations.isEmpty else { return .unchanged(reason: "nothing to push") }
    if let refusal = refusal(pushing: destinations)
      ?? admission(destinations, else: .push(destinations, scope: scope))
    {
      return refusal
    }
    changePath { $0.append(contentsOf: destinations) }
    report(.pushed(destinations, scope: scope))
    return .performed
  }

  /// Pops the top destination; does nothing when the path is empty.
  ///
  /// - Returns: The popped destination, or `nil` when the path was empty.
  @discardableResult
  public func pop() -> AnyDestination? {
    guard !path.isEmpty else { return nil }
    let popped = changePath { $0.removeLast() }
    forgetTransitionsPastThePath()
    report(.popped([popped], scope: scope))
    return popped
  }

  /// Pops `count` destinations in one change.
  ///
  /// When `count` is not positive or exceeds the path, nothing is popped: a request to go
  /// further back than the stack is treated as a mistake, not a pop to root. Use
  /// ``popToRoot()`` to clear the path.
  ///
  /// - Parameter count: How many destinations to pop.
  /// - Returns: The popped destinations, top first; empty when nothing was popped.
  @discardableResult
  func pop(_ count: Int) -> [AnyDestination] {
    guard count > 0, count <= path.count else { return [] }
    let popped = Array(path.suffix(count).reversed())
    changePath { $0.removeLast(count) }
    forgetTransitionsPastThePath()
    report(.popped(popped, scope: scope))
    return popped
  }

  /// Pops every destination, back to the root, in one change.
  ///
  /// - Returns: The popped destinations, top first; empty when the path was already empty.
  @discardableResult
  public func popToRoot() -> [AnyDestination] {
    pop(path.count)
  }

  /// Pops the destinations above the topmost occurrence of `destination`, an entry of the
  /// ``path`` (`OrdersDestination.list.erased` for a typed one); popping to the root clears
  /// the path. A destination that is neither in the path nor the root changes nothing.
  ///
  /// - Parameter destination: The destination to return to.
  /// - Returns: Whether `destination` was found in the path or is the root.
  /// - Complexity: O(*n*), where *n* is the length of the path.
  @discardableResult
  public func pop(to destination: AnyDestination) -> Bool {
    if let index = path.lastIndex(of: destination) {
      pop(path.count - index - 1)
      return true
    }
    guard destination == root else { return false }
    popToRoot()
    return true
  }

  /// Sets the whole path in one change, as `NavigationStack` does when the user swipes back or
  /// follows a link: reported as a push, a pop or a replacement, whichever the new path is.
  ///
  /// Every destination passes the access check, as a push's does, and a path deeper than
  /// the ``NavigationLimit/stackDepth`` limit is refused; the same path changes nothing.
  ///
  /// - Parameter destinations: The new path, bottom first; empty shows the root.
  /// - Returns: Whether it was set, waits for login, or was refused, and why.
  @discardableResult
  public func setPath(_ destinations: [AnyDestination]) -> NavigationOutcome {
    guard destinations != path else { return .unchanged(reason: "the path is the same") }
    if let refusal = refusal(replacingWith: destinations)
      ?? admission(destinations, else: .path(destinations, scope: scope))
    {
      return refusal
    }
    setStack(destinations)
    return .performed
  }

  /// Sets the path without the access check or the depth limit, which the caller made — what
  /// a link, a restore and a rebuilt stack do — reported as ``setPath(_:)`` reports it.
  ///
  /// - Parameters:
  ///   - destinations: The new path.
  ///   - transitions: The transitions its entries were pushed with, by position, as a
  ///     snapshot keeps them; entries the new path keeps in place keep theirs.
  func setStack(_ destinations: [AnyDestination], transitions: [Int: ScreenTransition] = [:]) {
    let oldPath = path
    forgetTransitions(replacing: oldPath, with: destinations)
    for (position, transition) in transitions
    where destinations.indices.contains(position) && transition != .automatic {
      self.transitions[position] = transition
    }
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
  /// A navigator presents one thing at a time: presenting while something is presented
  /// dismisses it first (both changes are reported). To present on top of a sheet, present
  /// from the sheet's navigator, such as the presented stack's navigator.
  ///
  /// - Parameters:
  ///   - destination: The root of the presented stack.
  ///   - style: A sheet or a full-screen cover.
  ///   - options: Its detents, size and whether a swipe dismisses it; the platform's by
  ///     default.
  ///   - transition: How it comes in; the platform's by default.
  /// - Returns: Whether it was presented, waits for login, or was refused, and why.
  @discardableResult
  public func present(
    _ destination: some NavigationDestination, as style: PresentationStyle,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    present(AnyDestination(destination), as: style, options: options, transition: transition)
  }

  /// Presents an erased destination: the one body of ``present(_:as:options:transition:)``.
  @discardableResult
  package func present(
    _ destination: AnyDestination, as style: PresentationStyle,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome {
    if let refusal = refusal(presenting: destination)
      ?? admission(
        destination, else: .present(destination, style: style, scope: scope), options: options,
        transition: transition)
    {
      return refusal
    }
    setPresentation(destination, as: style, options: options, transition: transition)
    return .performed
  }

  /// Presents `destination` without the access check or the depth limit, which the caller
  /// checked (``limitRefusalToPresent``).
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

  /// Dismisses the innermost thing shown: a dialog first, then the innermost presentation.
  ///
  /// - Returns: Whether anything was dismissed; `false` when nothing was shown.
  @discardableResult
  public func dismiss() -> Bool {
    // Walked, not recursed: how deep presentations nest is not this method's to bound.
    var presenter = self
    while let child = presenter.presentation?.navigator {
      guard child.presentation != nil || child.dialog != nil else {
        presenter.dismissPresentation()
        return true
      }
      presenter = child
    }
    return presenter.dismissDialog()
  }

  /// Dismisses this navigator's presentation and dialog.
  ///
  /// Presentations nested in the dismissed one are discarded with it, reported as one
  /// ``NavigationEvent/dismissed(_:style:scope:)`` of the outermost.
  func dismissAll() {
    dismissPresentation()
    dismissDialog()
  }

  /// Dismisses this navigator's own presentation and the stack inside it.
  ///
  /// - Returns: Whether there was a presentation to dismiss.
  @discardableResult
  func dismissPresentation() -> Bool {
    guard let presentation else { return false }
    self.presentation = nil
    // Taken apart from the outermost in, each navigator freed once its child is held here, so
    // a long chain never frees itself recursively and nothing is allocated. Only the outermost
    // change is announced: the nested stacks go with it, and nothing shows them after.
    var discarded = presentation.navigator
    while let child = discarded.presentation?.navigator {
      discarded.presentation = nil
      discarded = child
    }
    report(.dismissed(presentation.destination, style: presentation.style, scope: scope))
    return true
  }

  // MARK: - Dialogs

  /// Shows an alert, replacing any alert or confirmation dialog already shown (whose
  /// dismissal is reported first).
  ///
  /// - Parameter alert: The alert to show.
  func showAlert(_ alert: DialogState) {
    dismissDialog()
    dialog = .alert(alert)
    report(.alertPresented(alert, scope: scope))
  }

  /// Shows a confirmation dialog, replacing any alert or confirmation dialog already shown
  /// (whose dismissal is reported first).
  ///
  /// - Parameter dialog: The dialog to show.
  func showConfirmationDialog(_ dialog: DialogState) {
    dismissDialog()
    self.dialog = .confirmationDialog(dialog)
    report(.confirmationDialogPresented(dialog, scope: scope))
  }

  /// Closes the alert or confirmation dialog without choosing an action.
  ///
  /// - Returns: Whether a dialog was shown.
  @discardableResult
  func dismissDialog() -> Bool {
    guard let dialog else { return false }
    self.dialog = nil
    report(.dialogDismissed(title: dialog.title, scope: scope))
    return true
  }

  /// Closes the dialog by choosing its button `id`, reported as a
  /// ``NavigationEvent/dialogActionSelected(_:dialog:scope:)`` event; what the button does is
  /// the app's to perform (``AppNavigator/chooseDialogAction(id:in:)``).
  ///
  /// - Returns: The button, or `nil` when no shown button has that id (nothing changes).
  func selectDialogAction(id: String) -> DialogAction? {
    guard let dialog, let action = dialog.actions.first(where: { $0.id == id }) else {
      return nil
    }
    self.dialog = nil
    report(.dialogActionSelected(action, dialog: dialog.title, scope: scope))
    return action
  }

  // MARK: - Access

  /// Takes the lowest destination that needs login off this stack or the presentations above
  /// it, with everything above it; each change is reported as usual.
  func removeGatedDestinations() {
    var presenter = self
    while true {
      if let index = presenter.path.firstIndex(where: { $0.access.requiresLogin }) {
        presenter.dismissAll()
        presenter.pop(presenter.path.count - index)
        return
      }
      guard let presentation = presenter.presentation else { return }
      if presentation.destination.access.requiresLogin {
        presenter.dismissAll()
        return
      }
      presenter = presentation.navigator
    }
  }

  /// Whether `destination` may be shown now with nothing to report: a value of its kind, and
  /// no login needed that the user lacks.
  private func isPlainlyAllowed(_ destination: AnyDestination) -> Bool {
    let policy = destination.access
    return policy.invalidValue == nil && (!policy.requiresLogin || gate?.isLoggedIn ?? true)
  }

  /// What keeps `destination` from being shown now, or `nil` when it may be. A value not of
  /// its kind is refused (reported); in an app, a destination that needs login while logged
  /// out becomes the navigation waiting for login, asked for on this stack.
  ///
  /// `target` is made only when the destination waits: a push that is allowed, the common
  /// case, allocates nothing for it. `options` and `transition` are kept with it, so it is
  /// shown as asked when it runs.
  private func admission(
    _ destination: AnyDestination, else target: @autoclosure () -> WaitingNavigation,
    options: PresentationOptions = .automatic, transition: ScreenTransition = .automatic
  ) -> NavigationOutcome? {
    let policy = destination.access
    if let invalid = policy.invalidValue {
      return refuse(destination, invalid: invalid)
    }
    guard policy.requiresLogin, let gate, !gate.isLoggedIn else { return nil }
    return .waiting(
      gate.waitForLogin(
        target(),
        origin: Origin(navigator: self, path: path, options: options, transition: transition)))
  }

  /// What keeps `destinations` from being shown now, or `nil` when all may be; see the
  /// single-destination form.
  private func admission(
    _ destinations: [AnyDestination], else target: @autoclosure () -> WaitingNavigation
  ) -> NavigationOutcome? {
    guard let gate else {
      for destination in destinations {
        if let invalid = destination.access.invalidValue {
          return refuse(destination, invalid: invalid)
        }
      }
      return nil
    }
    switch gate.decision(for: destinations) {
    case .allowed:
      return nil
    case .refused(let destination, let invalid):
      return refuse(destination, invalid: invalid)
    case .needsLogin:
      return .waiting(gate.waitForLogin(target(), origin: Origin(navigator: self, path: path)))
    }
  }

  private func refuse(_ destination: AnyDestination, invalid: CheckedValue) -> NavigationOutcome {
    events.send(.navigationRefused(destination, value: invalid.name, scope: scope))
    return .unchanged(
      reason: "\(UntrustedText.quoted(invalid.name)) is not a valid value of \(destination)")
  }

  // MARK: - Limits

  /// The limit pushing `count` destinations would go beyond, or `nil` when they fit.
  func limitRefusal(pushing count: Int) -> NavigationLimit? {
    count > NavigationLimit.stackDepth.maximum - path.count ? .stackDepth : nil
  }

  /// The limit a presentation from this stack would go beyond, or `nil` when it fits: a
  /// presentation replaces this stack's own, so only how deep this stack is nested counts.
  var limitRefusalToPresent: NavigationLimit? {
    presentationDepth >= NavigationLimit.presentationDepth.maximum ? .presentationDepth : nil
  }

  /// The refusal of pushing `destinations` beyond the stack's depth limit, the first beyond
  /// it reported, or `nil` when they fit.
  private func refusal(pushing destinations: [AnyDestination]) -> NavigationOutcome? {
    guard let limit = limitRefusal(pushing: destinations.count) else { return nil }
    let firstBeyond = max(0, NavigationLimit.stackDepth.maximum - path.count)
    return refuse(destinations[min(firstBeyond, destinations.count - 1)], beyond: limit)
  }

  /// The refusal of `destinations` as the whole path beyond the depth limit, the first beyond
  /// it reported, or `nil` when they fit.
  private func refusal(replacingWith destinations: [AnyDestination]) -> NavigationOutcome? {
    guard destinations.count > NavigationLimit.stackDepth.maximum else { return nil }
    return refuse(destinations[NavigationLimit.stackDepth.maximum], beyond: .stackDepth)
  }

  /// The refusal of presenting `destination` from this stack beyond the nesting limit, or
  /// `nil` when it fits.
  private func refusal(presenting destination: AnyDestination) -> NavigationOutcome? {
    guard let limit = limitRefusalToPresent else { return nil }
    return refuse(destination, beyond: limit)
  }

  private func refuse(_ destination: AnyDestination, beyond limit: NavigationLimit)
    -> NavigationOutcome
  {
    events.send(.navigationRefusedAtLimit(destination, limit: limit, scope: scope))
    return .unchanged(reason: "\(limit)")
  }

  // MARK: - Observation and events

  /// A number that changes whenever the path does: what was learned of the path at one
  /// revision holds while it stays the same. Reading it is reading the path, for observation.
  var stackRevision: UInt64 {
    _ = path
    return changes
  }

  /// The path's destination at `index`, or `nil` past its end.
  func destination(at index: Int) -> AnyDestination? {
    path.indices.contains(index) ? path[index] : nil
  }

  /// Changes the path, counting the change in ``stackRevision``.
  private func changePath<Result>(_ change: (inout [AnyDestination]) -> Result) -> Result {
    changes &+= 1
    return change(&path)
  }

  /// Sends the event a change made; when nobody observes the bus, the event is not even made,
  /// so a change costs no allocation for its event.
  private func report(_ event: @autoclosure () -> NavigationEvent) {
    guard events.isObserved else { return }
    events.send(event())
  }
}

/// A destination presented modally by a ``Navigator``, with a stack of its own.
///
/// The presented destination is the root of ``navigator``; pushes inside the sheet or cover go
/// to that navigator's path. Dismissing the presentation discards the whole stack.
@MainActor
public struct PresentedStack: Identifiable {
  /// Whether the destination is shown as a sheet or a full-screen cover.
  public let style: PresentationStyle
  /// The navigator of the presented stack; its ``Navigator/root`` is the presented destination.
  public let navigator: Navigator
  /// Its detents, size and whether a swipe dismisses it, as the route or action asked.
  public let options: PresentationOptions
  /// How it came in, as the route or action asked.
  public let transition: ScreenTransition

  init(
    style: PresentationStyle, navigator: Navigator, options: PresentationOptions = .automatic,
    transition: ScreenTransition = .automatic
  ) {
    self.style = style
    self.navigator = navigator
    self.options = options
    self.transition = transition
  }

  /// The presented destination: the navigator's root, by a shorter name for the library's
  /// adapters and tests.
  package var destination: AnyDestination { navigator.root }

  /// The presented stack's own number: a new presentation, even of the same destination, is
  /// a new identity, so a sheet bound to it is shown anew.
  nonisolated public var id: UInt64 { navigator.serialNumber }
}

/// How a destination is shown on top of a stack.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// A sheet: a card over the current screen, dismissible by the user.
  case sheet
  /// A full-screen cover: it hides the current screen entirely.
  case fullScreenCover
}

/// An alert or a confirmation dialog; a navigator shows at most one at a time.
private enum Dialog: Hashable, Sendable {
  case alert(DialogState)
  case confirmationDialog(DialogState)

  var title: String {
    switch self {
    case .alert(let alert): alert.title
    case .confirmationDialog(let dialog): dialog.title
    }
  }

  var actions: [DialogAction] {
    switch self {
    case .alert(let alert): alert.actions
    case .confirmationDialog(let dialog): dialog.actions
    }
  }
}
