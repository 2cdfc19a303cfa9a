public import NavigationKit

extension __Name__Destination {
  /// The __Name__ deep links, under the app's scheme: `myapp://__module__` in the sample.
  ///
  /// | Pattern | Shows |
  /// | --- | --- |
  /// | `__module__` | the __Name__ tab at its root |
  /// | `__module__/edit` | the editor, in a sheet (login required) |
  public static let deepLinkRoutes: [DeepLinkRoute<__Name__Destination>] = [
    DeepLinkRoute("__module__", showing: .home),
    DeepLinkRoute("__module__/edit", showing: .editor, presentation: .present(.sheet)),
  ]
}
