extension AppNavigator {
  /// Opens a way into the app — a link, a universal link handed over as a web-browsing
  /// activity, or a shortcut — exactly as ``open(_:)-(String)`` opens a link: through the
  /// router, the login gate and the navigation locks.
  ///
  /// - A ``NavigationEntry/link(_:)`` is opened as it is.
  /// - A ``NavigationEntry/webBrowsing(webpageURL:)`` activity is opened when it carries an
  ///   `https` URL (one of the policy's universal-link hosts, as the router checks); one
  ///   without a URL, or of another scheme, is rejected.
  /// - A ``NavigationEntry/shortcut(_:destination:)`` is refused when its destination carries a
  ///   value not of its kind (a hostile order id, say), and otherwise opened through the link
  ///   the router makes for its destination, so it waits for login or for a lock as that link
  ///   would; one whose destination no route shows is rejected.
  ///
  /// Each outcome is returned and reported as ``NavigationEvent/deepLinkOpened(_:)``, with the
  /// link opened as its URL.
  ///
  /// ```swift
  /// app.open(.webBrowsing(webpageURL: "https://myapp.example.com/orders/A-1"))
  /// app.open(.shortcut("open-order", showing: OrdersDestination.detail(orderId: "A-1")))
  /// ```
  ///
  /// - Parameter entry: The entry, as the adapter took it from what the platform delivered.
  /// - Returns: Whether it navigated, waits, or was rejected, and why.
  @discardableResult
  public func open(_ entry: NavigationEntry) -> DeepLinkOutcome {
    switch entry {
    case .link(let url):
      return open(url)
    case .webBrowsing(let url?):
      let scheme = url.prefix { $0 != ":" }
      guard scheme.lowercased() == "https", scheme.count < url.count else {
        return reject(url, .schemeNotAllowed(String(scheme)))
      }
      return open(url)
    case .webBrowsing(nil):
      return reject("", .missingURL)
    case .shortcut(_, let destination):
      if case .refused(_, let invalid) = gate.decision(for: destination) {
        return reject(
          destination.description,
          .invalidDestinationValue(invalid.name, destination: destination.description))
      }
      guard let url = router.url(for: destination) else {
        return reject(destination.description, .noLink(destination: destination.description))
      }
      return open(url)
    }
  }

  /// Rejects an entry before it reaches the router, reporting it as a link's rejection.
  private func reject(_ url: String, _ reason: DeepLinkRejection) -> DeepLinkOutcome {
    operation {
      let outcome = DeepLinkOutcome.rejected(url: url, reason: reason)
      events.send(.deepLinkOpened(outcome))
      return outcome
    }
  }
}
