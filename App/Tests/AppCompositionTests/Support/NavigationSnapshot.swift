import AppComposition
import NavigationKit

/// Everything opening a link may change: the selected tab, and each tab's stack, presentation
/// (with the presented stack) and dialogs.
struct NavigationSnapshot: Equatable {
  /// One tab's state.
  struct Tab: Equatable {
    let id: TabID
    let path: [AnyDestination]
    var presented: AnyDestination? = nil
    var style: PresentationStyle? = nil
    var presentedPath: [AnyDestination] = []
    var alert: DialogState? = nil
    var confirmationDialog: DialogState? = nil
  }

  let selectedTab: TabID
  let tabs: [Tab]
}

extension NavigationSnapshot {
  /// The state of `tabs` now.
  @MainActor
  init(_ tabs: TabNavigator) {
    self.init(
      selectedTab: tabs.selectedTab,
      tabs: zip(tabs.tabs, tabs.navigators).map { tab, navigator in
        Tab(
          id: tab.id, path: navigator.path, presented: navigator.presentation?.navigator.root,
          style: navigator.presentation?.style,
          presentedPath: navigator.presentation?.navigator.path ?? [], alert: navigator.alert,
          confirmationDialog: navigator.confirmationDialog)
      })
  }
}

extension NavigationSnapshot {
  /// The app's state with `tabs` as given and every other tab of the composition at its root,
  /// in tab-bar order: what a test expects without listing every feature.
  @MainActor
  static func app(selectedTab: TabID, _ tabs: [Tab]) -> NavigationSnapshot {
    let given = Dictionary(uniqueKeysWithValues: tabs.map { ($0.id, $0) })
    return NavigationSnapshot(
      selectedTab: selectedTab,
      tabs: AppComposition.features.map { given[$0.tab.id] ?? Tab(id: $0.tab.id, path: []) })
  }
}
