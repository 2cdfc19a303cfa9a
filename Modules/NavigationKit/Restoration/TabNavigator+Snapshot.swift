extension TabNavigator {
  /// The state worth keeping across launches: the selected tab, every tab's stack and its
  /// presentations, and the split view's columns unless they are the default
  /// ``SplitColumnVisibility/automatic`` (so an app that never shows a split view writes the
  /// files it always wrote). Alerts and confirmation dialogs are left out.
  public var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      selectedTab: selectedTab,
      tabs: zip(tabs, navigators).map { tab, navigator in
        NavigationSnapshot.Tab(
          id: tab.id, path: navigator.path,
          presentations: navigator.presentations.map { presentation in
            NavigationSnapshot.Presentation(
              style: presentation.style, root: presentation.destination,
              path: presentation.navigator.path)
          })
      },
      columnVisibility: columnVisibility == .automatic ? nil : columnVisibility)
  }

  /// Puts every tab in the state `snapshot` describes.
  ///
  /// Tabs the snapshot does not mention are reset to their roots, and the split view's columns
  /// to ``SplitColumnVisibility/automatic`` when it stores none; what the app has no tab for is
  /// reported, never guessed at. A destination the ``access`` gate refuses now — a value not of
  /// its kind, or login needed while logged out — is dropped with everything above it, and
  /// reported.
  ///
  /// - Parameter snapshot: The state to restore, typically from ``NavigationSnapshotCoder``.
  /// - Returns: What could not be restored.
  @discardableResult
  public func restore(_ snapshot: NavigationSnapshot) -> [RestorationIssue] {
    events.performAsOneChange { restoreEveryTab(snapshot) }
  }

  /// The restore, step by step: each tab's stack and presentations, then the selection.
  private func restoreEveryTab(_ snapshot: NavigationSnapshot) -> [RestorationIssue] {
    var issues: [RestorationIssue] = []
    let stored = Dictionary(snapshot.tabs.map { ($0.id, $0) }) { first, _ in first }
    var seen: Set<TabID> = []
    for tab in snapshot.tabs {
      if navigator(for: tab.id) == nil {
        issues.append(.unknownTab(tab.id.rawValue))
      } else if !seen.insert(tab.id).inserted {
        issues.append(.duplicateTab(tab.id.rawValue))
      }
    }
    for (tab, navigator) in zip(tabs, navigators) {
      navigator.dismissAll()
      let (state, refused) = (stored[tab.id] ?? NavigationSnapshot.Tab(id: tab.id))
        .admitted(by: access)
      issues += refused
      navigator.replacePath(with: state.path)
      var presenter = navigator
      for presentation in state.presentations {
        presenter.present(presentation.root, as: presentation.style)
        guard let presented = presenter.presentation?.navigator else { break }
        presented.replacePath(with: presentation.path)
        presenter = presented
      }
    }
    columnVisibility = snapshot.columnVisibility ?? .automatic
    if !selectIfPresent(snapshot.selectedTab) {
      issues.append(.unknownSelectedTab(snapshot.selectedTab.rawValue))
      selectIfPresent(tabs[0].id)
    }
    return issues
  }
}
