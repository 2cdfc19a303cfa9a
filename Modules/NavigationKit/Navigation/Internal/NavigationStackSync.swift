/// The sync of a navigation controller's stack with a ``Navigator``'s root and path, on
/// ``TwoWaySync``: a controller's stack is reported only when it starts with the root; a screen
/// that stays is not rebuilt.
package struct NavigationStackSync {
  /// What one step asks the adapter to do.
  /// Indirect, so that a copy is one reference: less code wherever one is copied.
  package indirect enum Step: Equatable {
    /// Make the controller show `stack` (root first); `reusing[i]` is the index, in the
    /// controller's current stack, of the screen to show at `i`, or `nil` for a new screen.
    case show(stack: [AnyDestination], animated: Bool, reusing: [Int?])
    /// Give the navigator this path, through the app, as the user left it.
    case reportPath([AnyDestination])
  }

  package let root: AnyDestination
  private var sync: TwoWaySync<[AnyDestination]>

  package init(root: AnyDestination, path: [AnyDestination]) {
    self.root = root
    self.sync = TwoWaySync(agreed: [root] + path)
  }

  package var agreedStack: [AnyDestination] { sync.agreed }

  /// Whether the controller is animating; steps wait for the end.
  package var isTransitioning: Bool { sync.isTransitioning }

  /// Notes that the controller started a transition: a push, a pop, or the user's swipe.
  package mutating func beginTransition() { sync.beginTransition() }

  /// Notes that the controller's transition ended, completed or cancelled.
  package mutating func endTransition() { sync.endTransition() }

  /// What to do, given the navigator's path and the controller's screens, bottom first; `nil`
  /// when both show the same stack or a transition runs.
  package mutating func step(
    navigatorPath: [AnyDestination], controllerStack: [AnyDestination]
  ) -> Step? {
    switch sync.step(
      navigator: [root] + navigatorPath, controller: controllerStack,
      canReport: controllerStack.first == root)
    {
    case nil:
      return nil
    case .report(let stack):
      return .reportPath(Array(stack.dropFirst()))
    case .show(let stack):
      return .show(
        stack: stack, animated: stack.last != controllerStack.last,
        reusing: Self.reusedScreens(from: controllerStack, for: stack))
    }
  }

  /// For each destination of `new`, the index of a screen of `old` to keep in its place, or
  /// `nil`: the first of its destination after the one kept before it, so the common bottom of
  /// both stacks is kept and no screen is shown twice.
  package static func reusedScreens(
    from old: [AnyDestination], for new: [AnyDestination]
  ) -> [Int?] {
    var next = old.startIndex
    return new.map { destination in
      guard let index = old[next...].firstIndex(of: destination) else { return nil }
      next = index + 1
      return index
    }
  }
}
