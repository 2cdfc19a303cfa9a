#if canImport(SwiftUI)
  public import SwiftUI

  /// A `NavigationStack` bound to a ``Navigator``: its path is the navigator's, every
  /// destination of every module resolves through one registry, and the navigator's sheet,
  /// full-screen cover, alert and confirmation dialog are shown from its values.
  ///
  /// ```swift
  /// ModularNavigationStack(navigator: tabs.navigator(for: "orders"), registry: views)
  /// ```
  ///
  /// All navigation logic lives in the navigator; this view only binds it.
  public struct ModularNavigationStack: View {
    @Bindable private var navigator: Navigator
    private let registry: DestinationResolverRegistry<AnyView>

    /// Creates the stack of `navigator`, resolving destinations through `registry`.
    public init(navigator: Navigator, registry: DestinationResolverRegistry<AnyView>) {
      _navigator = Bindable(wrappedValue: navigator)
      self.registry = registry
    }

    /// The stack with its presentations and dialogs.
    public var body: some View {
      NavigationStack(path: $navigator.path) {
        registry.view(for: navigator.root)
          .navigationDestination(for: AnyDestination.self) { destination in
            registry.view(for: destination)
          }
      }
      .sheet(item: presentation(.sheet)) { presented in
        ModularNavigationStack(navigator: presented.navigator, registry: registry)
      }
      #if !os(macOS)
        .fullScreenCover(item: presentation(.fullScreenCover)) { presented in
          ModularNavigationStack(navigator: presented.navigator, registry: registry)
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

    /// One button per dialog action, with SwiftUI's role for cancel and destructive actions.
    private func buttons(_ actions: [DialogAction]) -> some View {
      ForEach(actions) { action in
        Button(action.title, role: Self.role(action.role)) {
          navigator.selectDialogAction(id: action.id)
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
