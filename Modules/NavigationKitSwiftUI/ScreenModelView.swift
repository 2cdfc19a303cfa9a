#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// Shows any `ScreenModel`: its own view when it is a ``CustomViewScreen``, otherwise its
  /// lines, then its actions as buttons that navigate through the environment's
  /// `NavigationHandler`. A button whose action asks for a zoom is marked as the zoom's source
  /// (`View.navigationTransitionSource(_:)`), so the screen it opens zooms out of it.
  ///
  /// This is the view of every destination: the app's one composition resolves a destination
  /// to its screen model, and this view derives what to draw from it.
  public struct ScreenModelView: View {
    private let screen: any ScreenModel
    @Environment(\.navigationHandler) private var navigate

    /// Creates the view of `screen`.
    public init(_ screen: any ScreenModel) {
      self.screen = screen
    }

    /// The screen's own view, or its lines and actions.
    public var body: some View {
      content
    }

    private var content: AnyView {
      if let custom = screen as? any CustomViewScreen {
        return Self.view(of: custom)
      }
      return AnyView(
        List {
          Section {
            ForEach(screen.lines, id: \.self) { line in
              Text(line)
            }
          }
          Section {
            ForEach(screen.actions, id: \.self) { action in
              Button(action.title) { navigate(action.navigation) }
                .navigationTransitionSource(ifAny: action.navigation.transitionSourceID)
            }
          }
        }
        .navigationTitle(screen.title))
    }

    private static func view(of screen: some CustomViewScreen) -> AnyView {
      AnyView(screen.view)
    }
  }

  /// A screen model that draws itself: ``ScreenModelView`` shows its ``view`` instead of the
  /// default list of lines and actions.
  ///
  /// This is how a feature overrides the view of some of its destinations: the resolver builds
  /// the same screen model on every platform, and on Apple platforms a fenced extension gives
  /// it a view. Nothing is registered, so nothing can be registered wrongly.
  ///
  /// ```swift
  /// #if canImport(SwiftUI)
  ///   extension ProductDetailScreen: CustomViewScreen {
  ///     public var view: some View { ProductDetailView(screen: self) }
  ///   }
  /// #endif
  /// ```
  public protocol CustomViewScreen: ScreenModel {
    /// The type of the screen's view.
    associatedtype Content: View

    /// The screen's view; its buttons navigate through the environment's
    /// `NavigationHandler`, with the screen's `ScreenModel.actions`.
    @MainActor @ViewBuilder var view: Content { get }
  }
#endif
