import NavigationKit

/// One order: what was ordered and what can be done with it.
///
/// Its product buttons send ``ShowProduct``: Orders knows product ids, never the catalog.
struct OrderDetailScreen: ScreenModel {
  /// The order shown.
  let order: Order
  /// What the screen sends to other modules.
  let intents: OrdersIntents
  /// Where the order is changed.
  let repository: any OrdersRepository

  /// Creates the screen.
  init(order: Order, intents: OrdersIntents, repository: any OrdersRepository) {
    self.order = order
    self.intents = intents
    self.repository = repository
  }

  /// `Order <id>`.
  var title: String { "Order \(order.id)" }

  /// The date, the status and one line per item.
  var lines: [String] {
    ["Placed on \(order.placedOn)", "Status: \(order.status.rawValue)"]
      + order.items.map { "\($0.quantity) × \($0.name) (\($0.productId))" }
  }

  /// Track the shipment (when there is one), view each product; while processing, add an item
  /// (chosen in another module) or cancel.
  var actions: [ScreenAction] {
    var actions: [ScreenAction] = []
    if order.shipment != nil {
      actions.append(
        ScreenAction("Track shipment", .push(OrdersDestination.tracking(orderId: order.id))))
    }
    for item in order.items {
      actions.append(
        ScreenAction(
          "View product \(item.name)", intents.showProduct(ShowProduct(productId: item.productId))))
    }
    if order.status == .processing {
      let repository = self.repository
      let orderId = order.id
      actions.append(
        ScreenAction(
          "Add an item",
          intents.pickProduct(PickProduct(orderId: orderId)) { outcome in
            if case .completed(let product) = outcome {
              repository.add(product, toOrder: orderId)
            }
          }))
      actions.append(ScreenAction("Cancel order", .showConfirmationDialog(cancellationDialog)))
    }
    return actions
  }

  /// Asks before cancelling: a destructive choice and a way out.
  var cancellationDialog: DialogState {
    DialogState(
      title: "Cancel order \(order.id)?",
      message: "The order has not shipped yet, so it can still be cancelled.",
      actions: [
        DialogAction(
          id: "cancel-order", title: "Cancel order", role: .destructive,
          action: .feature(OrdersAction.cancel(orderId: order.id))),
        .cancel("Keep order"),
      ])
  }

  /// Cancels the order shown, if it is still processing.
  func handle(_ action: AnyFeatureAction) -> FeatureActionResult {
    guard case .cancel(let orderId) = action.as(OrdersAction.self), orderId == order.id else {
      return .unhandled
    }
    return repository.cancel(orderId: orderId) ? .done : .unhandled
  }
}
