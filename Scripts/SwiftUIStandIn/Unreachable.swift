// The stand-in is compiled only to type-check our fenced SwiftUI files: it is never linked or
// run. Where Apple's implementation needs the SwiftUI runtime (a primitive view's `body`, reading
// a binding), the stand-in's body calls this function instead of inventing behaviour.

/// Never returns; stands for the SwiftUI runtime, which this module does not have.
func runtimeOnly() -> Never {
  repeat {} while true
}
