/// A gap in the composition that ``NavigationComposition/validate(tabs:)`` reports.
public enum CompositionIssue: Hashable, Sendable, CustomStringConvertible {
  /// A module that is installed, shown in a tab or targeted by an intent has no resolver.
  case missingResolver(module: String)
  /// An intent a module sends has no handler, so sending it would navigate nowhere.
  case unhandledIntent(String, sentBy: String)
  /// A module that is installed or targeted by an intent is owned by no tab.
  case moduleWithoutTab(module: String)

  /// A sentence saying what is missing.
  public var description: String {
    switch self {
    case .missingResolver(let module):
      "module '\(module)' has no resolver"
    case .unhandledIntent(let intent, let module):
      "intent \(intent), sent by module '\(module)', has no handler"
    case .moduleWithoutTab(let module):
      "module '\(module)' is owned by no tab"
    }
  }
}
