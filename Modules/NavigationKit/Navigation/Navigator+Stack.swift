extension Navigator {
  /// Pushes a destination onto the stack.
  ///
  /// - Parameter destination: The destination to show next.
  public func push(_ destination: some NavigationDestination) {
    appendOne(AnyDestination(destination))
  }

  /// Pushes an erased destination onto the stack.
  ///
  /// - Parameter destination: The destination to show next.
  public func push(_ destination: AnyDestination) {
    appendOne(destination)
  }

  /// Pushes several destinations in one change, the last of them on top.
  ///
  /// - Parameter destinations: The destinations to push, bottom first. Pushing none does nothing.
  public func push(contentsOf destinations: [AnyDestination]) {
    appendToStack(destinations)
  }

  /// Pops the top destination; does nothing when the path is empty.
  ///
  /// - Returns: The popped destination, or `nil` when the path was empty.
  @discardableResult
  public func pop() -> AnyDestination? {
    popOne()
  }

  /// Pops `count` destinations in one change.
  ///
  /// When `count` is not positive or exceeds the path, nothing is popped: a request to go
  /// further back than the stack is treated as a mistake, not a pop to root. Use
  /// ``popToRoot()`` to clear the path.
  ///
  /// - Parameter count: How many destinations to pop.
  /// - Returns: The popped destinations, top first; empty when nothing was popped.
  @discardableResult
  public func pop(_ count: Int) -> [AnyDestination] {
    popStack(count: count)
  }

  /// Pops every destination, back to the root, in one change.
  ///
  /// - Returns: The popped destinations, top first; empty when the path was already empty.
  @discardableResult
  public func popToRoot() -> [AnyDestination] {
    popStack(count: path.count)
  }

  /// Pops the destinations above the topmost occurrence of `destination`.
  ///
  /// Popping to the root destination clears the path. A destination that is neither in the
  /// path nor the root changes nothing.
  ///
  /// - Parameter destination: The destination to return to.
  /// - Returns: Whether `destination` was found.
  /// - Complexity: O(*n*), where *n* is the length of the path.
  @discardableResult
  public func pop(to destination: some NavigationDestination) -> Bool {
    pop(to: AnyDestination(destination))
  }

  /// Pops the destinations above the topmost occurrence of an erased `destination`.
  ///
  /// - Parameter destination: The destination to return to.
  /// - Returns: Whether `destination` was found in the path or is the root.
  @discardableResult
  public func pop(to destination: AnyDestination) -> Bool {
    if let index = path.lastIndex(of: destination) {
      popStack(count: path.count - index - 1)
      return true
    }
    guard destination == root else { return false }
    popToRoot()
    return true
  }
}
