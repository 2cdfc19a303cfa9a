// The UserNotifications API the fenced files use, to type-check them on Linux: declarations
// only, never run.

/// The user's response to an actionable notification.
///
/// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationresponse
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationResponse: @unchecked Sendable {
  // @unchecked: a declaration to type-check against, never run.

  /// The identifier string of the action that the user selected.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
  open var actionIdentifier: String { "" }

  /// The notification to which the user responded.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
  open var notification: UNNotification { UNNotification() }
}

/// The data for a local or remote notification the system delivers to your app.
///
/// Mirrors https://developer.apple.com/documentation/usernotifications/unnotification
@available(iOS 10.0, macOS 10.14, *)
open class UNNotification: @unchecked Sendable {
  // @unchecked: a declaration to type-check against, never run.
  init() {}

  /// The notification request containing the payload and trigger condition for the
  /// notification.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotification/request
  open var request: UNNotificationRequest { UNNotificationRequest() }
}

/// A request to schedule a local notification, which includes the content of the notification
/// and the trigger conditions for delivery.
///
/// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationrequest
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationRequest: @unchecked Sendable {
  // @unchecked: a declaration to type-check against, never run.
  init() {}

  /// The content associated with the notification.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
  open var content: UNNotificationContent { UNNotificationContent() }
}

/// The uneditable content of a notification.
///
/// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationcontent
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationContent: @unchecked Sendable {
  // @unchecked: a declaration to type-check against, never run.
  init() {}

  /// The identifier of the notification's category.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
  open var categoryIdentifier: String { "" }

  /// The custom data to associate with the notification.
  ///
  /// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
  open var userInfo: [AnyHashable: Any] { [:] }
}

/// An action that indicates the user opened the app from the notification interface.
///
/// Mirrors https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
@available(iOS 10.0, macOS 10.14, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
