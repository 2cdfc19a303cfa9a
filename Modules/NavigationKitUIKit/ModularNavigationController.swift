// UIKit's navigation controller exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS; watchOS
// can import UIKit but has no UINavigationController, and macOS has no UIKit: there, and on
// Linux, this target is empty.
#if canImport(UIKit) && !os(watchOS)
  public import NavigationKit
  internal import NavigationKitSwiftUI
  internal import Observation
  internal import SwiftUI
  public import UIKit

  /// A `UINavigationController` showing one of an app's `Navigator`s, kept in sync with it
  /// both ways: the UIKit counterpart of `ModularNavigationStack`, for apps that migrate
  /// screen by screen.
  ///
  /// Its view controllers are the navigator's root and path. A push, pop, pop to root or new
  /// path made through the app's front door — a screen's action, a link, an intent — changes
  /// them, animated as UIKit animates them when the top screen changes. What the user does —
  /// the back button, the interactive swipe back, a pick from the back button's menu, a sheet
  /// swiped down, a dialog's button — goes through the front door
  /// (`AppNavigator.setPath(_:of:)`, `AppNavigator.perform(_:in:)`,
  /// `AppNavigator.chooseDialogAction(id:in:)`) like every other change, so events, requests,
  /// checkpoints and locks see it; what the app refuses is put back.
  ///
  /// Each destination shows the screen the app's composition resolves: a
  /// ``ViewControllerScreen`` shows its own view controller, any other screen its SwiftUI view
  /// (`ScreenModelView`) in a `UIHostingController`. The navigator's sheet or full-screen
  /// cover is presented as another `ModularNavigationController` of the presented stack, and
  /// its alert or confirmation dialog as a `UIAlertController`.
  ///
  /// ```swift
  /// let orders = ModularNavigationController(navigator: app.tabs.navigators[0], app: app)
  /// window.rootViewController = orders
  /// ```
  ///
  /// The controller observes the navigator with Observation (`withObservationTracking`), so
  /// nothing polls. It is its own `delegate`: set none of your own. View controllers pushed
  /// on it directly, outside the navigator, are not destinations: they are left out of the
  /// path, and dropped when the navigator's stack changes below them.
  public final class ModularNavigationController: UINavigationController {
    /// The navigator this controller shows.
    public let navigator: Navigator
    private let app: AppNavigator
    private var stackSync: NavigationStackSync
    private var modalSync = ModalSync()
    /// The destinations' view controllers, with what they show; view controllers not in it
    /// were pushed around the navigator.
    private var screens: [Screen] = []
    /// What this controller presents for the navigator, while it does.
    private var modal: PresentedModal?
    private let delegates = Delegates()
    private var isSynchronizing = false

    /// Creates the navigation controller of `navigator`, one of `app`'s, showing its root and
    /// path with the screens of `app`.
    ///
    /// - Parameters:
    ///   - navigator: A tab's navigator (`app.tabs.navigators`), or a presented stack's.
    ///   - app: The app's front door, through which every change the user makes goes.
    public init(navigator: Navigator, app: AppNavigator) {
      self.navigator = navigator
      self.app = app
      self.stackSync = NavigationStackSync(root: navigator.root, path: navigator.path)
      super.init(nibName: nil, bundle: nil)
      delegates.owner = self
      delegate = delegates
      screens = ([navigator.root] + navigator.path).map(makeScreen)
      setViewControllers(screens.map(\.viewController), animated: false)
      observeNavigator()
    }

    /// Not available: a navigation controller of a navigator is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Presents what the navigator presents, which waits for the controller to be on screen.
    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      synchronize()
    }

    // MARK: - Observing the navigator

    /// Reads what the controller shows of the navigator under observation tracking; the first
    /// change runs a synchronization after it (tracking reports changes before they are made)
    /// and observes again.
    private func observeNavigator() {
      withObservationTracking {
        _ = navigator.path
        _ = ShownModal(of: navigator)
      } onChange: { [weak self] in
        Task { @MainActor [weak self] in
          self?.observeNavigator()
          self?.synchronize()
        }
      }
    }

    // MARK: - Synchronizing

    /// Does what the syncs say until both sides agree. Each step ends in agreement or in one
    /// more step that does; the bound only guards against a platform that does not show what
    /// it is told.
    fileprivate func synchronize() {
      guard !isSynchronizing else { return }
      isSynchronizing = true
      defer { isSynchronizing = false }
      for _ in 0..<8 {
        let shown = shownScreens
        if let step = stackSync.step(
          navigatorPath: navigator.path, controllerStack: shown.map(\.destination))
        {
          perform(step, on: shown)
        } else if let step = modalStep() {
          perform(step)
        } else {
          return
        }
      }
    }

    /// The destinations' view controllers the controller shows, bottom first.
    private var shownScreens: [Screen] {
      viewControllers.compactMap { viewController in
        screens.first { $0.viewController === viewController }
      }
    }

    private func perform(_ step: NavigationStackSync.Step, on shown: [Screen]) {
      switch step {
      case .show(let stack, let animated, let reusing):
        let new = zip(stack, reusing).map { destination, index in
          index.map { shown[$0] } ?? makeScreen(destination)
        }
        screens = new
        setViewControllers(
          new.map(\.viewController), animated: animated && viewIfLoaded?.window != nil)
      case .reportPath(let path):
        app.setPath(path, of: navigator)
      }
    }

    /// A transition starts (a push, a pop, the user's swipe): the stack sync waits for its
    /// end, completed or cancelled, then synchronizes with the stack UIKit settled on.
    fileprivate func transitionWillBegin(
      _ coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      guard let coordinator else { return }
      stackSync.beginTransition()
      let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.transitionDidEnd()
      }
      if !queued {
        transitionDidEnd()
      }
    }

    private func transitionDidEnd() {
      stackSync.endTransition()
      synchronize()
    }

    /// A view controller was shown: when no animation runs (a change without one), this is
    /// where the user's change is seen.
    fileprivate func didShowViewController() {
      if !stackSync.isTransitioning {
        synchronize()
      }
    }

    // MARK: - Screens

    /// The view controller of `destination`: the screen's own for a ``ViewControllerScreen``,
    /// else its SwiftUI view, hosted, with a handler acting on this stack.
    private func makeScreen(_ destination: AnyDestination) -> Screen {
      let screen = app.screen(for: destination)
      let navigate = NavigationHandler(app: app, stack: navigator)
      if let uikit = screen as? any ViewControllerScreen {
        return Screen(
          destination: destination, viewController: uikit.makeViewController(navigate: navigate))
      }
      let hosting = UIHostingController(
        rootView: ScreenModelView(screen).environment(\.navigationHandler, navigate))
      hosting.title = screen.title
      return Screen(destination: destination, viewController: hosting)
    }

    // MARK: - Presentations and dialogs

    /// What the controller presents of the navigator's, while UIKit presents it.
    private var shownModal: ShownModal? {
      guard let modal, modal.viewController.presentingViewController != nil else { return nil }
      return modal.shown
    }

    /// The modal step; none while the controller is off screen, where UIKit cannot present
    /// (``viewDidAppear(_:)`` steps again).
    private func modalStep() -> ModalSync.Step? {
      guard viewIfLoaded?.window != nil else { return nil }
      return modalSync.step(navigator: ShownModal(of: navigator), controller: shownModal)
    }

    private func perform(_ step: ModalSync.Step) {
      switch step {
      case .present(let shown):
        modalSync.beginTransition()
        present(shown)
      case .replace(let shown):
        modalSync.beginTransition()
        dismissModal { [weak self] in self?.present(shown) }
      case .dismiss:
        modalSync.beginTransition()
        dismissModal { [weak self] in self?.modalDidSettle() }
      case .reportDismissal:
        modal = nil
        app.perform(.dismiss, in: navigator)
      }
    }

    /// Presents `shown` over what is presented around the navigator (a share sheet a UIKit
    /// screen showed), then ends the transition.
    private func present(_ shown: ShownModal) {
      guard let viewController = makeModal(shown) else {
        modal = nil
        modalDidSettle()
        return
      }
      modal = PresentedModal(shown: shown, viewController: viewController)
      var presenter: UIViewController = self
      while let above = presenter.presentedViewController, !above.isBeingDismissed {
        presenter = above
      }
      presenter.present(viewController, animated: true) { [weak self] in self?.modalDidSettle() }
    }

    private func dismissModal(then completion: @escaping @MainActor () -> Void) {
      guard let presenter = modal?.viewController.presentingViewController else {
        modal = nil
        completion()
        return
      }
      modal = nil
      presenter.dismiss(animated: true) { completion() }
    }

    private func modalDidSettle() {
      modalSync.endTransition()
      synchronize()
    }

    /// The view controller presenting `shown`: the presented stack's own navigation
    /// controller, or the dialog's alert controller; `nil` when the navigator no longer shows
    /// it.
    private func makeModal(_ shown: ShownModal) -> UIViewController? {
      switch shown {
      case .stack(let id, let style):
        guard let presented = navigator.presentation, presented.id == id else { return nil }
        let controller = ModularNavigationController(navigator: presented.navigator, app: app)
        controller.modalPresentationStyle = style == .fullScreenCover ? .fullScreen : .automatic
        if style == .sheet {
          controller.applySheet(presented.options)
        }
        controller.presentationController?.delegate = delegates
        return controller
      case .alert(let alert):
        return UIAlertController(
          alert: alert, choose: { [weak self] id in self?.choose(id) },
          close: { [weak self] in self?.closeDialog() })
      case .confirmationDialog(let dialog):
        let controller = UIAlertController(
          actionSheet: dialog, choose: { [weak self] id in self?.choose(id) },
          close: { [weak self] in self?.closeDialog() })
        #if !os(tvOS)
          // On iPad an action sheet is a popover, which needs a place.
          if let popover = controller.popoverPresentationController {
            popover.sourceView = view
            popover.sourceRect = view.bounds
            popover.permittedArrowDirections = []
          }
        #endif
        // Tapping outside a popover dismisses it: reported like a swiped sheet.
        controller.presentationController?.delegate = delegates
        return controller
      }
    }

    private func choose(_ id: String) {
      app.chooseDialogAction(id: id, in: navigator)
      synchronize()
    }

    private func closeDialog() {
      app.perform(.dismiss, in: navigator)
      synchronize()
    }

    /// The user dismissed what this controller presented.
    fileprivate func presentationDidDismiss() {
      synchronize()
    }

    /// The presentation this controller shows for its navigator, when it shows one.
    private var presentedStack: PresentedStack? {
      guard case .stack(let id, _)? = modal?.shown, let presented = navigator.presentation,
        presented.id == id
      else { return nil }
      return presented
    }

    /// Whether the user may swipe the presented stack away now: not while a screen in it holds
    /// a navigation lock, nor when it was presented with the gesture disabled. Asked at the
    /// start of each swipe, so a lock taken after the sheet appeared counts.
    fileprivate var allowsInteractiveDismissal: Bool {
      presentedStack.map { app.interactiveDismissalRefusal(of: $0) == nil } ?? true
    }

    /// The user tried to swipe away a presentation that refuses it: the app reports why.
    fileprivate func interactiveDismissalWasPrevented() {
      if let presented = presentedStack {
        app.dismissInteractively(presented)
      }
    }
  }

  /// A destination and the view controller showing it.
  private struct Screen {
    let destination: AnyDestination
    let viewController: UIViewController
  }

  /// What the controller presents for its navigator, and the view controller presenting it.
  private struct PresentedModal {
    let shown: ShownModal
    let viewController: UIViewController
  }

  /// The controller's UIKit delegates: an object of their own, so the controller's public
  /// surface does not carry their methods.
  private final class Delegates: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    weak var owner: ModularNavigationController?

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      owner?.transitionWillBegin(navigationController.transitionCoordinator)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      owner?.didShowViewController()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      owner?.presentationDidDismiss()
    }

    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      owner?.allowsInteractiveDismissal ?? true
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      owner?.interactiveDismissalWasPrevented()
    }
  }
#endif
