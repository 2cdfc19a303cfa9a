import FeatureCatalog
import FeatureOrders
import NavigationKit

/// The reference model: what each operation should do to the app, written as plainly as
/// possible on ``ModelState``, with no navigator, event or resolver involved.
struct NavigationModel {
  var state: ModelState
  var isLoggedIn: Bool
  /// The one navigation waiting for login, as the app keeps it.
  var waitingForLogin: Waiting?
  /// The one navigation waiting for the navigation lock's release.
  var waitingForUnlock: Waiting?
  /// The checkpoints set, oldest first.
  var checkpoints: [ModelCheckpoint] = []
  /// The serial of the last presentation made (``ModelLevel/serial``); a tab's base is 0.
  var nextSerial = 1
  /// The requests waiting for an answer, oldest first.
  var pendingRequests: [ModelRequest] = []

  /// A return point: the screen at `depth` of the stack of the level `serial` of `tab`.
  struct ModelCheckpoint {
    let name: String
    let tab: Int
    let serial: Int
    let depth: Int
    let destination: AnyDestination
  }

  /// Where a navigation was asked for: the stack of the level `serial` of `tab`, and its path
  /// then. It is gone once that level is (a presentation dismissed, or made anew).
  struct Origin {
    let tab: Int
    let serial: Int
    let path: [AnyDestination]
  }

  /// A navigation that waits, as the app keeps it: the request, what the app reports it as,
  /// and what it waits for.
  struct Waiting {
    enum Request {
      /// A link, opened again when it runs.
      case link(DeepLinkMatch)
      /// A push onto the stack it was asked on, rebuilt when it runs.
      case push(AnyDestination, Origin)
      /// A presentation over the stack it was asked on, rebuilt when it runs.
      case present(AnyDestination, PresentationStyle, Origin)
      /// An intent sent again from the stack it was sent on, rebuilt when it runs.
      case intent(SentIntent, Origin)
    }

    let request: Request
    let target: WaitingNavigation
    /// The lock it waits for the release of; `nil` when it waits for login.
    let lock: NavigationLock?

    /// The same navigation, waiting for `lock`'s release instead.
    func waiting(for lock: NavigationLock) -> Waiting {
      Waiting(request: request, target: target, lock: lock)
    }
  }

  /// Whether `destination` may be shown now: not when it needs login and the user is out.
  func admits(_ destination: AnyDestination) -> Bool {
    !(destination.requiresLogin && !isLoggedIn)
  }

  /// The visible level as the place a navigation is asked on.
  private var visibleOrigin: Origin {
    Origin(tab: state.selected, serial: state.visible.serial, path: state.visible.path)
  }

  /// The scope the level `level` of `tab` reports under: `orders`, `orders/sheet`, ….
  func scope(tab: Int, level: Int) -> NavigationScope {
    let styles = state.tabs[tab].dropFirst().prefix(level).compactMap(\.style)
    return NavigationScope(tab: state.tabIDs[tab], presentations: Array(styles))
  }

  private var visibleScope: NavigationScope {
    scope(tab: state.selected, level: state.visibleIndex)
  }

  /// Makes `request` the one navigation waiting for login, replacing any other.
  private mutating func waitForLogin(
    _ request: Waiting.Request, as target: WaitingNavigation
  ) {
    waitingForLogin = Waiting(request: request, target: target, lock: nil)
  }

  /// A screen's push: ignored when `destination` is on top already, as a double tap's second
  /// push is; a navigation that waited is pushed as it was asked (`checkingRepeat` false).
  mutating func push(_ destination: AnyDestination, checkingRepeat: Bool = true) {
    if checkingRepeat && visibleTop == destination { return }
    guard admits(destination) else {
      waitForLogin(.push(destination, visibleOrigin), as: .push([destination], scope: visibleScope))
      return
    }
    state.visible.path.append(destination)
  }

  /// Levels from `level` up of `tab` are gone.
  private mutating func removeLevels(of tab: Int, from level: Int) {
    guard level < state.tabs[tab].count else { return }
    state.tabs[tab].removeSubrange(level...)
  }

  /// What an intent a screen sent does, unless its destination waits for login.
  mutating func send(_ sent: SentIntent) {
    guard admits(sent.destination) else {
      waitForLogin(
        .intent(sent, visibleOrigin),
        as: .intent(sent))
      return
    }
    switch sent.presentation {
    case .push where visibleTop == sent.destination: break
    case .present where visibleIsPresentation(of: sent.destination): break
    case .push: state.visible.path.append(sent.destination)
    case .present(let style, _):
      state.tabs[state.selected].append(newLevel(style, sent.destination))
    case .selectOwningTab:
      show([sent.destination], presenting: nil, inTabOwning: sent.destination.moduleName)
    }
  }

  mutating func pop() {
    _ = state.visible.path.popLast()
  }

  mutating func pop(to destination: AnyDestination) {
    if let index = state.visible.path.lastIndex(of: destination) {
      state.visible.path.removeSubrange((index + 1)...)
    } else if destination == state.visible.root {
      state.visible.path = []
    }
  }

  mutating func popToRoot() {
    state.visible.path = []
  }

  /// The destination on top of the visible level.
  private var visibleTop: AnyDestination { state.visible.path.last ?? state.visible.root }

  /// Whether the visible level is a presentation of `destination` showing nothing above it:
  /// presenting it again is a double tap's second presentation.
  private func visibleIsPresentation(of destination: AnyDestination) -> Bool {
    state.visibleIndex > 0 && state.visible.path.isEmpty && state.visible.root == destination
  }

  /// Presents over the visible level, which presents nothing; ignored when the visible level
  /// is that presentation already and `checkingRepeat`.
  mutating func present(
    _ destination: AnyDestination, as style: PresentationStyle, checkingRepeat: Bool = true
  ) {
    if checkingRepeat && visibleIsPresentation(of: destination) { return }
    guard admits(destination) else {
      waitForLogin(
        .present(destination, style, visibleOrigin),
        as: .present(destination, style: style, scope: visibleScope))
      return
    }
    state.tabs[state.selected].append(newLevel(style, destination))
  }

  private mutating func newLevel(_ style: PresentationStyle, _ root: AnyDestination) -> ModelLevel {
    nextSerial += 1
    return ModelLevel(style: style, root: root, serial: nextSerial)
  }

  /// Presents from the selected tab's base stack, replacing whatever it presents.
  mutating func presentFromTab(_ destination: AnyDestination, as style: PresentationStyle) {
    let tab = state.tabs[state.selected]
    if tab.count > 1 && tab[1].root == destination { return }  // presented already
    guard admits(destination) else {
      let base = state.tabs[state.selected][0]
      waitForLogin(
        .present(
          destination, style, Origin(tab: state.selected, serial: base.serial, path: base.path)),
        as: .present(destination, style: style, scope: scope(tab: state.selected, level: 0)))
      return
    }
    removeLevels(of: state.selected, from: 1)
    present(destination, as: style, checkingRepeat: false)
  }

  /// The innermost dialog closes; without one, the innermost presentation.
  mutating func dismiss() {
    if state.visible.dialog != nil {
      state.visible.dialog = nil
    } else if state.visibleIndex > 0 {
      removeLevels(of: state.selected, from: state.visibleIndex)
    }
  }

  mutating func show(dialog title: String) {
    state.visible.dialog = title
  }

  mutating func choose(_ action: DialogAction) {
    state.visible.dialog = nil
    switch action.action {
    case .push(let destination, _, _)?: push(destination)
    case .popToRoot?: popToRoot()
    case .dismiss?: dismiss()
    default: break
    }
  }

  /// Another tab is selected as it is; the selected one goes back to its root.
  mutating func tap(_ tab: Int) {
    guard tab == state.selected else {
      state.selected = tab
      return
    }
    dismissAll(tab)
    state.tabs[tab][0].path = []
  }

  /// What a deep link or an intent that selects its tab does.
  mutating func show(
    _ path: [AnyDestination], presenting presented: (AnyDestination, PresentationStyle)?,
    inTabOwning module: String
  ) {
    guard let tab = state.tabs.firstIndex(where: { $0[0].root.moduleName == module }) else {
      return
    }
    for index in state.tabs.indices { dismissAll(index) }
    state.selected = tab
    state.tabs[tab][0].path = path.first == state.tabs[tab][0].root ? Array(path.dropFirst()) : path
    if let (destination, style) = presented {
      present(destination, as: style, checkingRepeat: false)
    }
  }

  /// The lock a presented screen holds: a problem report's, in any presentation (as its root
  /// or pushed inside it) on any tab, the first in tab order, outermost first. On a tab's base
  /// stack it locks nothing.
  var lock: NavigationLock? {
    for levels in state.tabs {
      for level in levels.dropFirst() {
        for destination in level.destinations {
          if case .reportProblem(let orderId)? = destination.as(OrdersDestination.self) {
            return NavigationLock(reason: "the problem report for order \(orderId) is not sent")
          }
        }
      }
    }
    return nil
  }

  /// Opens a link: it waits for the lock's release while one is held, for login when a
  /// destination needs it, else shows.
  mutating func open(_ match: DeepLinkMatch) {
    if let lock {
      waitingForUnlock = Waiting(
        request: .link(match), target: .deepLink(match), lock: lock)
    } else if !match.destinations.allSatisfy(admits) {
      waitForLogin(.link(match), as: .deepLink(match))
    } else {
      show(match)
    }
  }

  mutating func show(_ match: DeepLinkMatch) {
    var path = match.destinations
    var presented: (AnyDestination, PresentationStyle)?
    if case .present(let style, _) = match.presentation, let last = path.popLast() {
      presented = (last, style)
    }
    show(path, presenting: presented, inTabOwning: match.module)
  }

  /// Logs in and runs what waited for login.
  ///
  /// - Returns: What waited for login, or `nil`.
  mutating func logIn() -> WaitingNavigation? {
    isLoggedIn = true
    guard let waiting = waitingForLogin else { return nil }
    waitingForLogin = nil
    run(waiting)
    return waiting.target
  }

  /// Runs a navigation that waited: a link is opened again; anything else waits for the
  /// lock's release while one is held, else goes back to the stack it was asked on, rebuilt
  /// as it was then, or is dropped when that stack is gone.
  private mutating func run(_ waiting: Waiting) {
    if case .link(let match) = waiting.request {
      open(match)
      return
    }
    if let lock {
      waitingForUnlock = waiting.waiting(for: lock)
      return
    }
    switch waiting.request {
    case .push(let destination, let origin):
      if rebuild(origin) { push(destination, checkingRepeat: false) }
    case .present(let destination, let style, let origin):
      if rebuild(origin) { present(destination, as: style, checkingRepeat: false) }
    case .intent(let sent, let origin):
      if rebuild(origin) { send(sent) }
    case .link:
      break
    }
  }

  /// Puts the stack of `origin` back as it was: its tab selected, what it presents and its
  /// dialog dismissed, its path as it was; it is then the visible level.
  ///
  /// - Returns: `false`, changing nothing, when the stack is gone.
  private mutating func rebuild(_ origin: Origin) -> Bool {
    guard let level = state.tabs[origin.tab].firstIndex(where: { $0.serial == origin.serial })
    else { return false }
    state.selected = origin.tab
    removeLevels(of: origin.tab, from: level + 1)
    state.tabs[origin.tab][level].dialog = nil
    state.tabs[origin.tab][level].path = origin.path
    return true
  }

  /// What every front-door operation ends with: the requests whose providing screen is gone
  /// are cancelled, the checkpoints whose screen is gone are removed, and the navigation a
  /// lock held runs once nothing locks, until nothing changes.
  mutating func settle() {
    repeat {
      cancelAbandonedRequests()
      removeGoneCheckpoints()
    } while runUnlockedNavigation()
  }

  /// Whether settling now would run the navigation a lock held.
  var runsWaitingNavigationAtSettle: Bool { waitingForUnlock != nil && lock == nil }

  private mutating func runUnlockedNavigation() -> Bool {
    guard let waiting = waitingForUnlock, lock == nil else { return false }
    waitingForUnlock = nil
    run(waiting)
    return true
  }

  /// Logging out drops what waits, for login and for the lock, and takes every gated
  /// destination off every tab, with everything above it.
  mutating func logOut() {
    isLoggedIn = false
    waitingForLogin = nil
    waitingForUnlock = nil
    for tab in state.tabs.indices {
      for level in state.tabs[tab].indices {
        if let index = state.tabs[tab][level].path.firstIndex(where: { $0.requiresLogin }) {
          state.tabs[tab][level].dialog = nil
          removeLevels(of: tab, from: level + 1)
          state.tabs[tab][level].path.removeSubrange(index...)
          break
        }
        if level + 1 < state.tabs[tab].count, state.tabs[tab][level + 1].root.requiresLogin {
          state.tabs[tab][level].dialog = nil
          removeLevels(of: tab, from: level + 1)
          break
        }
      }
    }
  }

  /// A saved state comes back without its dialogs, which are never saved; each presentation
  /// is made anew, as a new navigator, so what waited to go back to one has nowhere to go.
  mutating func restoreSaved() {
    for tab in state.tabs.indices {
      for level in state.tabs[tab].indices {
        state.tabs[tab][level].dialog = nil
        if level > 0 {
          nextSerial += 1
          state.tabs[tab][level].serial = nextSerial
        }
      }
    }
  }

  // MARK: Checkpoints

  /// Marks the screen the user sees; setting a name again moves it.
  mutating func setCheckpoint(_ name: String) {
    checkpoints.removeAll { $0.name == name }
    let visible = state.visible
    checkpoints.append(
      ModelCheckpoint(
        name: name, tab: state.selected, serial: visible.serial, depth: visible.path.count,
        destination: visible.current))
  }

  /// The level a checkpoint's stack is, while that presentation is shown.
  func level(of checkpoint: ModelCheckpoint) -> Int? {
    state.tabs[checkpoint.tab].firstIndex { $0.serial == checkpoint.serial }
  }

  /// Whether the checkpoint's screen is still where it was on its stack, and that stack shown.
  func isAlive(_ checkpoint: ModelCheckpoint) -> Bool {
    guard let level = level(of: checkpoint) else { return false }
    let path = state.tabs[checkpoint.tab][level].path
    return checkpoint.depth == 0
      || (path.count >= checkpoint.depth && path[checkpoint.depth - 1] == checkpoint.destination)
  }

  /// Whether a return would navigate: alive, and on the selected tab (the visible level is
  /// its own or presented above it).
  func canReturn(to name: String) -> Bool {
    guard let checkpoint = checkpoints.first(where: { $0.name == name }) else { return false }
    return isAlive(checkpoint) && checkpoint.tab == state.selected
  }

  /// Dismisses what is presented over the checkpoint's stack (and its dialog) and pops back
  /// to its screen; `false`, changing nothing, when it cannot.
  mutating func returnToCheckpoint(_ name: String) -> Bool {
    guard canReturn(to: name), let checkpoint = checkpoints.first(where: { $0.name == name }),
      let level = level(of: checkpoint)
    else { return false }
    removeLevels(of: checkpoint.tab, from: level + 1)
    state.tabs[checkpoint.tab][level].dialog = nil
    state.tabs[checkpoint.tab][level].path.removeSubrange(checkpoint.depth...)
    return true
  }

  /// The names of the checkpoints set whose screen is still on its stack, oldest first: a
  /// checkpoint whose screen a local operation took away is removed only when the app
  /// settles, but is not listed meanwhile.
  var checkpointNames: [String] {
    checkpoints.filter { isAlive($0) }.map(\.name)
  }

  /// Drops the checkpoints whose screen is gone: part of settling.
  private mutating func removeGoneCheckpoints() {
    let alive = checkpoints.filter { isAlive($0) }
    checkpoints = alive
  }

  private mutating func dismissAll(_ tab: Int) {
    removeLevels(of: tab, from: 1)
    state.tabs[tab][0].dialog = nil
  }
}

extension AnyDestination {
  /// Whether the destination needs login, by its own type's `AccessPolicy`: the model knows
  /// the destination types of the features it drives, Orders and Catalog. Any other
  /// destination counts as open; were one gated, the app would differ from the model and the
  /// test say so.
  var requiresLogin: Bool {
    if let orders = self.as(OrdersDestination.self) { return orders.access.requiresLogin }
    if let catalog = self.as(CatalogDestination.self) { return catalog.access.requiresLogin }
    return false
  }
}
