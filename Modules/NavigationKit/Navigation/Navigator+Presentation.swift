extension Navigator {
  /// Presents a destination as a sheet or full-screen cover, with an empty stack of its own.
  ///
  /// A navigator presents one thing at a time: presenting while something is presented
  /// dismisses it first (both changes are reported). To present on top of a sheet, present
  /// from the sheet's navigator, such as ``topmost``.
  ///
  /// - Parameters:
  ///   - destination: The root of the presented stack.
  ///   - style: A sheet or a full-screen cover.
  public func present(_ destination: some NavigationDestination, as style: PresentationStyle) {
    present(AnyDestination(destination), as: style)
  }

  /// Presents an erased destination as a sheet or full-screen cover.
  ///
  /// - Parameters:
  ///   - destination: The root of the presented stack.
  ///   - style: A sheet or a full-screen cover.
  public func present(_ destination: AnyDestination, as style: PresentationStyle) {
    guard
      admits(
        destination, else: .present(destination, style: style, scope: scope),
        replay: {
          { $0.present(destination, as: style) }
        })
    else { return }
    events.performAsOneChange {
      dismissPresentation()
      let child = Navigator(
        root: destination, scope: "\(scope)/\(style)", events: events, access: access)
      presentation = Presentation(style: style, navigator: child)
      report(.presented(destination, style: style, scope: scope))
    }
  }

  /// Dismisses the innermost thing shown: a dialog first, then the innermost presentation.
  ///
  /// - Returns: Whether anything was dismissed; `false` when nothing was shown.
  @discardableResult
  public func dismiss() -> Bool {
    // Walked, not recursed: how deep presentations nest is not this method's to bound.
    var presenter = self
    while let child = presentation(of: presenter) {
      guard child.presentation != nil || child.dialog != nil else {
        presenter.dismissPresentation()
        return true
      }
      presenter = child
    }
    return presenter.dismissDialog()
  }

  private func presentation(of presenter: Navigator) -> Navigator? {
    presenter.presentation?.navigator
  }

  /// Dismisses this navigator's presentation and dialog.
  ///
  /// Presentations nested in the dismissed one are discarded with it, reported as one
  /// ``NavigationEvent/dismissed(_:style:scope:)`` of the outermost.
  public func dismissAll() {
    dismissPresentation()
    dismissDialog()
  }

  /// Dismisses this navigator's own presentation and the stack inside it.
  ///
  /// - Returns: Whether there was a presentation to dismiss.
  @discardableResult
  public func dismissPresentation() -> Bool {
    guard let presentation else { return false }
    // Released from the innermost out, so a long chain never frees itself recursively.
    let nested = presentation.navigator.presentations.map(\.navigator)
    self.presentation = nil
    for navigator in nested.reversed() {
      navigator.presentation = nil
    }
    report(.dismissed(presentation.destination, style: presentation.style, scope: scope))
    return true
  }

  /// This navigator's presentation, then what that one presents, and so on: outermost first.
  public var presentations: [Presentation] {
    var chain: [Presentation] = []
    var presenter = self
    while let presentation = presenter.presentation {
      chain.append(presentation)
      presenter = presentation.navigator
    }
    return chain
  }
}
