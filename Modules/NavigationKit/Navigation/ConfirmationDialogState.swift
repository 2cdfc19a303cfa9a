/// A confirmation dialog (an action sheet) as a value.
public struct ConfirmationDialogState: Hashable, Sendable {
  /// The dialog's title.
  public let title: String
  /// Text below the title, if any.
  public let message: String?
  /// The choices, in order.
  public let actions: [DialogAction]

  /// Creates a confirmation dialog.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - message: Text below the title, if any.
  ///   - actions: The choices, in order.
  public init(title: String, message: String? = nil, actions: [DialogAction]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
