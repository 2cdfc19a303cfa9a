// SwiftUI's UIKit interoperation exists where UIKit does: compiled in when the UIKit stand-in
// (Scripts/UIKitStandIn) is on the module path, as Scripts/check-uikit-interface puts it.
#if canImport(UIKit)
  public import Foundation
  public import UIKit

  /// A UIKit view controller that manages a SwiftUI view hierarchy.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/uihostingcontroller
  @MainActor @preconcurrency
  open class UIHostingController<Content: View>: UIViewController {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) { runtimeOnly() }

    /// Creates a hosting controller object from an archive.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public required init?(coder aDecoder: NSCoder) { runtimeOnly() }
  }

  /// A view that represents a UIKit view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  @MainActor @preconcurrency
  public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController

    /// Creates the view controller object and configures its initial state.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the state of the specified view controller with new information from SwiftUI.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency
    func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Contextual information about the state of the system that you use to create and update
    /// your UIKit view controller.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
  }

  /// A representable's view has no body: SwiftUI draws the view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  extension UIViewControllerRepresentable {
    /// A primitive view has no body.
    ///
    /// Mirrors https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { runtimeOnly() }
  }

  /// Contextual information about the state of the system that you use to create and update
  /// your UIKit view controller.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable>
  where Representable: UIViewControllerRepresentable {}
#endif
