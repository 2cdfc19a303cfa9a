#if canImport(SwiftUI)
  public import SwiftUI

  /// A link that pushes a destination of any module onto the enclosing
  /// ``ModularNavigationStack``, by value.
  ///
  /// ```swift
  /// DestinationLink(to: OrdersDestination.detail(orderId: "A-1")) { Text("Order A-1") }
  /// ```
  public struct DestinationLink<Label: View>: View {
    private let destination: AnyDestination
    private let label: Label

    /// Creates a link to `destination`.
    public init(to destination: some NavigationDestination, @ViewBuilder label: () -> Label) {
      self.destination = AnyDestination(destination)
      self.label = label()
    }

    /// The link.
    public var body: some View {
      NavigationLink(value: destination) { label }
    }
  }
#endif
