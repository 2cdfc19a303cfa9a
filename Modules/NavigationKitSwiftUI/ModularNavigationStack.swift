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
  /// dialog's button — goes through the app's front door, like every other change. A sheet is
  /// shown with the options it was presented with (its detents, and its size on iOS 18), and
  /// cannot be swiped away while a screen in it holds a navigation lock
  /// (`AppNavigator.interactiveDismissalRefusal(of:)`); a swipe that gets through anyway is
  /// `AppNavigator.dismissInteractively(_:)`, which refuses it. A pushed or presented screen
  /// that asked for a zoom zooms out of the view marked with its source
  /// (`View.navigationTransitionSource(_:)`) on iOS 18, through the one namespace the outermost
  /// stack owns and hands to its presentations.
  public struct ModularNavigationStack: View {
    private let navigator: Navigator
    private let app: AppNavigator
    /// The namespace of this stack's zooms, when no enclosing stack gave one.
    @Namespace private var ownTransitions
    /// The namespace of the stack that presents this one, if any.
    @Environment(\.navigationTransitionNamespace) private var inheritedTransitions
    /// The tabs' phased transitions, which say what to show while SwiftUI follows a change in
    /// steps; `nil` for a stack shown on its own, which shows its navigator as it is.
    @Environment(\.phasedTransitions) private var phases

    /// Creates the stack of `navigator`, one of `app`'s, showing destinations with the
    /// screens of `app`.
    public init(navigator: Navigator, app: AppNavigator) {
      self.navigator = navigator
      self.app = app
    }

    /// The stack with its presentations and dialogs.
    public var body: some View {
      // Read here, so the view is redrawn when the path changes.
      let path = phases?.displayedPath(of: navigator) ?? navigator.path
      let transitions = inheritedTransitions ?? ownTransitions
      NavigationStack(
        path: Binding(
          onMainActorGet: { path },
          set: { newPath in
            if let phases {
              phases.userLeft(newPath, in: navigator)
            } else {
              app.setPath(newPath, of: navigator)
            }
          })
      ) {
        ScreenModelView(app.screen(for: navigator.root))
          .navigationDestination(for: AnyDestination.self) { destination in
            ScreenModelView(app.screen(for: destination))
              .comingIn(with: navigator.transition(for: destination), in: transitions)
          }
      }
      .environment(\.navigationHandler, NavigationHandler(app: app, stack: navigator))
      .environment(\.navigationTransitionNamespace, transitions)
      .sheet(item: presentation(.sheet), onDismiss: dismissalEnded) { presented in
        presentedStack(presented, transitions: transitions)
          .presentationOptions(presented.options)
      }
      #if !os(macOS)
        .fullScreenCover(item: presentation(.fullScreenCover), onDismiss: dismissalEnded) {
          presented in
          presentedStack(presented, transitions: transitions)
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

    /// The stack of a presentation, in this stack's namespace of zooms, coming in as it asked
    /// and kept from a swipe while the app refuses one.
    private func presentedStack(
      _ presented: PresentedStack, transitions: Namespace.ID
    ) -> some View {
      ModularNavigationStack(navigator: presented.navigator, app: app)
        .environment(\.navigationTransitionNamespace, transitions)
        .comingIn(with: presented.transition, in: transitions)
        .interactiveDismissDisabled(app.interactiveDismissalRefusal(of: presented) != nil)
    }

    /// The navigator's presentation of `style` (the one the phased transitions show, within
    /// tabs); SwiftUI setting it to `nil` (the user swiped the sheet away) is an interactive
    /// dismissal, which the app refuses while the sheet is locked: then the presentation stays,
    /// and SwiftUI shows it again.
    @MainActor
    private func presentation(_ style: PresentationStyle) -> Binding<PresentedStack?> {
      let shown = phases.map { $0.displayedPresentation(over: navigator) } ?? navigator.presentation
      return Binding(
        onMainActorGet: { shown?.style == style ? shown : nil },
        set: { presented in
          guard presented == nil, let shown, shown.style == style else { return }
          if let phases {
            phases.userDismissed(shown, over: navigator)
          } else {
            app.dismissInteractively(shown)
          }
        })
    }

    /// SwiftUI ended the dismissal of this stack's sheet or cover: the signal a phased
    /// transition waits for before presenting anything else.
    private func dismissalEnded() {
      phases?.presentationDidDismiss(over: navigator)
    }

    /// Whether a dialog is shown; closing it from outside dismisses it through the app.
    @MainActor
    private func dialogShown(_ shown: Bool) -> Binding<Bool> {
      Binding(
        onMainActorGet: { shown },
        set: { isShown in
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
