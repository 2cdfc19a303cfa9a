/// Which stack of an app something happened on: a tab's own stack, or a presentation in it.
///
/// It reads as the tab followed by each presentation the stack sits in, such as `orders/sheet`:
///
/// ```swift
/// #expect(events.last == .pushed([detail], scope: .tab("orders", .sheet)))
/// ```
public struct NavigationScope: Hashable, Sendable, CustomStringConvertible {
  /// The tab whose stack it is, or sits in.
  public let tab: TabID
  /// The presentations the stack sits in, outermost first; empty for the tab's own stack.
  public let presentations: [PresentationStyle]

  /// The scope of a tab's stack, or of a stack presented in it.
  public static func tab(_ tab: TabID, _ presentations: PresentationStyle...) -> NavigationScope {
    NavigationScope(tab: tab, presentations: presentations)
  }

  /// The scope of a tab's stack, or of a stack presented in it.
  public init(tab: TabID, presentations: [PresentationStyle] = []) {
    self.tab = tab
    self.presentations = presentations
  }

  func presenting(_ style: PresentationStyle) -> NavigationScope {
    NavigationScope(tab: tab, presentations: presentations + [style])
  }

  /// `orders`, or `orders/sheet/fullScreenCover` for a stack presented in presentations.
  public var description: String {
    presentations.reduce(tab.rawValue) { "\($0)/\($1)" }
  }
}
