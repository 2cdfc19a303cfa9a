public import Observation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`).
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: @isolated(any) @Sendable () -> Value
  private let write: @isolated(any) @Sendable (Value) -> Void

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.read = get
    self.write = set
  }

  /// The underlying value referenced by the binding.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { runtimeOnly() }
    nonmutating set { runtimeOnly() }
  }

  /// Returns a binding to the resulting value of a given key path.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    runtimeOnly()
  }
}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/bindable
/// (`@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`, iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  private var object: Value

  /// The wrapped object.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }

  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }

  /// Returns a binding to the value of a given key path.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    runtimeOnly()
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  /// Creates a bindable object from an observable object.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) {
    self.object = wrappedValue
  }
}
