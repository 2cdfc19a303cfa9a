/// What a platform shows of an app's navigation, or what the model says it should
/// (``init(of:)``): the selected tab, each tab's path, and the stacks presented over the
/// selected tab, outermost first.
package struct ShownNavigation: Hashable, Sendable {
  package var selectedTab: TabID
  package var paths: [TabID: [AnyDestination]] = [:]
  package var presentations: [ShownPresentation] = []

  /// The path of the stack at `location`, if it is shown.
  package func path(at location: StackLocation) -> [AnyDestination]? {
    switch location {
    case .tab(let tab): paths[tab]
    case .presentation(let id): presentations.first { $0.id == id }?.path
    }
  }

  /// This state with the path at `location` replaced, if that stack is shown.
  package func settingPath(_ path: [AnyDestination], at location: StackLocation) -> Self {
    var result = self
    switch location {
    case .tab(let tab):
      result.paths[tab] = path
    case .presentation(let id):
      if let index = presentations.firstIndex(where: { $0.id == id }) {
        result.presentations[index].path = path
      }
    }
    return result
  }
}

/// A presented stack: its ``PresentedStack/id``, style and path.
package struct ShownPresentation: Hashable, Sendable {
  package var id: UInt64
  package var style: PresentationStyle
  package var path: [AnyDestination] = []
}

/// Where a stack is: a tab's own, or a presented one (by its id).
package enum StackLocation: Hashable, Sendable {
  case tab(TabID)
  case presentation(id: UInt64)
}

/// One step a platform can take at once, and reports the end of.
/// Indirect, so that a copy is one reference: less code wherever one is copied.
package indirect enum TransitionPhase: Hashable, Sendable, CustomStringConvertible {
  /// Dismiss the presentations above the first `keeping`, as one dismissal.
  case dismiss(keeping: Int)
  case selectTab(TabID)
  /// Show this path in the stack at `location`; `animated` when it is the top stack shown.
  case setPath([AnyDestination], at: StackLocation, animated: Bool)
  /// Present this stack over the top of the chain.
  case present(ShownPresentation)

  /// `shown` once the platform finished this phase.
  package func applied(to shown: ShownNavigation) -> ShownNavigation {
    var result = shown
    switch self {
    case .dismiss(let keeping):
      result.presentations = Array(shown.presentations.prefix(keeping))
    case .selectTab(let tab):
      result.selectedTab = tab
    case .setPath(let path, let location, _):
      result = shown.settingPath(path, at: location)
    case .present(let presentation):
      if !shown.presentations.contains(where: { $0.id == presentation.id }) {
        result.presentations.append(presentation)
      }
    }
    return result
  }

  /// `dismiss keeping 1`, `select tab orders`, `set path of tab orders to [a, b] animated`,
  /// `present sheet #7 [a]`: what the terminal App shows of a change being applied.
  package var description: String {
    switch self {
    case .dismiss(let keeping):
      keeping == 0 ? "dismiss every presentation" : "dismiss the presentations above \(keeping)"
    case .selectTab(let tab):
      "select tab \(tab)"
    case .setPath(let path, let location, let animated):
      "set path of \(location) to [\(path.map(\.description).joined(separator: ", "))]"
        + (animated ? " animated" : "")
    case .present(let presentation):
      "present \(presentation.style.rawValue) #\(presentation.id)"
        + (presentation.path.isEmpty
          ? "" : " with [\(presentation.path.map(\.description).joined(separator: ", "))]")
    }
  }
}

extension StackLocation: CustomStringConvertible {
  /// `tab orders` or `presentation #7`.
  package var description: String {
    switch self {
    case .tab(let tab): "tab \(tab)"
    case .presentation(let id): "presentation #\(id)"
    }
  }
}

extension ShownNavigation {
  /// The next phase towards `target`, in the order a platform can follow: dismiss down to the
  /// presentations both share (all when the tab changes), select the tab, set the paths shown
  /// (only the top one animated), present one by one, then set the other tabs' paths. Planned
  /// again after every phase, so a step the user already took is never replayed.
  package func nextPhase(towards target: ShownNavigation) -> TransitionPhase? {
    let sameTab = selectedTab == target.selectedTab
    let kept =
      sameTab
      ? zip(presentations, target.presentations).prefix { $0.id == $1.id }.count : 0
    if presentations.count > kept {
      return .dismiss(keeping: kept)
    }
    if !sameTab {
      return .selectTab(target.selectedTab)
    }
    // The stacks shown, bottom first: the tab's, then each presentation kept.
    let shownStacks =
      [StackLocation.tab(target.selectedTab)]
      + target.presentations.prefix(kept).map { .presentation(id: $0.id) }
    let topIsShown = target.presentations.count == kept
    for (index, location) in shownStacks.enumerated() {
      let wanted = target.path(at: location) ?? []
      if path(at: location) ?? [] != wanted {
        let isTop = topIsShown && index == shownStacks.count - 1
        return .setPath(wanted, at: location, animated: isTop)
      }
    }
    if target.presentations.count > kept {
      return .present(target.presentations[kept])
    }
    for tab in target.paths.keys.sorted(byKey: \.rawValue)
    where tab != target.selectedTab && paths[tab] ?? [] != target.paths[tab] ?? [] {
      return .setPath(target.paths[tab] ?? [], at: .tab(tab), animated: false)
    }
    return nil
  }
}
