extension AppNavigator {
  /// Performs a screen's action on the visible stack, or on `stack` (a view's own, as
  /// ``NavigationHandler/init(app:stack:)`` passes it) even while something is shown above it.
  ///
  /// ``NavigationAction/dismiss`` closes the selected tab's innermost dialog or presentation;
  /// on `stack`, its dialog, else what it presents, else the presentation it is in. A
  /// ``NavigationAction/featureAction(_:)`` is carried out by the screen on top of the stack
  /// and reported, then the navigation it asks for, if any, is performed.
  @discardableResult
  public func perform(_ action: NavigationAction, in stack: Navigator? = nil) -> NavigationOutcome {
    operation { dispatch(action, in: stack) }
  }

  /// Chooses a button of the dialog shown over `stack` (the visible stack when `nil`): closes
  /// the dialog and performs the button's action, if any.
  ///
  /// - Returns: The button chosen, or `nil` (nothing changes) when none shown has that id.
  @discardableResult
  public func chooseDialogAction(id: String, in stack: Navigator? = nil) -> DialogAction? {
    operation {
      let chosen = (stack ?? tabs.visibleNavigator).selectDialogAction(id: id)
      if let action = chosen?.action { dispatch(action, in: stack) }
      return chosen
    }
  }

  /// The buttons of the dialog shown over the visible stack, or `nil` when none is.
  public var visibleDialogActions: [DialogAction]? {
    tabs.visibleNavigator.dialogActions
  }

  /// Gives `navigator` a new path, as `NavigationStack` sets it when the user swipes back or
  /// follows a link: reported as a push, a pop or a replacement. Every destination passes the
  /// access check, and a path beyond the ``NavigationLimit/stackDepth`` limit is refused. A
  /// destination it adds on top of the same destination, as a double tap on a link adds it,
  /// is left out (``NavigationEvent/duplicateNavigationIgnored(_:scope:)``).
  @discardableResult
  public func setPath(_ path: [AnyDestination], of navigator: Navigator) -> NavigationOutcome {
    operation {
      // A double tap on a link appends its destination twice in one change: the second is
      // ignored, as a second push of it would be.
      guard path.count > navigator.path.count, path.starts(with: navigator.path) else {
        return navigator.setPath(path)
      }
      var kept = navigator.path
      var ignored: NavigationOutcome?
      for destination in path[navigator.path.count...] {
        if destination == kept.last ?? navigator.root {
          ignored = ignoreDuplicate(destination, on: navigator)
        } else {
          kept.append(destination)
        }
      }
      if kept.count == navigator.path.count, let ignored { return ignored }
      return navigator.setPath(kept)
    }
  }

  /// Selects a tab without changing anything else, as a sidebar's selection does.
  ///
  /// - Returns: Whether a tab has that name.
  @discardableResult
  public func select(_ tab: TabID) -> Bool {
    operation { tabs.select(tab) }
  }

  /// A user's tap on a tab: selects another tab, or takes the selected one back to its root,
  /// dismissing everything it presents, reported as ``NavigationEvent/tabReselected(_:)``
  /// after the changes it makes.
  ///
  /// - Returns: Whether a tab has that name.
  @discardableResult
  public func tap(_ tab: TabID) -> Bool {
    operation {
      guard tab == tabs.selectedTab else { return tabs.select(tab) }
      returnToTabRoot()
      events.send(.tabReselected(tab))
      return true
    }
  }

  /// Arranges the tabs as the user did, keeping only tabs the app has, and reports it as
  /// ``NavigationEvent/tabsCustomized(_:)`` if anything changed. A hidden tab keeps its stack,
  /// and links and intents into it still select it.
  @discardableResult
  public func customizeTabs(_ customization: TabCustomization) -> Bool {
    operation { tabs.customize(customization) }
  }

  /// Puts every tab in the state `snapshot` describes, as at launch, and returns what could
  /// not be restored.
  ///
  /// Tabs the snapshot does not mention are reset to their roots, and the split view's
  /// columns to ``SplitColumnVisibility/automatic`` when it stores none; what the app has no
  /// tab for is reported, never guessed at. A destination refused now (a value not of its
  /// kind, or login needed while logged out) is dropped with everything above it. In a scene
  /// of ``AppScenes`` made after a logout it was not shown at, screens that need login are
  /// dropped even when the user has logged in again since.
  @discardableResult
  public func restore(_ snapshot: NavigationSnapshot) -> [RestorationIssue] {
    let (cleared, dropped) =
      storedStatePredatesLogout ? snapshot.removingScreensNeedingLogin() : (snapshot, [])
    return dropped + operation { tabs.restore(cleared, gate: gate) }
  }

  /// Performs `action` as part of the operation under way.
  @discardableResult
  func dispatch(_ action: NavigationAction, in stack: Navigator?) -> NavigationOutcome {
    let navigator = stack ?? tabs.visibleNavigator
    switch action {
    case .push(let destination, let transition, let allowsDuplicate):
      if !allowsDuplicate && navigator.current == destination {
        return ignoreDuplicate(destination, on: navigator)
      }
      return navigator.push(destination, transition: transition)
    case .present(let destination, let style, let options, let transition):
      if navigator.presents(destination) { return ignoreDuplicate(destination, on: navigator) }
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
    case .returnTo(let name, let value):
      return returnToCheckpoint(name, value: value, from: navigator)
    }
    return .performed
  }

  /// Reports a push or presentation of what `navigator` shows already, a double tap's second
  /// tap, and changes nothing.
  func ignoreDuplicate(_ destination: AnyDestination, on navigator: Navigator) -> NavigationOutcome
  {
    events.send(.duplicateNavigationIgnored(destination, scope: navigator.scope))
    return .unchanged(reason: "\(destination) is shown already")
  }

  /// What ``NavigationAction/dismiss`` does; see ``perform(_:in:)``.
  private func dismiss(in stack: Navigator?) -> Bool {
    guard let stack else { return tabs.selectedNavigator.dismiss() }
    return stack.dismissDialog() || stack.dismissPresentation()
      || tabs.presenter(of: stack)?.dismissPresentation() == true
  }

  private func returnToTabRoot() {
    let navigator = tabs.selectedNavigator
    navigator.dismissAll()
    navigator.popToRoot()
  }

  /// Has the screen on top of `navigator` carry out `feature`, then performs what it asks.
  private func carryOut(_ feature: AnyFeatureAction, on navigator: Navigator, in stack: Navigator?)
    -> NavigationOutcome
  {
    let result = screen(for: navigator.current).handle(feature)
    guard result != .unhandled else {
      events.send(.featureActionUnhandled(feature, scope: navigator.scope))
      return .unchanged(reason: "no screen carried out \(feature)")
    }
    events.send(.featureActionPerformed(feature, scope: navigator.scope))
    guard case .then(let navigation) = result else { return .performed }
    return dispatch(navigation, in: stack)
  }
}

// MARK: - Interactive dismissal

extension AppNavigator {
  /// A user's swipe down on a sheet (or Escape on a Mac), as the adapter reports it:
  /// dismisses the presentation with its whole stack, unless
  /// ``interactiveDismissalRefusal(of:)`` gives a reason. A refusal changes nothing and is
  /// reported as ``NavigationEvent/interactiveDismissalRefused(_:style:lock:scope:)``.
  /// Dismissing in code is not affected.
  ///
  /// - Returns: Whether it was dismissed; `false` when refused or no longer shown.
  @discardableResult
  public func dismissInteractively(_ presented: PresentedStack) -> Bool {
    operation {
      guard let presenter = tabs.presenter(of: presented.navigator),
        presenter.presentation?.id == presented.id
      else { return false }
      let lock = heldLock(in: presented)
      guard lock == nil && !presented.options.interactiveDismissDisabled else {
        events.send(
          .interactiveDismissalRefused(
            presented.destination, style: presented.style, lock: lock, scope: presenter.scope))
        return false
      }
      return presenter.dismissPresentation()
    }
  }

  /// Why the user cannot swipe `presented` away now, or `nil` when they can, for SwiftUI's
  /// `interactiveDismissDisabled(_:)`: `navigation locked: ` and the reason of the lock a
  /// screen of the presentation, or of what it presents, holds; else `the presentation
  /// disables it` under ``PresentationOptions/interactiveDismissDisabled``.
  public func interactiveDismissalRefusal(of presented: PresentedStack) -> String? {
    let lock = heldLock(in: presented)
    guard lock != nil || presented.options.interactiveDismissDisabled else { return nil }
    return swipeRefusal(lock: lock)
  }

  /// The lock a screen of `presented`, or of what it presents in turn, holds.
  private func heldLock(in presented: PresentedStack) -> NavigationLock? {
    presented.navigator.stacks.lazy.compactMap { self.lock(shownIn: $0) }.first
  }
}

/// Why a swipe that would dismiss a presentation was refused: `navigation locked: ` and the
/// lock's reason, or that the presentation disables the gesture.
func swipeRefusal(lock: NavigationLock?) -> String {
  lock.map { "navigation locked: \($0)" } ?? "the presentation disables it"
}
