/// A change to navigation state, as a value that observers (logging, analytics, tests) receive.
///
/// A stack is named by its ``NavigationScope``: its tab and presentations, such as `orders/sheet`.
public indirect enum NavigationEvent: Hashable, Sendable {
  // Indirect: a copy is one reference, so every function that copies one is smaller. With the
  // five payload enums indirect (this, NavigationAction, FeatureActionResult, NavigationOutcome,
  // WaitingNavigation), NavigationKit's __text is 36 KB (6%) smaller, for the cost row of
  // Benchmarks/README.md (cost.sh), missed without it; a case with a payload allocates once.
  /// Destinations were pushed, in order, onto the stack of `scope`.
  case pushed([AnyDestination], scope: NavigationScope)
  /// Destinations were popped from the stack of `scope`, top first.
  case popped([AnyDestination], scope: NavigationScope)
  /// The whole path of `scope` was replaced in one change.
  case pathReplaced(from: [AnyDestination], to: [AnyDestination], scope: NavigationScope)
  /// A destination was presented over `scope`.
  case presented(AnyDestination, style: PresentationStyle, scope: NavigationScope)
  /// The destination presented over `scope` was dismissed, with its whole stack.
  case dismissed(AnyDestination, style: PresentationStyle, scope: NavigationScope)
  /// A push or presentation of the destination already on top of `scope` (or already presented
  /// over it) was ignored, as the second tap of a double tap. A push with `allowsDuplicate`
  /// (``NavigationAction/push(_:transition:allowsDuplicate:)-enum.case``) is never ignored.
  case duplicateNavigationIgnored(AnyDestination, scope: NavigationScope)
  /// The screen the user sees changed to `destination`, on top of `scope`: the selected tab's
  /// stack or its topmost presentation. Sent once at the end of a front-door operation that
  /// changed it, whatever the cause (a push, a pop, a dismissal, a tab switch, a link, a
  /// restore), for analytics' screen views; never when what is seen stayed the same.
  case screenViewed(AnyDestination, scope: NavigationScope)
  /// The user swiped the destination presented over `scope` away, and it stayed: a screen in it
  /// holds `lock`, or (`nil`) the presentation disables the gesture.
  case interactiveDismissalRefused(
    AnyDestination, style: PresentationStyle, lock: NavigationLock?, scope: NavigationScope)
  /// An alert was shown over `scope`.
  case alertPresented(DialogState, scope: NavigationScope)
  /// A confirmation dialog was shown over `scope`.
  case confirmationDialogPresented(DialogState, scope: NavigationScope)
  /// The alert or confirmation dialog titled `title` was closed without choosing an action.
  case dialogDismissed(title: String, scope: NavigationScope)
  /// An action of the alert or confirmation dialog titled `dialog` was chosen.
  case dialogActionSelected(DialogAction, dialog: String, scope: NavigationScope)
  /// The selected tab changed.
  case tabSelected(from: TabID, to: TabID)
  /// The selected tab was tapped again: it went back to its root, with nothing presented.
  case tabReselected(TabID)
  /// The user arranged the tabs anew: the customization is the one now in effect.
  case tabsCustomized(TabCustomization)
  /// An intent was sent and shown, with the destination and presentation its route chose.
  case intentHandled(SentIntent)
  /// An intent was sent but could not be shown, for the reason given: nothing navigated.
  case intentUnhandled(SentIntent, reason: String)
  /// A deep link was opened: it navigated, was deferred until login, or was rejected.
  case deepLinkOpened(DeepLinkOutcome)
  /// A screen of `scope` carried out a feature's own action, such as cancelling an order.
  case featureActionPerformed(AnyFeatureAction, scope: NavigationScope)
  /// A feature's action reached a screen of `scope` that does not carry it out.
  case featureActionUnhandled(AnyFeatureAction, scope: NavigationScope)
  /// The request sent as `sent` was answered; `result` describes what its sender received.
  case requestCompleted(SentIntent, result: String)
  /// The request's providing screen went away without answering; its sender got "cancelled".
  case requestCancelled(SentIntent)
  /// An answer was given where no request waits for one, or of a type it does not take.
  case answerUnmatched(RequestAnswer, reason: String)
  /// A navigation other than a link could not run now and waits: for login (`lock` is `nil`),
  /// or for `lock` to be released. It replaced any navigation waiting for the same thing.
  case navigationDeferred(WaitingNavigation, lock: NavigationLock?)
  /// A navigation that waited (for login or a lock) was dropped without running, for `reason`.
  case navigationDiscarded(WaitingNavigation, reason: WaitingNavigation.DiscardReason)
  /// A destination carrying `value` not of its kind was refused on the stack `scope`.
  case navigationRefused(AnyDestination, value: String, scope: NavigationScope)
  /// A push or presentation on the stack `scope` was refused: it would go beyond `limit`.
  case navigationRefusedAtLimit(AnyDestination, limit: NavigationLimit, scope: NavigationScope)
  /// The screen `destination` of `scope` was marked as the checkpoint `name`.
  case checkpointSet(CheckpointName, at: AnyDestination, scope: NavigationScope)
  /// The user returned to the checkpoint `name` of `scope`, with what its setter received.
  case checkpointReturned(
    CheckpointName, to: AnyDestination, value: String?, scope: NavigationScope)
  /// The checkpoint `name` of `scope` was removed: its screen popped or dismissed, or the name
  /// set on another screen.
  case checkpointRemoved(CheckpointName, scope: NavigationScope)
  /// A return to the checkpoint `name` changed nothing, for the reason given.
  case checkpointReturnRefused(CheckpointName, reason: String)
  /// The platform did not report the end of a step (`phase`, as the adapter describes it) of a
  /// change within `waited`: the adapter took it as done, and a transition may have been cut
  /// short. Worth logging with the platform's version.
  case transitionCompletionMissed(phase: String, waited: Duration)
}
