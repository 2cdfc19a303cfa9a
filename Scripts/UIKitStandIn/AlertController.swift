public import Foundation

/// An object that displays an alert message.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  /// Creates and returns a view controller for displaying an alert to the user.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
  }

  /// Attaches an action object to the alert or action sheet.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { runtimeOnly() }

  /// Constants indicating the type of alert to display.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    /// An action sheet displayed by the view controller that presented it.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
    case actionSheet = 0
    /// An alert displayed modally for the app.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
    case alert = 1
  }
}

/// An action that can be taken when the user taps a button in an alert.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  /// Create and return an action with the specified title and behavior.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) {
    runtimeOnly()
  }

  /// Styles to apply to action buttons in an alert.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uialertaction/style
  public enum Style: Int, Sendable {
    /// Apply the default style to the action's button.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uialertaction/style/default
    case `default` = 0
    /// Apply a style that indicates the action cancels the operation and leaves things
    /// unchanged.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uialertaction/style/cancel
    case cancel = 1
    /// Apply a style that indicates the action might change or delete data.
    ///
    /// Mirrors https://developer.apple.com/documentation/uikit/uialertaction/style/destructive
    case destructive = 2
  }
}
