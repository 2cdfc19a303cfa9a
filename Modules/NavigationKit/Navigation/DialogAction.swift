/// A button of an alert or a confirmation dialog (``DialogState``), and what it does.
///
/// Choosing one closes the dialog, reports a
/// ``NavigationEvent/dialogActionSelected(_:dialog:scope:)`` event, and performs its ``action``,
/// if any: a navigation, or a ``FeatureAction`` the screen that showed the dialog carries out.
///
/// ```swift
/// DialogAction(
///   title: "Cancel order", role: .destructive, action: .feature(OrdersAction.cancel(orderId: id)))
/// ```
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
  /// What choosing the button does once the dialog is closed; `nil` only closes it.
  public let action: NavigationAction?

  /// Creates an action; its ``id`` defaults to the title.
  public init(
    id: String? = nil, title: String, role: Role? = nil, action: NavigationAction? = nil
  ) {
    self.id = id ?? title
    self.title = title
    self.role = role
    self.action = action
  }

  /// A button that closes the dialog.
  public static func cancel(_ title: String = "Cancel") -> DialogAction {
    DialogAction(title: title, role: .cancel)
  }
}
