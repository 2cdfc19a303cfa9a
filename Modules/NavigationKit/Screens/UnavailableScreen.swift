/// The screen shown for a destination nothing can resolve: visible, diagnosed, never a crash.
struct UnavailableScreen: ScreenModel {
  let diagnosis: UnresolvedDestination

  init(_ diagnosis: UnresolvedDestination) {
    self.diagnosis = diagnosis
  }

  var title: String { "Screen unavailable" }

  var lines: [String] { [diagnosis.description] }

  var actions: [ScreenAction] { [ScreenAction("Go back", .pop)] }
}
