public import NavigationKit

extension FeatureHarness {
  /// Taps the button titled `title` — a button of the dialog shown, or else an action of the
  /// visible screen — and returns what it did.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The action and every event it caused.
  /// - Throws: ``HarnessError/noAction(_:available:)`` when nothing shown has that title;
  ///   ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an earlier
  ///   step were not asserted.
  @discardableResult
  public func tap(_ title: String) throws(HarnessError) -> NavigationEffect {
    try beginStep()
    if let actions = app.visibleDialogActions {
      guard let chosen = actions.first(where: { $0.title == title }) else {
        throw .noAction(title, available: actionTitles)
      }
      return step(chosen.action) { app.chooseDialogAction(id: chosen.id) }
    }
    guard let action = visibleScreen.actions.first(where: { $0.title == title }) else {
      throw .noAction(title, available: actionTitles)
    }
    return step(action.navigation) { app.perform(action.navigation) }
  }

  /// Answers the request whose screen the user sees — a stub, or the feature's own providing
  /// screen — as a providing screen would; the screen goes away and the sender receives the
  /// result.
  ///
  /// - Parameter result: The answer, of the type the request's route takes.
  /// - Returns: Every event the answer caused.
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an
  ///   earlier step were not asserted.
  @discardableResult
  public func answer(_ result: some Hashable & Sendable) throws(HarnessError) -> NavigationEffect {
    try beginStep()
    let action = NavigationAction.answer(result)
    return step(action) { app.perform(action) }
  }

  /// Opens a deep link and returns its outcome; its `disposition` says what
  /// became of it as a value a test compares.
  ///
  /// - Parameter url: The link.
  /// - Returns: What opening it did.
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an
  ///   earlier step were not asserted.
  @discardableResult
  public func open(_ url: String) throws(HarnessError) -> DeepLinkOutcome {
    try beginStep()
    return app.open(.link(url))
  }

  /// Logs the user in, as the app's sign-in screen would; what waited for login runs.
  ///
  /// - Returns: Every event logging in caused.
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an
  ///   earlier step were not asserted.
  @discardableResult
  public func logIn() throws(HarnessError) -> NavigationEffect {
    try beginStep()
    return step(nil) { app.logIn() }
  }

  /// Logs the user out: the screens that need login leave every stack.
  ///
  /// - Returns: Every event logging out caused.
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an
  ///   earlier step were not asserted.
  @discardableResult
  public func logOut() throws(HarnessError) -> NavigationEffect {
    try beginStep()
    return step(nil) { app.logOut() }
  }

  /// Receives a request for an answer of type `Answer`, as another module's request would
  /// arrive: `destination`, the feature's providing screen, is shown as `presentation`, and
  /// what it answers (or its going away unanswered) is kept in the returned value. This is how
  /// the providing feature tests its side without the module that asks.
  ///
  /// ```swift
  /// let request = try harness.receiveRequest(
  ///   for: ProductChoice.self, showing: CatalogDestination.productPicker(categoryId: nil))
  /// try harness.tap("Choose Kettle")
  /// #expect(request.outcome == .completed(ProductChoice(productId: "P-200", name: "Kettle")))
  /// ```
  ///
  /// - Parameters:
  ///   - answer: The type of the answer the providing screen gives.
  ///   - destination: The providing screen's destination.
  ///   - presentation: How it is shown; a sheet by default.
  /// - Returns: The request as received, whose ``ReceivedRequest/outcome`` is set once.
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` in exhaustive mode when the events of an
  ///   earlier step were not asserted.
  public func receiveRequest<Answer: Hashable & Sendable>(
    for answer: Answer.Type,
    showing destination: some NavigationDestination,
    as presentation: Presentation = .present(.sheet)
  ) throws(HarnessError) -> ReceivedRequest<Answer> {
    try beginStep()
    let received = ReceivedRequest<Answer>()
    let route: IntentRoute<HarnessRequest<Answer>> =
      switch presentation {
      case .present(let style, let options):
        .present(as: style, options: options, { _ in destination }, answer: { $0 })
      case .push, .selectOwningTab: .push({ _ in destination }, answer: { $0 })
      }
    let action = route(HarnessRequest()) { [weak received] in received?.outcome = $0 }
    _ = step(action) { app.perform(action) }
    return received
  }

  /// Runs `change`, and returns the events it caused with `action`.
  private func step(_ action: NavigationAction?, _ change: () -> Void) -> NavigationEffect {
    let start = recorder.events.count
    change()
    return NavigationEffect(action: action, events: Array(recorder.events[start...]))
  }

  /// Before a step: in exhaustive mode, throws when the events of earlier steps were not all
  /// asserted; otherwise lets them go.
  private func beginStep() throws(HarnessError) {
    if exhaustivity == .exhaustive {
      try finish()
    } else {
      settledEvents = recorder.events.count
    }
  }
}

/// The request ``FeatureHarness/receiveRequest(for:showing:as:)`` sends: it names only what
/// the answer is.
struct HarnessRequest<Answer: Hashable & Sendable>: NavigationRequest, CustomStringConvertible {
  typealias Result = Answer

  var description: String { "a request for \(Answer.self)" }
}
