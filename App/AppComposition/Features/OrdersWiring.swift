import FeatureCatalog
import FeatureOrders
import NavigationKit

nonisolated extension FeatureWiring {
  /// Orders, the first tab. ``ShowProduct`` pushes the catalog's product on the stack the user
  /// is on, so "back" returns to the order, zooming out of the button that sent the intent.
  /// ``PickProduct`` presents the catalog's product picker in a sheet that rests at half height
  /// and can be pulled to full height, and its ``ProductChoice`` becomes the ``PickedProduct``
  /// Orders asked for.
  public static let orders = FeatureWiring(
    tab: NavigationTab("orders", title: "Orders", icon: "shippingbox", root: OrdersDestination.list)
  ) {
    var intents = OrdersIntents()
    intents.showProduct = .push { CatalogDestination.productDetail(productId: $0.productId) }
      .transition { .zoom(sourceID: TransitionSourceID($0)) }
    intents.pickProduct = .present(
      as: .sheet, options: PresentationOptions(detents: [.medium, .large])
    ) { _ in
      CatalogDestination.productPicker(categoryId: nil)
    } answer: { (choice: ProductChoice) in
      PickedProduct(productId: choice.productId, name: choice.name)
    }
    return OrdersFeature.module(intents: intents)
  }
}
