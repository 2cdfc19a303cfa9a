extension ShownNavigation {
  /// What `app`'s model says the platform should show, read so observation learns of changes.
  @MainActor
  package init(of app: AppNavigator) {
    let tabs = app.tabs
    self.init(
      selectedTab: tabs.selectedTab,
      paths: Dictionary(
        zip(tabs.tabs, tabs.navigators).map { ($0.id, $1.path) },
        uniquingKeysWith: { first, _ in first }),
      presentations: tabs.selectedNavigator.presentations.map {
        ShownPresentation(id: $0.id, style: $0.style, path: $0.navigator.path)
      })
  }
}
