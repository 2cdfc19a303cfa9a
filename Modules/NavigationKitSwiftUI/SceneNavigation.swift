#if canImport(SwiftUI)
  import Foundation
  public import NavigationKit
  public import SwiftUI

  /// One window scene's navigation, as the content of a `WindowGroup`: every window the user
  /// opens gets its own `AppNavigator` from the app's one
  /// `AppScenes`, its state restored from `@SceneStorage`, and the links it
  /// receives opened in it.
  ///
  /// ```swift
  /// @main struct ShopApp: App {
  ///   let scenes: AppScenes   // made once, in `init()`
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       SceneNavigation(scenes: scenes) { app in
  ///         NavigationRootView(app: app)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - The scene's name is a UUID kept in `@SceneStorage`, so a window restored by the system
  ///   gets its own navigation back; iOS discards both when the user closes the window.
  /// - Its state is written to `@SceneStorage` whenever the window leaves the foreground, and
  ///   restored when the window's navigation is made; what cannot be restored (a destination
  ///   type no longer registered, a screen that needs login while logged out) is dropped, as
  ///   `AppNavigator.restore(_:)` drops it.
  /// - `onOpenURL` (links, and widgets' links marked `#widget`) and `onContinueUserActivity`
  ///   (universal links, and the Handoff and Spotlight activities the features open) open in
  ///   this window, through the router, the login gate and the locks. A tapped notification
  ///   reaches the app's notification delegate, not a window: it opens
  ///   `NavigationEntry(response)` through `AppScenes.open(_:in:)`, in the window used last.
  /// - The window that becomes active is the app's active scene, where a shortcut opens.
  /// - When the window goes away, its navigation is let go of, its state kept
  ///   (`AppScenes.disconnect(_:)`), so it comes back as it was.
  public struct SceneNavigation<Content: View>: View {
    private let scenes: AppScenes
    private let content: (AppNavigator) -> Content
    @SceneStorage("NavigationKit.sceneID") private var storedID = ""

    /// Creates the navigation of the window this view is the root of.
    ///
    /// - Parameters:
    ///   - scenes: The app's scenes, made once at launch.
    ///   - content: The window's root view, given the window's navigation.
    public init(
      scenes: AppScenes, @ViewBuilder content: @escaping (AppNavigator) -> Content
    ) {
      self.scenes = scenes
      self.content = content
    }

    /// The window's root view, once the window has a name.
    public var body: some View {
      if let scene = SceneID(storedID) {
        SceneRoot(scenes: scenes, scene: scene, content: content)
      } else {
        EmptyView().onAppear { storedID = UUID().uuidString }
      }
    }
  }

  /// A named window's navigation: restored, saved, and receiving the window's links.
  private struct SceneRoot<Content: View>: View {
    let scenes: AppScenes
    let scene: SceneID
    let content: (AppNavigator) -> Content
    @SceneStorage("NavigationKit.state") private var storedState: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      let app = navigator
      content(app)
        .onOpenURL { url in
          scenes.open(NavigationEntry(url: url.absoluteString), in: scene)
        }
        .continuingActivities(scenes.composition.activityTypes) { entry in
          scenes.open(entry, in: scene)
        }
        .onChange(of: scenePhase) { _, phase in
          if phase == .active {
            scenes.activate(scene)
          } else {
            storedState = scenes.snapshotCoder.encode(app.snapshot).data
          }
        }
        .onDisappear {
          scenes.disconnect(scene)
        }
    }

    /// The window's navigation; made, and restored from `@SceneStorage`, the first time.
    private var navigator: AppNavigator {
      if let app = scenes.connectedNavigator(for: scene) { return app }
      let stored = storedState.flatMap { scenes.snapshotCoder.decode($0).snapshot }
      return scenes.navigator(for: scene, restoring: stored)
    }
  }
#endif
