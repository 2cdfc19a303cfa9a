#if canImport(SwiftUI)
  import NavigationKit
  import NavigationKitSwiftUI
  import SwiftUI

  /// Every Orders screen, built by the feature's own resolver from the sample orders, in a
  /// recording navigation environment: buttons record what they would do.
  struct OrdersScreensPreviews: PreviewProvider {
    static var previews: some View {
      screen(.list).previewDisplayName("Orders")
      screen(.detail(orderId: "A-1")).previewDisplayName("Order A-1")
      screen(.tracking(orderId: "A-1")).previewDisplayName("Tracking A-1")
      screen(.detail(orderId: "missing")).previewDisplayName("Order not found")
    }

    /// In a preview nothing is performed, so the intents stay unrouted.
    private static let resolver = OrdersResolver(
      factory: .live(
        repository: SampleOrdersRepository(),
        intents: OrdersIntents()))

    private static func screen(_ destination: OrdersDestination) -> some View {
      ScreenModelView(resolver.resolve(destination)).navigationPreview()
    }
  }
#endif
