/// An alert as a value: what a platform shows, independent of any UI framework.
public struct AlertState: Hashable, Sendable {
  /// The alert's title.
  public let title: String
  /// Text below the title, if any.
  public let message: String?
  /// The buttons, in order. An alert with no actions shows a single "OK" on most platforms.
  public let actions: [DialogAction]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: Text below the title, if any.
  ///   - actions: The buttons, in order.
  public init(title: String, message: String? = nil, actions: [DialogAction] = []) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
