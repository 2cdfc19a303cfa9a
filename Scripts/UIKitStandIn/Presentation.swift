public import Foundation

/// An object that manages the transition animations and the presentation of view controllers
/// onscreen.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
  /// The delegate object for managing adaptive presentations.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }
}

/// A set of methods that, in conjunction with a presentation controller, determine how to
/// respond to trait changes in your app. (Its methods are optional in UIKit; here, the
/// extension below stands for that.)
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Notifies the delegate after a presentation is dismissed.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Asks the delegate for permission to dismiss the presentation.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// Notifies the delegate that a user-initiated attempt to dismiss a view was prevented.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

/// The optional requirements of UIKit's delegate, as defaults.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
extension UIAdaptivePresentationControllerDelegate {
  /// Does nothing: UIKit's requirement is optional.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }

  /// Allows the dismissal: UIKit's requirement is optional.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }

  /// Does nothing: UIKit's requirement is optional.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// An object that manages the display of content in a popover.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
  /// The view containing the anchor rectangle for the popover.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView? {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// The rectangle in the specified view in which to anchor the popover.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }

  /// The arrow directions that you prefer for the popover.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections: UIPopoverArrowDirection {
    get { runtimeOnly() }
    set { runtimeOnly() }
  }
}

/// Constants for specifying the direction of the popover arrow.
///
/// Mirrors https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The raw value of the direction.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  public let rawValue: UInt

  /// Creates a direction from its raw value.
  ///
  /// Mirrors https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
}
