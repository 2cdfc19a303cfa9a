#if canImport(SwiftUI)
  import SwiftUI

  extension Binding where Value: Sendable {
    /// A binding whose getter and setter run on the main actor, where the app's navigation
    /// lives, written as closures the compiler checks as main-actor code.
    ///
    /// SwiftUI calls a binding's closures on the main thread, but iOS 17's SDK declares them
    /// plain `@Sendable`, so they need main-actor isolation from somewhere; spelling
    /// `{ @MainActor in … }` on them crashes Swift 6.3.1 in device builds against the iOS 18
    /// and 26 SDKs (whose closures are `@_inheritActorContext @isolated(any)`), and leaving it
    /// off does not compile against iOS 17's. Here the closures are typed `@MainActor`, and the
    /// binding's own closures enter the main actor with `MainActor.assumeIsolated`, which
    /// compiles against both. `Scripts/check-binding-isolation` keeps the crashing form out.
    @MainActor
    init(
      onMainActorGet get: @escaping @MainActor () -> Value,
      set: @escaping @MainActor (Value) -> Void
    ) {
      self.init(
        get: { MainActor.assumeIsolated { get() } },
        set: { value in MainActor.assumeIsolated { set(value) } })
    }
  }
#endif
