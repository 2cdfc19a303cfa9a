/// An alert or a confirmation dialog (an action sheet) as a value, independent of any UI
/// framework: how it is shown, ``Navigator/alert`` or ``Navigator/confirmationDialog``, is the
/// one difference between the two.
public struct DialogState: Hashable, Sendable {
  /// The dialog's title.
  public let title: String
  /// Text below the title, if any.
  public let message: String?
  /// The buttons or choices, in order. An alert with no actions shows a single "OK" on most
  /// platforms.
  public let actions: [DialogAction]

  /// Creates an alert or a confirmation dialog.
  public init(title: String, message: String? = nil, actions: [DialogAction] = []) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
