#if canImport(SwiftUI)
  #if canImport(Darwin)
    public import Foundation
    import SwiftUI
  #else
    // Linux's Foundation has no NSUserActivity: the stand-in SwiftUI the interface check
    // compiles against declares it, as Apple's SwiftUI re-exports Foundation's.
    import Foundation
    public import SwiftUI
  #endif
  public import NavigationKit

  extension NavigationEntry {
    /// The entry of an activity the system hands the app, in `onContinueUserActivity` or a
    /// scene delegate's `scene(_:continue:)`: a universal link
    /// (``NavigationKit/NavigationEntry/webBrowsing(webpageURL:)``) for
    /// `NSUserActivityTypeBrowsingWeb`, and otherwise
    /// ``NavigationKit/NavigationEntry/activity(type:userInfo:)`` of its type and the string
    /// and integer values of its user info — a Handoff activity, or a Spotlight result
    /// (`CSSearchableItemActionType`) with its item's identifier.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    ///   navigation?.open(NavigationEntry(userActivity))
    /// }
    /// ```
    public init(_ activity: NSUserActivity) {
      if activity.activityType == NSUserActivityTypeBrowsingWeb {
        self = .webBrowsing(webpageURL: activity.webpageURL?.absoluteString)
      } else {
        self = .activity(
          type: activity.activityType, userInfo: Self.stringValues(of: activity.userInfo ?? [:]))
      }
    }
  }

  extension View {
    /// This view, handing every activity of `types` and every universal link to `open`: the
    /// activity types the app's features open (their `EntryRoute`s), each one
    /// `onContinueUserActivity`.
    func continuingActivities(
      _ types: [String], open: @escaping (NavigationEntry) -> Void
    ) -> some View {
      let receive: (NSUserActivity) -> Void = { open(NavigationEntry($0)) }
      return types.reduce(
        AnyView(onContinueUserActivity(NSUserActivityTypeBrowsingWeb, perform: receive))
      ) {
        view, type in AnyView(view.onContinueUserActivity(type, perform: receive))
      }
    }
  }
#endif
