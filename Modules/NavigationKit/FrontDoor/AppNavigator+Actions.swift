extension AppNavigator {
  /// Performs a screen's action: on what the user sees, or on the stack a view is shown in.
  ///
  /// Without `stack`, pushes, presentations, dialogs and pops go to the stack the user sees,
  /// and ``NavigationAction/dismiss`` closes the innermost dialog or presentation of the
  /// selected tab. With `stack` — a view's own, as ``NavigationHandler/init(app:stack:)``
  /// passes it — they go to that stack, even while something else is shown above it, and
  /// `.dismiss` closes the stack's dialog, else what it presents, else the sheet or cover it is
  /// shown in. A ``NavigationAction/featureAction(_:)`` is carried out by the screen on top of
  /// that stack — the one that offered it, or showed the dialog it came from — and reported;
  /// then the navigation the screen asks for, if any, is performed.
  ///
  /// The outcome says what became of it: an intent or a push that waits for login returns
  /// the navigation waiting; one that changes nothing — a value not of its kind, a stack at
  /// its limit, an intent no tab shows, nothing to pop — says why.
  ///
  /// - Parameters:
  ///   - action: The action, such as one of ``visibleScreen``'s.
  ///   - stack: The stack the action was offered on; the visible one when `nil`.
  /// - Returns: Whether it was performed, waits, or changed nothing, and why.
  @discardableResult
  public func perform(_ action: NavigationAction, in stack: Navigator? = nil) -> NavigationOutcome {
    operation { dispatch(action, in: stack) }
  }

  /// Chooses a button of the dialog shown over `stack` (the visible stack when `nil`): closes
  /// the dialog and performs the button's action, if it has one.
  ///
  /// - Parameters:
  ///   - id: The ``DialogAction/id`` of the button.
  ///   - stack: The stack the dialog is shown over; the visible one when `nil`.
  /// - Returns: The button chosen, or `nil` when no shown button has that id (nothing
  ///   changes).
  @discardableResult
  public func chooseDialogAction(id: String, in stack: Navigator? = nil) -> DialogAction? {
    operation {
      guard let chosen = (stack ?? tabs.visibleNavigator).selectDialogAction(id: id) else {
        return nil
      }
      if let action = chosen.action {
        dispatch(action, in: stack)
      }
      return chosen
    }
  }

  /// The buttons of the dialog shown over the visible stack, or `nil` when none is.
  public var visibleDialogActions: [DialogAction]? {
    tabs.visibleNavigator.dialogActions
  }

  /// Gives `navigator` a new path, as `NavigationStack` sets it when the user swipes back or
  /// follows a link: reported as a push, a pop or a replacement.
  ///
  /// - Parameters:
  ///   - path: The new path, bottom first; empty shows the root.
  ///   - navigator: One of the app's stacks.
  /// - Returns: Whether it was set, waits for login, or was refused, and why.
  @discardableResult
  public func setPath(_ path: [AnyDestination], of navigator: Navigator) -> NavigationOutcome {
    operation { navigator.setPath(path) }
  }

  /// Selects a tab without changing anything else, as a sidebar's selection does; selecting
  /// the selected tab changes nothing.
  ///
  /// - Parameter tab: The tab's name.
  /// - Returns: Whether a tab has that name; nothing changes when none has.
  @discardableResult
  public func select(_ tab: TabID) -> Bool {
    operation { tabs.select(tab) }
  }

  /// What a user's tap on a tab does: selects another tab without changing anything else, or
  /// — on the tab already selected — takes it back to its root, dismissing everything it
  /// presents, reported as ``NavigationEvent/tabReselected(_:)`` after the changes it makes.
  ///
  /// - Parameter tab: The name of the tab tapped.
  /// - Returns: Whether a tab has that name; nothing changes when none has.
  @discardableResult
  public func tap(_ tab: TabID) -> Bool {
    operation {
      guard tab == tabs.selectedTab else { return tabs.select(tab) }
      returnToTabRoot()
      events.send(.tabReselected(tab))
      return true
    }
  }

  /// Arranges the tabs as the user did — hiding some from the iOS 18 sidebar — keeping only
  /// tabs the app has, and reports it as ``NavigationEvent/tabsCustomized(_:)``. A hidden tab
  /// keeps its stack, and links and intents into it still select it.
  ///
  /// - Parameter customization: The arrangement now in effect.
  /// - Returns: Whether anything changed.
  @discardableResult
  public func customizeTabs(_ customization: TabCustomization) -> Bool {
    operation { tabs.customize(customization) }
  }

  /// Puts every tab in the state `snapshot` describes, as at launch.
  ///
  /// Tabs the snapshot does not mention are reset to their roots, and the split view's
  /// columns to ``SplitColumnVisibility/automatic`` when it stores none; what the app has no
  /// tab for is reported, never guessed at. A destination refused now — a value not of its
  /// kind, or login needed while logged out — is dropped with everything above it, and
  /// reported.
  ///
  /// In an app of several scenes (``AppScenes``), a scene made after a logout that it was not
  /// shown at restores stored state as from before that logout: its screens that need login
  /// are dropped even when the user has logged in again since, and reported.
  ///
  /// - Parameter snapshot: The state to restore, typically from ``NavigationSnapshotCoder``.
  /// - Returns: What could not be restored.
  @discardableResult
  public func restore(_ snapshot: NavigationSnapshot) -> [RestorationIssue] {
    guard storedStatePredatesLogout else {
      return operation { tabs.restore(snapshot, gate: gate) }
    }
    let (cleared, dropped) = snapshot.removingScreensNeedingLogin()
    return dropped + operation { tabs.restore(cleared, gate: gate) }
  }

  /// Performs `action` as part of the operation under way.
  @discardableResult
  func dispatch(_ action: NavigationAction, in stack: Navigator?) -> NavigationOutcome {
    let navigator = stack ?? tabs.visibleNavigator
    switch action {
    case .push(let destination, let transition):
      return navigator.push(destination, transition: transition)
    case .present(let destination, let style, let options, let transition):
      return navigator.present(destination, as: style, options: options, transition: transition)
    case .send(let sent):
      return send(sent, from: navigator)
    case .showAlert(let alert):
      navigator.showAlert(alert)
    case .showConfirmationDialog(let dialog):
      navigator.showConfirmationDialog(dialog)
    case .pop:
      guard navigator.pop() != nil else { return .unchanged(reason: "nothing to pop") }
    case .popToRoot:
      guard !navigator.popToRoot().isEmpty else { return .unchanged(reason: "nothing to pop") }
    case .dismiss:
      guard dismiss(in: stack) else { return .unchanged(reason: "nothing to dismiss") }
    case .returnToTabRoot:
      returnToTabRoot()
    case .featureAction(let feature):
      return carryOut(feature, on: navigator, in: stack)
    case .answerRequest(let answer):
      return answerRequest(answer, from: navigator)
    case .returnToCheckpoint(let name, let value):
      return returnToCheckpoint(name, value: value, from: navigator)
    }
    return .performed
  }

  /// What ``NavigationAction/dismiss`` does: closes the innermost dialog or presentation of
  /// the selected tab, or, on `stack`, its dialog, else what it presents, else the
  /// presentation it is shown in.
  ///
  /// - Returns: Whether anything was dismissed.
  private func dismiss(in stack: Navigator?) -> Bool {
    guard let stack else { return tabs.selectedNavigator.dismiss() }
    return stack.dismissDialog() || stack.dismissPresentation()
      || tabs.presenter(of: stack)?.dismissPresentation() == true
  }

  /// Dismisses everything the selected tab presents and pops it to its root.
  private func returnToTabRoot() {
    let navigator = tabs.selectedNavigator
    navigator.dismissAll()
    navigator.popToRoot()
  }

  /// Has the screen on top of `navigator` carry out `feature`, then performs what it asks.
  private func carryOut(_ feature: AnyFeatureAction, on navigator: Navigator, in stack: Navigator?)
    -> NavigationOutcome
  {
    let scope = navigator.scope
    switch screen(for: navigator.current).handle(feature) {
    case .done:
      events.send(.featureActionPerformed(feature, scope: scope))
      return .performed
    case .then(let navigation):
      events.send(.featureActionPerformed(feature, scope: scope))
      return dispatch(navigation, in: stack)
    case .unhandled:
      events.send(.featureActionUnhandled(feature, scope: scope))
      return .unchanged(reason: "no screen carried out \(feature)")
    }
  }
}

// MARK: - Interactive dismissal

extension AppNavigator {
  /// What a user's swipe down on a sheet (or Escape on a Mac) does: dismisses the presentation
  /// with its whole stack — unless a screen in it, or presented above it, holds a
  /// ``NavigationLock``, or it was shown with ``PresentationOptions/interactiveDismissDisabled``. A refusal
  /// changes nothing and is reported as
  /// ``NavigationEvent/interactiveDismissalRefused(_:style:lock:scope:)``.
  ///
  /// The adapter calls this when the platform tells it the user dismissed a presentation, and
  /// disables the gesture beforehand where it can (``interactiveDismissalRefusal(of:)`` is not `nil`), so a
  /// locked form is not torn down by a swipe. Dismissing in code —
  /// ``NavigationAction/dismiss``, a link, a tab tapped again — is not affected.
  ///
  /// ```swift
  /// if let sheet = app.tabs.selectedNavigator.presentation {
  ///   app.dismissInteractively(sheet)   // false, and an event, while its form is locked
  /// }
  /// ```
  ///
  /// - Parameter presented: The presentation the user swiped, as one of the app's navigators
  ///   presents it.
  /// - Returns: Whether it was dismissed; `false` when refused, or when it is no longer shown.
  @discardableResult
  public func dismissInteractively(_ presented: PresentedStack) -> Bool {
    operation {
      guard let presenter = tabs.presenter(of: presented.navigator),
        presenter.presentation?.id == presented.id
      else { return false }
      if interactiveDismissalRefusal(of: presented) != nil {
        events.send(
          .interactiveDismissalRefused(
            presented.destination, style: presented.style, lock: heldLock(in: presented),
            scope: presenter.scope))
        return false
      }
      return presenter.dismissPresentation()
    }
  }

  /// Why the user cannot swipe `presented` away now, or `nil` when they can: the adapter
  /// passes whether there is a reason to SwiftUI's `interactiveDismissDisabled(_:)`.
  ///
  /// A lock comes first: every screen of the presentation's stack, and of what it presents in
  /// turn, is asked (``NavigationLockingScreen``), since a swipe would tear all of them down.
  ///
  /// - Parameter presented: A presentation of one of the app's navigators.
  /// - Returns: `navigation locked: ` and the reason of the lock a screen holds, `the
  ///   presentation disables it` when its options disable the gesture
  ///   (``PresentationOptions/interactiveDismissDisabled``), or `nil`.
  /// - Complexity: O(*n*) screens resolved, where *n* is the number of screens in the
  ///   presentation and above it.
  public func interactiveDismissalRefusal(
    of presented: PresentedStack
  ) -> String? {
    if let lock = heldLock(in: presented) { return swipeRefusal(lock: lock) }
    return presented.options.interactiveDismissDisabled
      ? swipeRefusal(lock: nil) : nil
  }

  /// The lock a screen of `presented`, or of what it presents in turn, holds.
  private func heldLock(in presented: PresentedStack) -> NavigationLock? {
    for stack in presented.navigator.stacks {
      if let lock = lock(shownIn: stack) { return lock }
    }
    return nil
  }
}

/// Why a swipe that would dismiss a presentation was refused: `navigation locked: ` and the
/// reason of the lock a screen holds, or, without a lock, that the presentation disables the
/// gesture.
func swipeRefusal(lock: NavigationLock?) -> String {
  lock.map { "navigation locked: \($0)" } ?? "the presentation disables it"
}
