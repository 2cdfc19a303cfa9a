/// A property wrapper that reads a value from a view's environment.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/environment
/// (`@frozen @propertyWrapper struct Environment<Value>`).
@frozen @propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates an environment property to read the specified key path.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value of the environment property.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value {
    EnvironmentValues()[keyPath: keyPath]
  }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// Creates an environment values instance.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// Accesses the environment value associated with a custom key.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  /// (`subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`).
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }
}

/// A key for accessing values in the environment.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value

  /// The default value for the environment key.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    self
  }
}
