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
    var alert: AlertState? = nil
    var confirmationDialog: ConfirmationDialogState? = nil
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
          id: tab.id, path: navigator.path, presented: navigator.presentation?.destination,
          style: navigator.presentation?.style,
          presentedPath: navigator.presentation?.navigator.path ?? [], alert: navigator.alert,
          confirmationDialog: navigator.confirmationDialog)
      })
  }
}
