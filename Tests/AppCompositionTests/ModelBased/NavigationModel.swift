import FeatureOrders
import NavigationKit

/// The reference model: what each operation should do to the app, written as plainly as
/// possible on ``ModelState``, with no navigator, event or resolver involved.
struct NavigationModel {
  var state: ModelState
  var isLoggedIn: Bool
  /// The one navigation waiting for login, as the access gate keeps it.
  var waiting: Waiting?
  /// The one deep link waiting for the navigation lock's release.
  var lockedLink: DeepLinkMatch?
  /// The checkpoints set, oldest first.
  var checkpoints: [ModelCheckpoint] = []
  /// The serial of the last presentation made (``ModelLevel/serial``); a tab's base is 0.
  var nextSerial = 1

  /// A return point: the screen at `depth` of the stack of the level `serial` of `tab`.
  struct ModelCheckpoint {
    let name: String
    let tab: Int
    let serial: Int
    let depth: Int
    let destination: AnyDestination
  }

  /// What waits for login: a link, or a push or presentation onto a level that must still be
  /// there at login, or an intent sent again at login.
  enum Waiting {
    case link(DeepLinkMatch)
    case push(AnyDestination, tab: Int, level: Int)
    case present(AnyDestination, PresentationStyle, tab: Int, level: Int)
    case intent(SentIntent)
  }

  /// The deep link waiting for login, if that is what waits.
  var pending: DeepLinkMatch? {
    if case .link(let match) = waiting { match } else { nil }
  }

  /// Whether `destination` may be shown now: not when it needs login and the user is out.
  func admits(_ destination: AnyDestination) -> Bool {
    !(destination.access.requiresLogin && !isLoggedIn)
  }

  mutating func push(_ destination: AnyDestination) {
    guard admits(destination) else {
      wait(.push(destination, tab: state.selected, level: state.visibleIndex))
      return
    }
    state.visible.path.append(destination)
  }

  /// Levels from `level` up of `tab` are gone: what waited to act on one of them is dropped.
  private mutating func removeLevels(of tab: Int, from level: Int) {
    guard level < state.tabs[tab].count else { return }
    state.tabs[tab].removeSubrange(level...)
    switch waiting {
    case .push(_, tab, let waitingLevel) where waitingLevel >= level,
      .present(_, _, tab, let waitingLevel) where waitingLevel >= level:
      waitingLevelGone = true
    default: break
    }
  }

  /// Whether the level the waiting push or presentation is for has been dismissed.
  var waitingLevelGone = false

  /// What an intent a screen sent does, unless its destination waits for login.
  mutating func send(_ sent: SentIntent) {
    guard admits(sent.destination) else {
      wait(.intent(sent))
      return
    }
    switch sent.presentation {
    case .push: push(sent.destination)
    case .present(let style): present(sent.destination, as: style)
    case .selectOwningTab:
      show([sent.destination], presenting: nil, inTabOwning: sent.destination.moduleName)
    }
  }

  private mutating func wait(_ target: Waiting) {
    waiting = target
    waitingLevelGone = false
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

  /// Presents over the visible level, which presents nothing.
  mutating func present(_ destination: AnyDestination, as style: PresentationStyle) {
    guard admits(destination) else {
      wait(.present(destination, style, tab: state.selected, level: state.visibleIndex))
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
    guard admits(destination) else {
      wait(.present(destination, style, tab: state.selected, level: 0))
      return
    }
    removeLevels(of: state.selected, from: 1)
    present(destination, as: style)
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
    case .push(let destination)?: push(destination)
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
    if let (destination, style) = presented { present(destination, as: style) }
  }

  /// Whether a presented screen locks navigation: a problem report in any presentation (as
  /// its root or pushed inside it) on any tab. On a tab's base stack it locks nothing.
  var isLocked: Bool {
    state.tabs.contains { levels in
      levels.dropFirst().contains { level in
        level.destinations.contains {
          if case .reportProblem? = $0.as(OrdersDestination.self) { true } else { false }
        }
      }
    }
  }

  mutating func open(_ match: DeepLinkMatch) {
    if isLocked {
      lockedLink = match
    } else if match.requiresLogin && !isLoggedIn {
      wait(.link(match))
    } else {
      show(match)
    }
  }

  mutating func show(_ match: DeepLinkMatch) {
    var path = match.destinations
    var presented: (AnyDestination, PresentationStyle)?
    if case .present(let style) = match.presentation, let last = path.popLast() {
      presented = (last, style)
    }
    show(path, presenting: presented, inTabOwning: match.module)
  }

  mutating func logIn() {
    isLoggedIn = true
    let target = waiting
    let gone = waitingLevelGone
    waiting = nil
    switch target {
    case .link(let match)? where isLocked:
      lockedLink = match
    case .link(let match)?:
      show(match)
    case .push(let destination, let tab, let level)? where !gone:
      state.tabs[tab][level].path.append(destination)
    case .present(let destination, let style, let tab, let level)? where !gone:
      removeLevels(of: tab, from: level + 1)
      state.tabs[tab].append(newLevel(style, destination))
    case .intent(let sent)?:
      send(sent)
    default:
      break
    }
  }

  /// The link deferred while locked is opened once nothing locks navigation: the app checks
  /// after every change, the model after every operation.
  mutating func openLockedLinkIfUnlocked() {
    guard let match = lockedLink, !isLocked else { return }
    lockedLink = nil
    // The change that released the lock is over first, and with it the checkpoints it took
    // away: the link may push the same screen again, which is not the checkpoint's.
    removeGoneCheckpoints()
    open(match)
  }

  /// Logging out drops what waits and takes every gated destination off every tab, with
  /// everything above it.
  mutating func logOut() {
    isLoggedIn = false
    waiting = nil
    for tab in state.tabs.indices {
      for level in state.tabs[tab].indices {
        if let index = state.tabs[tab][level].path.firstIndex(where: { $0.access.requiresLogin }) {
          state.tabs[tab][level].dialog = nil
          removeLevels(of: tab, from: level + 1)
          state.tabs[tab][level].path.removeSubrange(index...)
          break
        }
        if level + 1 < state.tabs[tab].count, state.tabs[tab][level + 1].root.access.requiresLogin {
          state.tabs[tab][level].dialog = nil
          removeLevels(of: tab, from: level + 1)
          break
        }
      }
    }
  }

  /// A saved state comes back without its dialogs, which are never saved.
  mutating func restoreSaved() {
    for tab in state.tabs.indices {
      for level in state.tabs[tab].indices {
        state.tabs[tab][level].dialog = nil
        // Each presentation is made anew, as a new navigator.
        if level > 0 {
          nextSerial += 1
          state.tabs[tab][level].serial = nextSerial
        }
      }
    }
    // Restoring makes every presentation anew: a push waiting for one has nowhere to go.
    switch waiting {
    case .push(_, _, let level) where level > 0, .present(_, _, _, let level) where level > 0:
      waitingLevelGone = true
    default: break
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

  /// Drops the checkpoints whose screen is gone: the app does after every change.
  mutating func removeGoneCheckpoints() {
    let alive = checkpoints.filter { isAlive($0) }
    checkpoints = alive
  }

  private mutating func dismissAll(_ tab: Int) {
    removeLevels(of: tab, from: 1)
    state.tabs[tab][0].dialog = nil
  }
}
