/// The sync of a stack shown by a platform's navigation controller with a ``Navigator``'s
/// stack: the root, then the path.
///
/// Built on ``TwoWaySync``, it adds what a stack needs: the controller's stack must start with
/// the navigator's root to be reported, a report is the path above the root (what
/// ``AppNavigator/setPath(_:of:)`` takes), a change is animated when the top screen changes, and
/// the screens kept across a change are planned so a screen that stays is not rebuilt.
///
/// ```swift
/// var sync = NavigationStackSync(root: root, path: navigator.path)
/// // ... the user swiped back from [root, a, b] to [root, a]:
/// sync.step(navigatorPath: [a, b], controllerStack: [root, a])   // .reportPath([a])
/// ```
package struct NavigationStackSync {
  /// What one step asks the adapter to do.
  package enum Step: Equatable {
    /// Make the controller show `stack` (root first); `reusing[i]` is the index, in the
    /// controller's current stack, of the screen to show at `i`, or `nil` for a new screen.
    case show(stack: [AnyDestination], animated: Bool, reusing: [Int?])
    /// Give the navigator this path, through the app, as the user left it.
    case reportPath([AnyDestination])
  }

  /// The navigator's root: the bottom of every stack shown.
  package let root: AnyDestination
  private var sync: TwoWaySync<[AnyDestination]>

  /// Creates the sync of a controller made to show `root` and `path`.
  package init(root: AnyDestination, path: [AnyDestination]) {
    self.root = root
    self.sync = TwoWaySync(agreed: [root] + path)
  }

  /// The stack both sides last agreed on, root first.
  package var agreedStack: [AnyDestination] { sync.agreed }

  /// Whether the controller is animating; steps wait for the end.
  package var isTransitioning: Bool { sync.isTransitioning }

  /// Notes that the controller started a transition: a push, a pop, or the user's swipe.
  package mutating func beginTransition() { sync.beginTransition() }

  /// Notes that the controller's transition ended, completed or cancelled.
  package mutating func endTransition() { sync.endTransition() }

  /// What to do, given the navigator's path and the destinations the controller shows.
  ///
  /// - Parameters:
  ///   - navigatorPath: The navigator's ``Navigator/path``.
  ///   - controllerStack: The destinations of the controller's screens, bottom first.
  /// - Returns: The step to take, or `nil` when both show the same stack or a transition
  ///   runs.
  /// - Complexity: O(*n* × *m*) for stacks of *n* and *m* screens, when the controller must
  ///   change; O(*n*) otherwise.
  package mutating func step(
    navigatorPath: [AnyDestination], controllerStack: [AnyDestination]
  ) -> Step? {
    let navigatorStack = [root] + navigatorPath
    let reportable = controllerStack.first == root
    switch sync.step(
      navigator: navigatorStack, controller: controllerStack, canReport: reportable)
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

  /// For each destination of `new`, the index of a screen of `old` showing the same
  /// destination to keep in its place, or `nil` to make one.
  ///
  /// Screens are kept in order: each new destination takes the first unused screen of its
  /// destination after the one kept before it, so the common bottom of both stacks — what a
  /// push or a pop leaves — is always kept, and no screen is shown twice.
  ///
  /// - Complexity: O(*n* × *m*) in the worst case; O(*n* + *m*) for a push or a pop.
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
