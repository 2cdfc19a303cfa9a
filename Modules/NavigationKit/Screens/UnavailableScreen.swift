/// The screen shown for a destination nothing can resolve: visible, diagnosed, never a crash.
public struct UnavailableScreen: ScreenModel {
  /// Why the destination could not be resolved.
  public let diagnosis: UnresolvedDestination

  /// Creates the screen.
  public init(_ diagnosis: UnresolvedDestination) {
    self.diagnosis = diagnosis
  }

  /// `Screen unavailable`.
  public var title: String { "Screen unavailable" }

  /// The diagnosis.
  public var lines: [String] { [diagnosis.description] }

  /// Go back.
  public var actions: [ScreenAction] { [ScreenAction("Go back", .pop)] }
}
