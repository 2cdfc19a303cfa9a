extension TabNavigator {
  /// Dismisses everything the selected tab presents and pops it to its root: the way back
  /// from a flow, as one state change per navigator.
  ///
  /// Unlike a second ``tap(_:)`` on the tab, this is the app's own decision, not the user's
  /// tap, so no ``NavigationEvent/tabReselected(_:)`` is reported; the dismissals and pops are.
  public func returnToTabRoot() {
    let navigator = selectedNavigator
    events.performAsOneChange {
      navigator.dismissAll()
      navigator.popToRoot()
    }
  }

  /// The navigator that presents `navigator` as its sheet or cover, or `nil` when `navigator`
  /// is a tab's own or is not shown by any tab.
  ///
  /// - Complexity: O(*t* + *p*), for *t* tabs and *p* presentations shown.
  public func presenter(of navigator: Navigator) -> Navigator? {
    for root in navigators {
      var presenter = root
      while let presented = presenter.presentation?.navigator {
        if presented === navigator { return presenter }
        presenter = presented
      }
    }
    return nil
  }
}
