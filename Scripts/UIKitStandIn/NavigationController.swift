public import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  /// Creates a navigation controller with the nib file in the specified bundle.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    runtimeOnly()
  }

  /// Creates a navigation controller with data in an unarchiver.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { runtimeOnly() }

  /// The view controllers currently on the navigation stack.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// Replaces the view controllers currently managed by the navigation controller with the
  /// specified items.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    runtimeOnly()
  }

  /// The delegate of the navigation controller object.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: (any UINavigationControllerDelegate)? {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }
}

/// Use a navigation controller delegate to modify behavior when a view controller is pushed
/// or popped from the navigation stack of a navigation controller. (Its methods are optional
/// in UIKit; here, the extension below stands for that.)
///
/// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Notifies the delegate just before the navigation controller displays a view
  /// controller's view and navigation item properties.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Notifies the delegate just after the navigation controller displays a view controller's
  /// view and navigation item properties.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// The optional requirements of UIKit's delegate, as defaults.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
extension UINavigationControllerDelegate {
  /// Does nothing: UIKit's requirement is optional.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing: UIKit's requirement is optional.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// A set of methods that provides support for animations associated with a view controller
/// transition.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs the specified animations at the same time as the view controller transition
  /// animations.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A set of methods that provides information about an in-progress view controller
/// transition.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// A Boolean value indicating whether the transition was canceled.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
}
