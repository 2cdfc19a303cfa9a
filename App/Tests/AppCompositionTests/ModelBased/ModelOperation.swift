import FeatureCatalog
import FeatureOrders
import Foundation
import NavigationKit

/// One navigation operation of the model-based test: done to the real app and to the model.
///
/// To add an operation: add a case, a row to ``generators`` (how often and with what values it
/// is drawn), and what it does to each side in ``apply(to:model:)``.
nonisolated enum ModelOperation: CustomStringConvertible, Sendable {
  case push(AnyDestination)
  case pop
  case popTo(AnyDestination)
  case popToRoot
  case present(AnyDestination, PresentationStyle)
  case presentFromTab(AnyDestination, PresentationStyle)
  case dismiss
  case alert(String)
  case confirmationDialog(String)
  case chooseDialogAction(id: String)
  case tap(TabID)
  case sendIntent(choice: Int)
  case sendRequest(choice: Int)
  case answer(choice: Int)
  case screenPush(choice: Int)
  case open(String)
  case logIn
  case logOut
  case saveAndRestore
  case setCheckpoint(String)
  case returnToCheckpoint(String)

  // MARK: Values the operations draw from

  static let destinations: [AnyDestination] = [
    OrdersDestination.list.erased, OrdersDestination.detail(orderId: "A-1").erased,
    OrdersDestination.detail(orderId: "A-2").erased,
    OrdersDestination.detail(orderId: "A-3").erased,
    OrdersDestination.tracking(orderId: "A-1").erased,
    OrdersDestination.reportProblem(orderId: "A-1").erased,
    CatalogDestination.grid(categoryId: nil).erased,
    CatalogDestination.grid(categoryId: "kitchen").erased,
    CatalogDestination.productDetail(productId: "P-100").erased,
    CatalogDestination.search(query: "knife").erased,
  ]

  static let links = [
    "myapp://orders", "myapp://orders/A-1", "myapp://orders/A-2/track",
    "https://myapp.example.com/orders/A-1/track", "myapp://catalog/product/P-100",
    "myapp://catalog/search?q=lamp", "myapp://catalog/category/kitchen", "myapp://nowhere",
    "myapp://orders/A-1/track/more",
  ]

  static let dialogActions = [
    DialogAction(id: "ok", title: "OK"),
    DialogAction(id: "more", title: "More", action: .push(destinations[7])),
    DialogAction(id: "root", title: "Back to the start", action: .popToRoot),
    DialogAction(id: "close", title: "Close", role: .cancel, action: .dismiss),
  ]

  static let tabs: [TabID] = ["orders", "catalog", "nowhere"]

  static let checkpointNames = ["start", "pick"]

  // MARK: Drawing operations

  /// How often each operation is drawn (its weight), and how its values are drawn.
  static let generators: [(weight: Int, make: @Sendable (inout SplitMix64) -> ModelOperation)] = [
    (9, { .push(pick(destinations, &$0)) }),
    (5, { _ in .pop }),
    (2, { .popTo(pick(destinations, &$0)) }),
    (1, { _ in .popToRoot }),
    (3, { .present(pick(destinations, &$0), pick([.sheet, .fullScreenCover], &$0)) }),
    (1, { .presentFromTab(pick(destinations, &$0), pick([.sheet, .fullScreenCover], &$0)) }),
    (3, { _ in .dismiss }),
    (1, { .alert("Alert \($0.next() % 3)") }),
    (1, { .confirmationDialog("Dialog \($0.next() % 3)") }),
    (3, { .chooseDialogAction(id: pick(dialogActions.map(\.id) + ["missing"], &$0)) }),
    (3, { .tap(pick(tabs, &$0)) }),
    (3, { .sendIntent(choice: Int($0.next() % 4)) }),
    (3, { .sendRequest(choice: Int($0.next() % 4)) }),
    (3, { .answer(choice: Int($0.next() % 4)) }),
    (2, { .screenPush(choice: Int($0.next() % 4)) }),
    (3, { .open(pick(links, &$0)) }),
    (1, { _ in .logIn }),
    (1, { _ in .logOut }),
    (1, { _ in .saveAndRestore }),
    (1, { .setCheckpoint(pick(checkpointNames, &$0)) }),
    (2, { .returnToCheckpoint(pick(checkpointNames, &$0)) }),
  ]

  static let totalWeight = generators.reduce(0) { $0 + $1.weight }

  static func random(using generator: inout SplitMix64) -> ModelOperation {
    var draw = Int(generator.next() % UInt64(totalWeight))
    for entry in generators {
      if draw < entry.weight { return entry.make(&generator) }
      draw -= entry.weight
    }
    return .pop
  }

  private static func pick<Value>(_ values: [Value], _ generator: inout SplitMix64) -> Value {
    values[Int(generator.next() % UInt64(values.count))]
  }

  // MARK: Doing an operation

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Does the operation to the app and to the model.
  ///
  /// Every operation but one goes through the app's front door, which settles at its end
  /// (``NavigationModel/settle()``); ``popTo(_:)`` is a local operation of the visible stack,
  /// whose app-wide consequences — a checkpoint whose screen it popped, a navigation a lock held
  /// that it released — wait for the next front-door operation.
  @MainActor
  func apply(to app: AppNavigator, model: inout NavigationModel) throws(Failure) {
    switch self {
    case .push(let destination):
      app.perform(.push(destination))
      model.push(destination)
    case .pop:
      app.perform(.pop)
      model.pop()
    case .popTo(let destination):
      app.tabs.visibleNavigator.pop(to: destination)
      model.pop(to: destination)
      return  // a local operation: nothing settles
    case .popToRoot:
      app.perform(.popToRoot)
      model.popToRoot()
    case .present(let destination, let style):
      app.perform(.present(destination, style: style))
      model.present(destination, as: style)
    case .presentFromTab(let destination, let style):
      app.perform(.present(destination, style: style), in: app.tabs.selectedNavigator)
      model.presentFromTab(destination, as: style)
    case .dismiss:
      app.perform(.dismiss)
      model.dismiss()
    case .alert(let title):
      app.perform(.showAlert(DialogState(title: title, actions: Self.dialogActions)))
      model.show(dialog: title)
    case .confirmationDialog(let title):
      app.perform(
        .showConfirmationDialog(DialogState(title: title, actions: Self.dialogActions)))
      model.show(dialog: title)
    case .chooseDialogAction(let id):
      let chosen = app.chooseDialogAction(id: id)
      let expected =
        model.state.visible.dialog == nil ? nil : Self.dialogActions.first { $0.id == id }
      guard chosen == expected else {
        throw Failure(
          description:
            "chose \(String(describing: chosen)), expected \(String(describing: expected))")
      }
      if let expected { model.choose(expected) }
    case .tap(let tab):
      let tapped = app.tap(tab)
      let index = model.state.tabIDs.firstIndex(of: tab)
      guard tapped == (index != nil) else {
        throw Failure(description: "tapping \(tab) returned \(tapped)")
      }
      if let index { model.tap(index) }
    case .sendIntent(let choice), .sendRequest(let choice):
      // The intents the visible screen offers that wait for no answer, or the requests for a
      // result (such as Orders' "Add an item").
      let asking = if case .sendRequest = self { true } else { false }
      let offered = app.visibleScreen.actions.compactMap { action -> SentIntent? in
        guard case .send(let sent) = action.navigation,
          (sent.intent is any NavigationRequest) == asking
        else { return nil }
        return sent
      }
      guard !offered.isEmpty else { return }  // nothing is done: nothing settles
      let sent = offered[choice % offered.count]
      app.perform(.send(sent))
      if asking { model.sendRequest(sent) } else { model.send(sent) }
    case .answer(let choice):
      // The answers the visible screen offers, such as the product picker's choices.
      let answers = app.visibleScreen.actions.filter { action in
        if case .answerRequest = action.navigation { true } else { false }
      }
      guard !answers.isEmpty else { return }
      app.perform(answers[choice % answers.count].navigation)
      model.answer()
    case .screenPush(let choice):
      // The pushes the visible screen offers, such as the product picker's categories.
      let pushes = app.visibleScreen.actions.compactMap { action -> AnyDestination? in
        guard case .push(let destination, _, _) = action.navigation else { return nil }
        return destination
      }
      guard !pushes.isEmpty else { return }
      let destination = pushes[choice % pushes.count]
      app.perform(.push(destination))
      model.push(destination)
    case .open(let url):
      app.open(.link(url))
      let match: DeepLinkMatch?
      do {
        match = try AppLinks.match(url)
      } catch {
        match = nil
      }
      if let match { model.open(match) }
    case .logIn:
      let waited = app.logIn()
      let expected = model.logIn()
      guard waited == expected else {
        throw Failure(
          description: "logging in ran \(String(describing: waited)), expected "
            + "\(String(describing: expected))")
      }
    case .logOut:
      app.logOut()
      model.logOut()
    case .saveAndRestore:
      try saveAndRestore(app, settlingChanges: model.runsWaitingNavigationAtSettle)
      model.restoreSaved()
    case .setCheckpoint(let name):
      app.setCheckpoint(CheckpointName(rawValue: name))
      model.setCheckpoint(name)
    case .returnToCheckpoint(let name):
      var returned: Bool?
      let observation = app.events.observe { event in
        switch event {
        case .checkpointReturned: returned = true
        case .checkpointReturnRefused: returned = false
        default: break
        }
      }
      app.perform(.returnTo(CheckpointName(rawValue: name)))
      app.events.cancel(observation)
      let expected = model.returnToCheckpoint(name)
      guard returned == expected else {
        let reported = returned.map { $0 ? "a return" : "a refusal" } ?? "nothing"
        throw Failure(
          description: "returning to \(name) reported \(reported), expected "
            + (expected ? "a return" : "a refusal"))
      }
    }
    model.settle()
  }

  /// Saves the app's state, checks that the file reads back as that state, and restores it.
  ///
  /// - Parameter settlingChanges: Whether the restore, an operation, ends by running a
  ///   navigation a lock held until an earlier local operation released it: then the state
  ///   restored is the model's to check, not the state saved.
  @MainActor
  private func saveAndRestore(_ app: AppNavigator, settlingChanges: Bool) throws(Failure) {
    let coder = app.snapshotCoder
    let saved = app.snapshot
    let (data, encodingIssues) = coder.encode(saved)
    let (read, decodingIssues) = coder.decode(data)
    guard encodingIssues.isEmpty, decodingIssues.isEmpty, let read, read == saved else {
      throw Failure(
        description: "\(saved) was saved as \(String(decoding: data, as: UTF8.self)), "
          + "which reads back as \(String(describing: read)), issues "
          + "\(encodingIssues + decodingIssues)")
    }
    let issues = app.restore(read)
    guard issues.isEmpty, settlingChanges || app.snapshot == saved else {
      throw Failure(description: "restoring \(saved) gave \(app.snapshot), issues \(issues)")
    }
  }

  var description: String {
    switch self {
    case .push(let destination): "push \(destination)"
    case .pop: "pop"
    case .popTo(let destination): "pop to \(destination)"
    case .popToRoot: "pop to root"
    case .present(let destination, let style): "present \(destination) as \(style)"
    case .presentFromTab(let destination, let style):
      "present \(destination) as \(style) from the tab"
    case .dismiss: "dismiss"
    case .alert(let title): "alert \(title)"
    case .confirmationDialog(let title): "confirmation dialog \(title)"
    case .chooseDialogAction(let id): "choose \(id)"
    case .tap(let tab): "tap \(tab)"
    case .sendIntent(let choice): "send intent \(choice)"
    case .sendRequest(let choice): "send request \(choice)"
    case .answer(let choice): "answer \(choice)"
    case .screenPush(let choice): "push screen action \(choice)"
    case .open(let url): "open \(url)"
    case .logIn: "log in"
    case .logOut: "log out"
    case .saveAndRestore: "save and restore"
    case .setCheckpoint(let name): "set checkpoint \(name)"
    case .returnToCheckpoint(let name): "return to checkpoint \(name)"
    }
  }
}

/// A small, fast generator whose sequence depends only on its seed (SplitMix64), so a failing
/// run replays exactly from the seed it prints.
nonisolated struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
