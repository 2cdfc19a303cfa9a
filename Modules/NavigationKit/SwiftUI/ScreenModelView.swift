#if canImport(SwiftUI)
  public import SwiftUI

  /// Shows any ``ScreenModel``: its lines, then its actions as buttons that navigate through
  /// the environment's ``NavigationHandler``.
  public struct ScreenModelView: View {
    private let screen: any ScreenModel
    @Environment(\.navigationHandler) private var navigate

    /// Creates the view of `screen`.
    public init(_ screen: any ScreenModel) {
      self.screen = screen
    }

    /// The screen.
    public var body: some View {
      List {
        Section {
          ForEach(screen.lines, id: \.self) { line in
            Text(line)
          }
        }
        Section {
          ForEach(screen.actions, id: \.self) { action in
            Button(action.title) { navigate(action.navigation) }
          }
        }
      }
      .navigationTitle(screen.title)
    }
  }
#endif
