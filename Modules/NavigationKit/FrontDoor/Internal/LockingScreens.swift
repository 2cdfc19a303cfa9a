/// Which screens of one stack can lock navigation: the positions whose screen is a
/// ``NavigationLockingScreen`` (0 for the root, *i* + 1 for the path's *i*-th entry), learned
/// for one revision of the stack.
///
/// A link asks every presented screen for its lock. Resolving each one and casting it to
/// ``NavigationLockingScreen`` every time made a link's cost grow with what is presented; a
/// stack now learns which of its screens can lock once per change, and a link resolves only
/// those to read their lock, as it is now.
struct LockingScreens {
  /// The stack's ``Navigator/stackRevision`` these positions were learned at.
  let revision: UInt64
  /// The positions whose screen can lock, bottom first; usually none.
  let positions: [Int]
}

extension AppNavigator {
  /// The first lock a screen of any tab's presentations holds, outermost first.
  func presentedLock() -> NavigationLock? {
    for navigator in tabs.navigators {
      for presentation in navigator.presentations {
        if let lock = lock(shownIn: presentation.navigator) {
          return lock
        }
      }
    }
    return nil
  }

  /// The lock a screen of `stack` holds now — its root's, else the first of its path's — not
  /// asking what it presents.
  func lock(shownIn stack: Navigator) -> NavigationLock? {
    let screens = lockingScreens(of: stack)
    for position in screens.positions {
      let destination = position == 0 ? stack.root : stack.destination(at: position - 1)
      if let destination,
        let lock = (screen(for: destination) as? any NavigationLockingScreen)?.navigationLock
      {
        return lock
      }
    }
    return nil
  }

  /// Learns which screens can lock in every presented stack that changed since it was last
  /// asked: what an operation does last, so the link that follows only reads locks.
  ///
  /// - Complexity: O(*t* + *p*) for *t* tabs and *p* presentations when nothing changed, plus
  ///   one resolution per screen of a changed stack.
  func learnLockingScreens() {
    for navigator in tabs.navigators {
      for presentation in navigator.presentations {
        _ = lockingScreens(of: presentation.navigator)
      }
    }
  }

  /// The screens of `stack` that can lock, learned again only when the stack has changed.
  private func lockingScreens(of stack: Navigator) -> LockingScreens {
    let revision = stack.stackRevision
    if let known = stack.lockingScreens, known.revision == revision {
      return known
    }
    var positions: [Int] = []
    var position = 0
    var destination: AnyDestination? = stack.root
    while let shown = destination {
      if screen(for: shown) is any NavigationLockingScreen {
        positions.append(position)
      }
      destination = stack.destination(at: position)
      position += 1
    }
    let learned = LockingScreens(revision: revision, positions: positions)
    stack.lockingScreens = learned
    return learned
  }
}
