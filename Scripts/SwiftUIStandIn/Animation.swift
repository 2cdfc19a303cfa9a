/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/state
/// (`@frozen @propertyWrapper struct State<Value>`).
@frozen @propertyWrapper
public struct State<Value> {
  private let initialValue: Value

  /// Creates a state property that stores an initial value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates a state property that stores an initial value.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The underlying value referenced by the state variable.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { runtimeOnly() }
    nonmutating set { runtimeOnly() }
  }
}

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/animation
/// (`@frozen struct Animation`).
@frozen
public struct Animation: Equatable, Sendable {
  /// A default animation instance.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
}

/// The criteria that determines when an animation is considered finished.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
/// (`struct AnimationCompletionCriteria`, iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// The animation has logically completed, but may still be in its long tail.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
  public static let logicallyComplete = AnimationCompletionCriteria()

  /// The entire animation is finished and will now be removed.
  ///
  /// Mirrors https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
  public static let removed = AnimationCompletionCriteria()
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete.
///
/// Mirrors https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  runtimeOnly()
}
