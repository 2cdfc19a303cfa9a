/// An interface for providing an app-specific capability to people and the system.
///
/// Mirrors https://developer.apple.com/documentation/appintents/appintent
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppIntent {
  /// The type of value the intent's perform method returns.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/performresult
  associatedtype PerformResult: IntentResult

  /// A short, localized, human-readable string that describes the app intent.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/title
  static var title: LocalizedStringResource { get }

  /// A localized, human-readable description of the app intent.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/description
  static var description: IntentDescription? { get }

  /// A Boolean value that indicates whether the system opens the app when the intent runs.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
  static var openAppWhenRun: Bool { get }

  /// Creates an app intent.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/init()
  init()

  /// Performs the intent after resolving the provided parameters.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/perform()
  func perform() async throws -> PerformResult
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension AppIntent {
  /// No description by default.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/description
  public static var description: IntentDescription? { nil }

  /// The app stays in the background by default.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
  public static var openAppWhenRun: Bool { false }

  /// The property wrapper an intent's parameters are declared with, as `@Parameter`.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/appintent/parameter
  public typealias Parameter<Value> = IntentParameter<Value>
}

/// A type that describes an app intent's action.
///
/// Mirrors https://developer.apple.com/documentation/appintents/intentdescription
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentDescription: Sendable {
  /// Creates an intent description.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:resultvaluename:)
  public init(_ descriptionText: LocalizedStringResource) {}
}

/// A property wrapper that indicates a parameter of an app intent.
///
/// Mirrors https://developer.apple.com/documentation/appintents/intentparameter
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  // @unchecked: a declaration to type-check against, never run; Apple's is a class the
  // system sets before `perform()`.
  private var value: Value?

  /// Creates a parameter with a title.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:requestvaluedialog:)-2hzfm
  public init(title: LocalizedStringResource) {}

  /// The parameter's value.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue
  public var wrappedValue: Value {
    get {
      guard let value else { preconditionFailure("a stand-in: type-checked, never run") }
      return value
    }
    set { value = newValue }
  }
}

/// A type that contains the result of performing an app intent.
///
/// Mirrors https://developer.apple.com/documentation/appintents/intentresult
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol IntentResult: Sendable {}

/// A concrete type that contains the result of an app intent.
///
/// Mirrors https://developer.apple.com/documentation/appintents/intentresultcontainer
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentResultContainer: IntentResult {}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension IntentResult where Self == IntentResultContainer {
  /// Creates a result that contains nothing.
  ///
  /// Mirrors https://developer.apple.com/documentation/appintents/intentresult/result()
  public static func result() -> Self { IntentResultContainer() }
}

#if !canImport(Darwin)
  // Foundation's own on Apple platforms; Linux's Foundation has none.

  /// A reference to a localizable string, accessible from another process.
  ///
  /// Mirrors https://developer.apple.com/documentation/foundation/localizedstringresource
  public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
    /// Creates a localized string resource from a string literal.
    ///
    /// Mirrors https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {}
  }
#endif
