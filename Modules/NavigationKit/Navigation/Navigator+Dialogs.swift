extension Navigator {
  /// Shows an alert, replacing any alert or confirmation dialog already shown (whose dismissal
  /// is reported first).
  ///
  /// - Parameter alert: The alert to show.
  public func showAlert(_ alert: AlertState) {
    dismissDialog()
    self.dialog = .alert(alert)
    report(.alertPresented(alert, scope: scope))
  }

  /// Shows a confirmation dialog, replacing any alert or confirmation dialog already shown
  /// (whose dismissal is reported first).
  ///
  /// - Parameter dialog: The dialog to show.
  public func showConfirmationDialog(_ dialog: ConfirmationDialogState) {
    dismissDialog()
    self.dialog = .confirmationDialog(dialog)
    report(.confirmationDialogPresented(dialog, scope: scope))
  }

  /// Closes the alert or confirmation dialog without choosing an action.
  ///
  /// - Returns: Whether a dialog was shown.
  @discardableResult
  public func dismissDialog() -> Bool {
    guard let dialog else { return false }
    self.dialog = nil
    report(.dialogDismissed(title: dialog.title, scope: scope))
    return true
  }

  /// Chooses an action of the shown alert or confirmation dialog, which closes it.
  ///
  /// The choice is reported as a ``NavigationEvent/dialogActionSelected(_:dialog:scope:)``
  /// event. An `id` that no shown action has changes nothing.
  ///
  /// - Parameter id: The ``DialogAction/id`` of the chosen action.
  /// - Returns: The chosen action, or `nil` when no shown action has that id.
  @discardableResult
  public func selectDialogAction(id: String) -> DialogAction? {
    guard let dialog,
      let action = dialog.actions.first(where: { $0.id == id })
    else { return nil }
    self.dialog = nil
    report(.dialogActionSelected(action, dialog: dialog.title, scope: scope))
    return action
  }
}
