/// A gap in the composition that ``AppNavigator`` finds before the app starts.
public enum CompositionIssue: Hashable, Sendable, CustomStringConvertible {
  /// A module shown in a tab has no resolver.
  case missingResolver(module: String)
  /// An intent a module sends leads to a module that is not installed.
  case missingIntentProvider(String, sentBy: String, provider: String)
  /// A module that is installed or provides an intent's destination is owned by no tab.
  case moduleWithoutTab(module: String)
  /// A module's destination type is not `Codable`, so its screens would be lost on relaunch.
  case notRestorable(module: String)
  /// A tab's root needs login, so a logged-out user would have nothing to see in it; or
  /// carries a value its policy does not accept.
  case gatedTabRoot(tab: String, root: String)

  /// A sentence saying what is missing.
  public var description: String {
    switch self {
    case .missingResolver(let module):
      "module '\(module)' has no resolver"
    case .missingIntentProvider(let intent, let sender, let provider):
      "intent \(intent), sent by module '\(sender)', leads to module '\(provider)', "
        + "which is not installed"
    case .moduleWithoutTab(let module):
      "module '\(module)' is owned by no tab"
    case .gatedTabRoot(let tab, let root):
      "tab '\(tab)' starts at \(root), which needs login or carries an invalid value: "
        + "a tab's root must be open to everyone"
    case .notRestorable(let module):
      "module '\(module)' has a destination type that is not Codable, so its screens "
        + "cannot be restored"
    }
  }
}
