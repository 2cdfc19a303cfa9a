// The stand-in declares UIKit's API so that files fenced by `#if canImport(UIKit)` type-check
// on Linux; it is compiled, never run. Where a declaration needs a body (a method, an
// initializer), the stand-in's body calls this function instead of inventing behaviour.

/// Never returns; stands for UIKit's runtime, which this module does not have.
func runtimeOnly() -> Never {
  repeat {} while true
}
