/// The screen shown for a destination nothing can resolve: visible, diagnosed, never a crash.
struct UnavailableScreen: ScreenModel {
  /// Why the destination could not be resolved.
  let diagnosis: UnresolvedDestination

  /// Creates the screen.
  init(_ diagnosis: UnresolvedDestination) {
    self.diagnosis = diagnosis
  }

  /// `Screen unavailable`.
  var title: String { "Screen unavailable" }

  /// The diagnosis.
  var lines: [String] { [diagnosis.description] }

  /// Go back.
  var actions: [ScreenAction] { [ScreenAction("Go back", .pop)] }
}
