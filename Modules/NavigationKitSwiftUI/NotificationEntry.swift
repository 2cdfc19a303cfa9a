#if canImport(UserNotifications)
  public import NavigationKit
  public import UserNotifications

  extension NavigationEntry {
    /// The entry of a notification the user tapped, as the app's notification delegate
    /// receives it in `userNotificationCenter(_:didReceive:)`: its content's category and the
    /// string and integer values of its `userInfo`
    /// (``NavigationKit/NavigationEntry/notification(category:payload:)``). It is `nil` for
    /// any other response — a dismissal or one of the category's own actions — which shows
    /// nothing.
    ///
    /// The delegate is the app's, not a window's: it opens the entry in the window the user
    /// used last, or, when the tap launched the app, in the first window to connect.
    ///
    /// ```swift
    /// func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    /// ) async {
    ///   guard let entry = NavigationEntry(response) else { return }
    ///   await MainActor.run { _ = scenes.open(entry) }
    /// }
    /// ```
    public init?(_ response: UNNotificationResponse) {
      guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return nil }
      let content = response.notification.request.content
      self = .notification(
        category: content.categoryIdentifier, payload: Self.stringValues(of: content.userInfo))
    }
  }
#endif
