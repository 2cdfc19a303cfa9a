#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// A `NavigationStack` bound to a ``Navigator``: its path is the navigator's, every
  /// destination of every module is shown by a ``ScreenModelView`` of the screen the app's
  /// composition resolves, and the navigator's sheet, full-screen cover, alert and
  /// confirmation dialog are shown from its values.
  ///
  /// Every view in the stack finds the stack's navigator in the environment's
  /// `EnvironmentValues.navigator`, and a handler acting on this stack in
  /// `EnvironmentValues.stackNavigationHandler`; a sheet's views find the sheet's.
  ///
  /// ```swift
  /// ModularNavigationStack(navigator: navigator, app: app)
  /// ```
  ///
  /// All navigation logic lives in the navigator; this view only binds it.
  public struct ModularNavigationStack: View {
    @Bindable private var navigator: Navigator
    private let app: AppNavigator
    @Environment(\.navigationHandler) private var navigate

    /// Creates the stack of `navigator`, showing destinations with the screens of `app`.
    public init(navigator: Navigator, app: AppNavigator) {
      _navigator = Bindable(wrappedValue: navigator)
      self.app = app
    }

    /// The stack with its presentations and dialogs.
    public var body: some View {
      NavigationStack(path: $navigator.path) {
        ScreenModelView(app.screen(for: navigator.root))
          .navigationDestination(for: AnyDestination.self) { destination in
            ScreenModelView(app.screen(for: destination))
          }
      }
      .environment(\.navigator, navigator)
      .environment(\.stackNavigationHandler, NavigationHandler(app: app, stack: navigator))
      .sheet(item: presentation(.sheet)) { presented in
        ModularNavigationStack(navigator: presented.navigator, app: app)
      }
      #if !os(macOS)
        .fullScreenCover(item: presentation(.fullScreenCover)) { presented in
          ModularNavigationStack(navigator: presented.navigator, app: app)
        }
      #endif
      .alert(
        navigator.alert?.title ?? "", isPresented: dialogShown(navigator.alert != nil),
        presenting: navigator.alert
      ) { alert in
        buttons(alert.actions)
      } message: { alert in
        if let message = alert.message {
          Text(message)
        }
      }
      .confirmationDialog(
        navigator.confirmationDialog?.title ?? "",
        isPresented: dialogShown(navigator.confirmationDialog != nil),
        titleVisibility: .visible, presenting: navigator.confirmationDialog
      ) { dialog in
        buttons(dialog.actions)
      } message: { dialog in
        if let message = dialog.message {
          Text(message)
        }
      }
    }

    /// The navigator's presentation of `style`, dismissed when SwiftUI sets it to `nil`.
    ///
    /// `Binding`'s closures are `@isolated(any) @Sendable`, so they say they run on the main
    /// actor, where the navigator lives.
    private func presentation(_ style: PresentationStyle) -> Binding<Presentation?> {
      Binding(
        get: { @MainActor in
          navigator.presentation?.style == style ? navigator.presentation : nil
        },
        set: { @MainActor presented in
          if presented == nil, navigator.presentation?.style == style {
            navigator.dismissPresentation()
          }
        })
    }

    /// Whether a dialog is shown; closing it from outside dismisses it in the navigator.
    private func dialogShown(_ shown: Bool) -> Binding<Bool> {
      Binding(
        get: { shown },
        set: { @MainActor isShown in
          if !isShown {
            navigator.dismissDialog()
          }
        })
    }

    /// One button per dialog action, with SwiftUI's role for cancel and destructive actions;
    /// choosing one closes the dialog and performs the button's action.
    private func buttons(_ actions: [DialogAction]) -> some View {
      ForEach(actions) { action in
        Button(action.title, role: Self.role(action.role)) {
          if let chosen = navigator.selectDialogAction(id: action.id)?.action {
            navigate(chosen)
          }
        }
      }
    }

    private static func role(_ role: DialogAction.Role?) -> ButtonRole? {
      switch role {
      case .cancel: .cancel
      case .destructive: .destructive
      case nil: nil
      }
    }
  }
#endif
