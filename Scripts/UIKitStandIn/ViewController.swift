@_exported public import Foundation

/// An abstract interface for responding to and handling events.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency
open class UIResponder: NSObject {}

/// An object that manages a rectangular area on the screen.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency
open class UIView: UIResponder {
  /// The receiver's window object, or `nil` if it has none.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { runtimeOnly() }

  /// The bounds rectangle, which describes the view's location and size in its own
  /// coordinate system.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }
}

/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiwindow
@MainActor @preconcurrency
open class UIWindow: UIView {}

/// An object that manages a view hierarchy for your UIKit app.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  /// Creates a view controller with the nib file in the specified bundle.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { runtimeOnly() }

  /// Creates a view controller with data in an unarchiver.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { runtimeOnly() }

  /// The view that the controller manages (`UIView!` in UIKit; every use here reads it as a
  /// view).
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// The view controller's view, or `nil` if the view is not yet loaded.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { runtimeOnly() }

  /// A localized string that represents the view this controller manages.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String? {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// Notifies the view controller that its view was added to a view hierarchy.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) { runtimeOnly() }

  /// The view controller that is presented by this view controller, or one of its ancestors
  /// in the view controller hierarchy.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { runtimeOnly() }

  /// The view controller that presented this view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { runtimeOnly() }

  /// A Boolean value indicating whether the view controller is being dismissed.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { runtimeOnly() }

  /// Presents a view controller modally.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) { runtimeOnly() }

  /// Dismisses the view controller that was presented modally by the view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    runtimeOnly()
  }

  /// The presentation style for modal view controllers.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// The presentation controller that's managing the current view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? { runtimeOnly() }

  /// The nearest popover presentation controller that is managing the current view
  /// controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  open var popoverPresentationController: UIPopoverPresentationController? { runtimeOnly() }

  /// The active transition coordinator object.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { runtimeOnly() }
}

/// Constants that specify the type of modal presentation for a view controller.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  /// A presentation style that displays the content centered in the screen.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  case fullScreen = 0
  /// The default presentation style chosen by the system.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  case automatic = -2
}
