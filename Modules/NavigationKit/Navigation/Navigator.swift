public import Observation

/// The navigation state of one stack: its path, what it presents, and its dialogs.
///
/// A navigator starts at its ``root`` destination and holds the destinations pushed above it
/// in ``path``, which a `NavigationStack(path:)` binds to. It may present one destination as a
/// sheet or full-screen cover; that presentation owns a child navigator, so pushes inside a
/// sheet build the sheet's own stack, and dismissing the sheet discards it. An alert or a
/// confirmation dialog is a value on the navigator.
///
/// Every change is one state change and is reported to ``events``. Operations that have nothing
/// to act on — popping an empty stack, dismissing when nothing is shown — do nothing.
///
/// ```swift
/// let navigator = Navigator(root: OrdersDestination.list.erased)
/// navigator.push(OrdersDestination.detail(orderId: "A-1"))
/// navigator.present(CatalogDestination.productDetail(productId: "P-1"), as: .sheet)
/// navigator.topmost.push(CatalogDestination.search(query: nil))  // inside the sheet
/// navigator.dismiss()                                              // the sheet and its stack
/// ```
@Observable
@MainActor
public final class Navigator {
  /// The destination at the bottom of the stack, shown when the path is empty.
  public let root: AnyDestination
  /// The name this navigator reports its events under, such as `orders` or `orders/sheet`.
  public let scope: String
  /// Where this navigator and the navigators it presents report their changes.
  @ObservationIgnored public let events: NavigationEventBus
  /// The gate every destination passes before this navigator shows it, shared with the
  /// navigators it presents; `nil` checks only that values are of their kinds.
  @ObservationIgnored public let access: AccessGate?
  /// A number no other navigator of this process has, so a new presentation always has a new
  /// identity, even where a freed navigator's memory is reused.
  @ObservationIgnored nonisolated let serialNumber: UInt64

  @ObservationIgnored private static var nextSerialNumber: UInt64 = 0

  /// The path's storage. It is observed by hand, under the key path of ``path`` made once
  /// (``pathKeyPath``): the macro's accessors would make a key path three times per change,
  /// a third of what a push cost.
  ///
  /// Its accesses are not checked for exclusivity at run time: every one is on the main actor,
  /// inside one method of this class, and none overlaps another (none calls out while it lasts).
  @ObservationIgnored @exclusivity(unchecked) private var stack: [AnyDestination] = []
  private static let pathKeyPath: KeyPath<Navigator, [AnyDestination]> = \.path
  /// Whether ``path`` (or ``current``) has ever been read. Observation tracking learns of a
  /// property only by reading it, so until then nobody can be observing the path and a change
  /// need not be announced; after, every change is.
  @ObservationIgnored @exclusivity(unchecked) private var pathMayBeObserved = false
  /// The alert or confirmation dialog shown, if any; set through `Navigator+Dialogs.swift`.
  var dialog: Dialog?

  /// The presented sheet or full-screen cover, if any, with its own stack.
  public internal(set) var presentation: Presentation?

  /// Creates a navigator at its root with an empty path.
  ///
  /// - Parameters:
  ///   - root: The destination shown when the path is empty.
  ///   - scope: The name events are reported under; defaults to the root's module.
  ///   - events: The bus to report changes to; defaults to a bus of its own.
  ///   - access: The gate destinations pass, such as a ``TabNavigator``'s; without one, only
  ///     the kinds of their values are checked.
  public init(
    root: AnyDestination, scope: String? = nil, events: NavigationEventBus? = nil,
    access: AccessGate? = nil
  ) {
    self.root = root
    self.scope = scope ?? root.moduleName
    self.events = events ?? NavigationEventBus()
    self.access = access
    if let access, access.events == nil {
      access.events = self.events
    }
    Self.nextSerialNumber += 1
    self.serialNumber = Self.nextSerialNumber
  }

  /// The destinations pushed above the root, bottom first.
  ///
  /// Setting the path (as `NavigationStack` does when the user swipes back) reports a pop, a
  /// push or a replacement, whichever the new path is.
  public var path: [AnyDestination] {
    get { observedStack }
    set { setPath(newValue) }
  }

  /// The destination on top of this navigator's own stack: the last of the path, or the root.
  public var current: AnyDestination { observedStack.last ?? root }

  /// The presented sheet, if the presentation is one.
  public var sheet: Presentation? {
    presentation?.style == .sheet ? presentation : nil
  }

  /// The presented full-screen cover, if the presentation is one.
  public var fullScreenCover: Presentation? {
    presentation?.style == .fullScreenCover ? presentation : nil
  }

  /// The navigator of the innermost presentation, or this navigator when nothing is presented.
  ///
  /// What the user sees is `topmost.current`; pushes from the visible screen go to `topmost`.
  public var topmost: Navigator {
    var navigator = self
    while let presented = navigator.presentation?.navigator {
      navigator = presented
    }
    return navigator
  }

  /// The alert shown over this navigator, if any.
  public var alert: AlertState? {
    if case .alert(let alert) = dialog { alert } else { nil }
  }

  /// The confirmation dialog shown over this navigator, if any.
  public var confirmationDialog: ConfirmationDialogState? {
    if case .confirmationDialog(let dialog) = dialog { dialog } else { nil }
  }

  /// Sends the event a change made; when nobody observes the bus, the event is not even made,
  /// so a change costs no allocation for its event.
  /// The path, registered as read with observation tracking (as SwiftUI reads it).
  private var observedStack: [AnyDestination] {
    pathMayBeObserved = true
    _$observationRegistrar.access(self, keyPath: Self.pathKeyPath)
    return stack
  }

  /// Changes the path, announced to observation tracking as one change of ``path``.
  private func mutateStack<Result>(_ change: (inout [AnyDestination]) -> Result) -> Result {
    guard pathMayBeObserved else { return change(&stack) }
    _$observationRegistrar.willSet(self, keyPath: Self.pathKeyPath)
    defer { _$observationRegistrar.didSet(self, keyPath: Self.pathKeyPath) }
    return change(&stack)
  }

  func report(_ event: @autoclosure () -> NavigationEvent) {
    guard events.isObserved else { return }
    events.send(event())
  }

  /// Replaces the whole path in one change, reported as one
  /// ``NavigationEvent/pathReplaced(from:to:scope:)`` event; the same path changes nothing.
  ///
  /// - Parameter destinations: The new path, bottom first; empty shows the root.
  public func replacePath(with destinations: [AnyDestination]) {
    let oldPath = stack
    guard destinations != oldPath else { return }
    guard
      admits(
        destinations, else: .path(destinations, scope: scope),
        replay: {
          { $0.replacePath(with: destinations) }
        })
    else { return }
    mutateStack { $0 = destinations }
    report(.pathReplaced(from: oldPath, to: destinations, scope: scope))
  }

  private func setPath(_ newPath: [AnyDestination]) {
    let oldPath = stack
    guard newPath != oldPath else { return }
    guard admits(newPath, else: .path(newPath, scope: scope), replay: { { $0.path = newPath } })
    else {
      return
    }
    mutateStack { $0 = newPath }
    if newPath.starts(with: oldPath) {
      report(.pushed(Array(newPath[oldPath.count...]), scope: scope))
    } else if oldPath.starts(with: newPath) {
      report(.popped(oldPath[newPath.count...].reversed(), scope: scope))
    } else {
      report(.pathReplaced(from: oldPath, to: newPath, scope: scope))
    }
  }

  @discardableResult
  func popStack(count: Int) -> [AnyDestination] {
    guard count > 0, count <= stack.count else { return [] }
    let popped = Array(stack.suffix(count).reversed())
    mutateStack { $0.removeLast(count) }
    report(.popped(popped, scope: scope))
    return popped
  }

  /// Pops the top destination alone: the common case, with no array made unless observed.
  func popOne() -> AnyDestination? {
    guard !stack.isEmpty else { return nil }
    let popped = mutateStack { $0.removeLast() }
    report(.popped([popped], scope: scope))
    return popped
  }

  func appendToStack(_ destinations: [AnyDestination]) {
    guard !destinations.isEmpty else { return }
    guard
      admits(
        destinations, else: .push(destinations, scope: scope),
        replay: {
          { $0.appendToStack(destinations) }
        })
    else { return }
    mutateStack { $0.append(contentsOf: destinations) }
    report(.pushed(destinations, scope: scope))
  }

  /// Pushes one destination: the common case, with no array made unless observed.
  func appendOne(_ destination: AnyDestination) {
    guard
      admits(
        destination, else: .push([destination], scope: scope),
        replay: {
          { $0.appendOne(destination) }
        })
    else { return }
    mutateStack { $0.append(destination) }
    report(.pushed([destination], scope: scope))
  }
}

/// An alert or a confirmation dialog; a navigator shows at most one at a time.
enum Dialog: Hashable, Sendable {
  case alert(AlertState)
  case confirmationDialog(ConfirmationDialogState)

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
