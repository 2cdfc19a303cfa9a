#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// A `NavigationStack` showing one of an app's `Navigator`s: its path is the
  /// navigator's, every destination of every module is shown by a ``ScreenModelView`` of the
  /// screen the app's composition resolves, and the navigator's sheet, full-screen cover,
  /// alert and confirmation dialog are shown from its values.
  ///
  /// Every view in the stack finds, in the environment's
  /// `EnvironmentValues.navigationHandler`, a handler acting on this stack; a sheet's views
  /// find the sheet's.
  ///
  /// ```swift
  /// ModularNavigationStack(navigator: app.tabs.navigators[0], app: app)
  /// ```
  ///
  /// It only binds: what the user does — swiping back, dismissing a sheet, choosing a
  /// dialog's button — goes through the app's front door, like every other change.
  public struct ModularNavigationStack: View {
    private let navigator: Navigator
    private let app: AppNavigator

    /// Creates the stack of `navigator`, one of `app`'s, showing destinations with the
    /// screens of `app`.
    public init(navigator: Navigator, app: AppNavigator) {
      self.navigator = navigator
      self.app = app
    }

    /// The stack with its presentations and dialogs.
    public var body: some View {
      // Read here, so the view is redrawn when the path changes.
      let path = navigator.path
      NavigationStack(
        path: Binding(
          get: { path },
          set: { @MainActor newPath in app.setPath(newPath, of: navigator) })
      ) {
        ScreenModelView(app.screen(for: navigator.root))
          .navigationDestination(for: AnyDestination.self) { destination in
            ScreenModelView(app.screen(for: destination))
          }
      }
      .environment(\.navigationHandler, NavigationHandler(app: app, stack: navigator))
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

    /// The navigator's presentation of `style`; SwiftUI setting it to `nil` (the user swiped
    /// the sheet away) dismisses it through the app.
    ///
    /// `Binding`'s closures are `@isolated(any) @Sendable`, so they say they run on the main
    /// actor, where the navigator lives.
    private func presentation(_ style: PresentationStyle) -> Binding<PresentedStack?> {
      Binding(
        get: { @MainActor in
          navigator.presentation?.style == style ? navigator.presentation : nil
        },
        set: { @MainActor presented in
          if presented == nil, navigator.presentation?.style == style {
            app.perform(.dismiss, in: navigator)
          }
        })
    }

    /// Whether a dialog is shown; closing it from outside dismisses it through the app.
    private func dialogShown(_ shown: Bool) -> Binding<Bool> {
      Binding(
        get: { shown },
        set: { @MainActor isShown in
          if !isShown {
            app.perform(.dismiss, in: navigator)
          }
        })
    }

    /// One button per dialog action, with SwiftUI's role for cancel and destructive actions;
    /// choosing one closes the dialog and performs the button's action, through the app.
    private func buttons(_ actions: [DialogAction]) -> some View {
      ForEach(actions) { action in
        Button(action.title, role: Self.role(action.role)) {
          app.chooseDialogAction(id: action.id, in: navigator)
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
