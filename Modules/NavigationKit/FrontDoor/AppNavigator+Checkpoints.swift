extension AppNavigator {
  /// Marks the screen the user sees as a return point named `name` for any screen shown above
  /// it (``NavigationAction/returnTo(_:value:)``), removed when its screen is popped
  /// or dismissed. Setting a name again moves it to the screen seen now.
  ///
  /// ```swift
  /// app.setCheckpoint("order-start")
  /// // …pushes, a sheet with a stack of its own…
  /// app.perform(.returnTo("order-start"))   // dismisses the sheet and pops back
  /// ```
  public func setCheckpoint(_ name: CheckpointName) {
    operation { addCheckpoint(name, receiver: nil) }
  }

  /// Marks the screen the user sees as a return point named `name` whose returns with a
  /// `Value` call `onReturn` once, after the screens above are gone. A return with a value of
  /// another type changes nothing and is reported.
  public func setCheckpoint<Value: Hashable & Sendable>(
    _ name: CheckpointName, receiving type: Value.Type = Value.self,
    onReturn: @escaping @MainActor (Value) -> Void
  ) {
    let receiver = CheckpointReceiver(
      valueType: String(describing: type), accepts: { $0.value is Value },
      receive: { value in
        if let value = value.value as? Value { onReturn(value) }
      })
    operation { addCheckpoint(name, receiver: receiver) }
  }

  /// Whether a return to `name` would navigate: the checkpoint is set, its screen is still on
  /// its stack, and the user sees that screen or one shown above it.
  public func canReturn(to name: CheckpointName) -> Bool {
    guard let checkpoint = checkpoints.first(where: { $0.name == name }) else { return false }
    return isReachable(checkpoint, from: tabs.visibleNavigator)
  }

  /// The names of the checkpoints set, oldest first.
  public var checkpointNames: [CheckpointName] {
    checkpoints.filter(\.isOnItsStack).map(\.name)
  }

  /// Returns from `navigator` to a checkpoint: dismisses what is presented above its screen,
  /// pops what is pushed above it, then hands the value, if any, to whoever set it.
  func returnToCheckpoint(
    _ name: CheckpointName, value: RequestAnswer?, from navigator: Navigator
  ) -> NavigationOutcome {
    guard let checkpoint = checkpoints.first(where: { $0.name == name }),
      let marked = checkpoint.navigator, isReachable(checkpoint, from: navigator)
    else {
      return refuseReturn(to: name, "no checkpoint of that name below the visible screen")
    }
    if let value {
      guard let receiver = checkpoint.receiver else {
        return refuseReturn(to: name, "the checkpoint takes no value")
      }
      guard receiver.accepts(value) else {
        return refuseReturn(to: name, "the checkpoint takes a value of type \(receiver.valueType)")
      }
    }
    marked.dismissAll()
    marked.pop(marked.path.count - checkpoint.depth)
    events.send(
      .checkpointReturned(
        name, to: checkpoint.destination, value: value?.description, scope: marked.scope))
    if let value { checkpoint.receiver?.receive(value) }
    return .performed
  }

  private func refuseReturn(to name: CheckpointName, _ reason: String) -> NavigationOutcome {
    events.send(.checkpointReturnRefused(name, reason: reason))
    return .unchanged(reason: reason)
  }

  /// Removes the checkpoints whose screen is gone: part of settling.
  func removeUnreachableCheckpoints() {
    var gone: [Checkpoint] = []
    checkpoints.removeAll { checkpoint in
      if isAlive(checkpoint) { return false }
      gone.append(checkpoint)
      return true
    }
    for checkpoint in gone {
      events.send(.checkpointRemoved(checkpoint.name, scope: checkpoint.scope))
    }
  }

  private func addCheckpoint(_ name: CheckpointName, receiver: CheckpointReceiver?) {
    let navigator = tabs.visibleNavigator
    if let index = checkpoints.firstIndex(where: { $0.name == name }) {
      let old = checkpoints.remove(at: index)
      events.send(.checkpointRemoved(name, scope: old.scope))
    }
    let checkpoint = Checkpoint(
      name: name, navigator: navigator, depth: navigator.path.count,
      destination: navigator.current, scope: navigator.scope, receiver: receiver)
    checkpoints.append(checkpoint)
    events.send(.checkpointSet(name, at: checkpoint.destination, scope: navigator.scope))
  }

  /// Whether the checkpoint's screen is still on its stack, and that stack still shown.
  private func isAlive(_ checkpoint: Checkpoint) -> Bool {
    guard let navigator = checkpoint.navigator, checkpoint.isOnItsStack else { return false }
    return tabs.tab(showing: navigator) != nil
  }

  /// Whether the checkpoint is alive and `stack` is its own or presented above it.
  private func isReachable(_ checkpoint: Checkpoint, from stack: Navigator) -> Bool {
    guard isAlive(checkpoint), let navigator = checkpoint.navigator else { return false }
    return navigator.stacks.contains { $0 === stack }
  }
}
