extension Navigator {
  /// Whether `destination` may be shown now. When it may not, nothing changes: a destination
  /// with an invalid value is refused (reported), and one that needs login while logged out
  /// becomes the gate's pending navigation, replayed on this navigator after login.
  ///
  /// `replay` makes the replaying closure only when one is needed: a push that is allowed, the
  /// common case, allocates nothing for it.
  func admits(
    _ destination: AnyDestination,
    else target: @autoclosure () -> PendingNavigation.Target,
    replay: () -> @MainActor @Sendable (Navigator) -> Void
  ) -> Bool {
    guard let access else {
      guard let invalid = destination.access.invalidValue else { return true }
      return refuse(destination, invalid: invalid)
    }
    return admits(access.decision(for: destination), target: target, replay: replay)
  }

  /// Whether every one of `destinations` may be shown now; see the single-destination form.
  func admits(
    _ destinations: [AnyDestination],
    else target: @autoclosure () -> PendingNavigation.Target,
    replay: () -> @MainActor @Sendable (Navigator) -> Void
  ) -> Bool {
    guard let access else {
      for destination in destinations {
        if let invalid = destination.access.invalidValue {
          return refuse(destination, invalid: invalid)
        }
      }
      return true
    }
    return admits(access.decision(for: destinations), target: target, replay: replay)
  }

  private func admits(
    _ decision: AccessDecision,
    target: () -> PendingNavigation.Target,
    replay makeReplay: () -> @MainActor @Sendable (Navigator) -> Void
  ) -> Bool {
    switch decision {
    case .allowed:
      return true
    case .refused(let destination, let invalid):
      return refuse(destination, invalid: invalid)
    case .needsLogin:
      let replay = makeReplay()
      access?.deferUntilLogin(target()) { [weak self] in
        guard let self else { return false }
        replay(self)
        return true
      }
      return false
    }
  }

  private func refuse(_ destination: AnyDestination, invalid: CheckedValue) -> Bool {
    events.send(.navigationRefused(destination, value: invalid.name, scope: scope))
    return false
  }
}
