/// How a destination is shown: pushed, presented over a stack, or as the screen of the tab
/// that owns it. Intent routes, request routes and deep-link routes all say it this way.
///
/// ```swift
/// IntentRoute<ShowProduct>.push { CatalogDestination.productDetail(productId: $0.productId) }
/// DeepLinkRoute<OrdersDestination>("orders/{orderId}/report", presentation: .present(.fullScreenCover)) { … }
/// IntentRoute<ShowOrders>.present(as: .sheet, options: PresentationOptions(detents: [.medium, .large])) { … }
/// ```
public enum Presentation: Hashable, Sendable, CustomStringConvertible {
  /// Pushed onto a stack: for an intent, the stack the user sees, whichever tab or
  /// presentation that is, so "back" returns to the sender; for a link, the stack of the tab
  /// that owns its module.
  case push
  /// Presented as a sheet or full-screen cover, with a stack of its own: over the stack the
  /// user sees (an intent), or over the owning tab's stack (a link, which pushes the
  /// destinations before the last and presents the last).
  case present(PresentationStyle, options: PresentationOptions = .automatic)
  /// Shown in the tab that owns its module: that tab is selected, anything presented is
  /// dismissed, and the destination becomes the tab's only screen above its root (or the root
  /// itself). For a link this is the same as ``push``.
  case selectOwningTab

  package var options: PresentationOptions {
    if case .present(_, let options) = self { options } else { .automatic }
  }

  /// `push`, `sheet`, `fullScreenCover` or `selectOwningTab`; a presentation's options that
  /// are not the defaults follow, such as `sheet (detents: medium, large)`.
  public var description: String {
    switch self {
    case .push: "push"
    case .present(let style, let options) where options.isAutomatic: style.rawValue
    case .present(let style, let options): "\(style.rawValue) (\(options))"
    case .selectOwningTab: "selectOwningTab"
    }
  }
}
