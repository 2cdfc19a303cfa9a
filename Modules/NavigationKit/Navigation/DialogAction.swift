/// A button of an ``AlertState`` or a ``ConfirmationDialogState``.
///
/// Actions are values: selecting one dismisses the dialog and reports the action's ``id`` as a
/// ``NavigationEvent/dialogActionSelected(_:dialog:scope:)`` event, which the owner of the
/// dialog observes.
public struct DialogAction: Hashable, Sendable, Identifiable {
  /// What kind of button an action is, which decides how a platform draws it.
  public enum Role: String, Hashable, Sendable {
    /// Closes the dialog without doing anything.
    case cancel
    /// Does something that cannot be undone.
    case destructive
  }

  /// A stable name for the action, reported when it is selected.
  public let id: String
  /// The button's title.
  public let title: String
  /// The button's role, or `nil` for an ordinary button.
  public let role: Role?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - id: A stable name, reported when the action is selected; defaults to the title.
  ///   - title: The button's title.
  ///   - role: The button's role, or `nil` for an ordinary button.
  public init(id: String? = nil, title: String, role: Role? = nil) {
    self.id = id ?? title
    self.title = title
    self.role = role
  }

  /// A button that closes the dialog.
  public static func cancel(_ title: String = "Cancel") -> DialogAction {
    DialogAction(title: title, role: .cancel)
  }
}
