public import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/scenestorage
/// (`@propertyWrapper struct SceneStorage<Value>`).
@propertyWrapper
public struct SceneStorage<Value> {
  private var value: Value

  /// The underlying value referenced by the state variable.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}

extension SceneStorage {
  /// Creates a property that can save and restore a string.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-8jyds
  public init(wrappedValue: Value, _ key: String) where Value == String {
    value = wrappedValue
  }

  /// Creates a property that can save and restore an optional data value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-4ooch
  public init(_ key: String) where Value == Data? {
    value = nil
  }
}

extension View {
  /// Registers a handler to invoke in response to a user activity that your app receives.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Adds an action to perform before this view appears.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    self
  }

  /// Adds an action to perform after this view disappears.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    self
  }
}

#if !canImport(Darwin)
  // Foundation's own on Apple platforms, which SwiftUI re-exports; Linux's Foundation has none.

  /// A representation of the state of your app at a moment in time.
  ///
  /// Mirrors https://developer.apple.com/documentation/foundation/nsuseractivity
  open class NSUserActivity: @unchecked Sendable {
    // @unchecked: a declaration to type-check against, never run; Apple's is a class whose
    // instances SwiftUI hands to the main actor.

    /// The activity type.
    ///
    /// Mirrors https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    open var activityType: String { "" }

    /// A dictionary containing app-specific state information needed to continue an activity
    /// on another device.
    ///
    /// Mirrors https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    open var userInfo: [AnyHashable: Any]? { nil }

    /// The URL of the webpage to load in a browser to continue the activity.
    ///
    /// Mirrors https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    open var webpageURL: URL? { nil }
  }

  /// The user activity type for browsing a webpage, such as a universal link.
  ///
  /// Mirrors https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
