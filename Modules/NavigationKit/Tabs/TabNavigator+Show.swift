extension TabNavigator {
  /// Shows a destination in the tab that owns its module: everything presented is dismissed,
  /// the owning tab is selected, and its path is replaced by `[destination]` (or emptied when
  /// `destination` is the tab's root) in one change, with no intermediate pushes.
  ///
  /// - Parameter destination: The destination to show.
  /// - Returns: `false`, changing nothing, when no tab owns the destination's module.
  @discardableResult
  public func show(_ destination: AnyDestination) -> Bool {
    show([destination], inTabOwning: destination.moduleName)
  }

  /// Shows a whole stack in the tab that owns `module`, optionally with a destination presented
  /// over it, in one synchronous change.
  ///
  /// Everything presented on any tab is dismissed, the owning tab is selected, and its path is
  /// replaced by `path` (without a leading copy of the tab's root). Other tabs keep their
  /// stacks.
  ///
  /// - Parameters:
  ///   - path: The stack to show, bottom first.
  ///   - presented: A destination to present over the stack, and how.
  ///   - module: The module whose tab shows the stack.
  /// - Returns: `false`, changing nothing, when no tab owns `module`.
  @discardableResult
  public func show(
    _ path: [AnyDestination],
    presenting presented: (destination: AnyDestination, style: PresentationStyle)? = nil,
    inTabOwning module: String
  ) -> Bool {
    guard let tab = tab(owning: module), let navigator = navigator(for: tab.id) else {
      return false
    }
    events.performAsOneChange {
      for navigator in navigators {
        navigator.dismissAll()
      }
      selectIfPresent(tab.id)
      navigator.replacePath(with: path.first == tab.root ? Array(path.dropFirst()) : path)
      if let presented {
        navigator.present(presented.destination, as: presented.style)
      }
    }
    return true
  }
}
