/// How presentation options and transitions are stored in a snapshot, written and read by hand
/// like the rest of its structure. Only what differs from the defaults is written, so a
/// snapshot without either is byte for byte what earlier versions wrote, and their files
/// (which have neither key) read as the defaults.
///
/// ```json
/// "options": {"detents": ["medium", {"fraction": 0.25}, {"height": 300}],
///             "interactiveDismissal": "disabled", "sizing": "form"}
/// "transition": {"sourceID": "catalog.productDetail(productId: \"P-100\")", "style": "zoom"}
/// ```
///
/// A stored value this version does not read — an unknown name, a number out of range, a
/// source name too long — is reported as ``RestorationIssue/invalidPresentationOption(scope:option:value:)``
/// and its default restored in its place; nothing else is lost.
extension JSONWriter {
  /// Writes options whose every value is valid; the caller reports the invalid detents, which
  /// are left out.
  mutating func write(_ options: PresentationOptions) {
    var first = true
    func separate(_ writer: inout JSONWriter) {
      if !first { writer.raw(",") }
      first = false
    }
    raw("{")
    let detents = options.detents.filter(\.isValid)
    if !detents.isEmpty {
      separate(&self)
      raw(#""detents":["#)
      for (index, detent) in detents.enumerated() {
        if index > 0 { raw(",") }
        switch detent {
        case .medium: string("medium")
        case .large: string("large")
        case .fraction(let fraction):
          raw(#"{"fraction":"#)
          number(fraction)
          raw("}")
        case .height(let height):
          raw(#"{"height":"#)
          number(height)
          raw("}")
        }
      }
      raw("]")
    }
    if options.interactiveDismissal != .allowed {
      separate(&self)
      raw(#""interactiveDismissal":"#)
      string(options.interactiveDismissal.rawValue)
    }
    if options.sizing != .automatic {
      separate(&self)
      raw(#""sizing":"#)
      string(options.sizing.rawValue)
    }
    raw("}")
  }

  /// Writes a transition other than ``ScreenTransition/automatic``.
  mutating func write(_ transition: ScreenTransition) {
    guard case .zoom(let sourceID) = transition else { return }
    raw(#"{"sourceID":"#)
    string(sourceID.rawValue)
    raw(#","style":"zoom"}"#)
  }

  /// Appends a finite number as JSON writes it.
  mutating func number(_ value: Double) {
    raw(String(value).utf8)
  }
}

extension JSONTape {
  /// The value of a number node, or `nil` when `node` is not a finite number.
  func double(_ node: Int32?) -> Double? {
    guard let node, kind(node) == .number else { return nil }
    let value = Double(String(decoding: raw(node), as: UTF8.self))
    return value.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The stored text of `node`, cut short for a report.
  func excerpt(_ node: Int32) -> String {
    let text = String(decoding: raw(node), as: UTF8.self)
    return UntrustedText.excerpt(kind(node) == .string ? string(node) ?? text : text, limit: 64)
  }

  /// The options stored at `node`, with a report of each value that does not read; the
  /// defaults when `node` is `nil` (files written before options were stored).
  func presentationOptions(
    _ node: Int32?, scope: String, issues: inout [RestorationIssue]
  ) -> PresentationOptions {
    guard let node else { return .automatic }
    guard kind(node) == .object else {
      issues.append(
        .invalidPresentationOption(scope: scope, option: "options", value: excerpt(node)))
      return .automatic
    }
    var options = PresentationOptions()
    if let detents = member("detents", of: node) {
      options.detents = self.detents(detents, scope: scope, issues: &issues)
    }
    if let sizing = member("sizing", of: node) {
      if let value = string(sizing).flatMap(SheetSizing.init(rawValue:)) {
        options.sizing = value
      } else {
        issues.append(
          .invalidPresentationOption(scope: scope, option: "sizing", value: excerpt(sizing)))
      }
    }
    if let dismissal = member("interactiveDismissal", of: node) {
      if let value = string(dismissal).flatMap(InteractiveDismissal.init(rawValue:)) {
        options.interactiveDismissal = value
      } else {
        issues.append(
          .invalidPresentationOption(
            scope: scope, option: "interactiveDismissal", value: excerpt(dismissal)))
      }
    }
    return options
  }

  /// The valid detents stored at `node`; each invalid one is reported and left out, and a
  /// list longer than ``PresentationOptions/maximumDetentCount`` is not read at all.
  private func detents(
    _ node: Int32, scope: String, issues: inout [RestorationIssue]
  ) -> [SheetDetent] {
    guard let elements = elements(node), elements.count <= PresentationOptions.maximumDetentCount
    else {
      issues.append(
        .invalidPresentationOption(scope: scope, option: "detents", value: excerpt(node)))
      return []
    }
    var detents: [SheetDetent] = []
    for element in elements {
      let detent: SheetDetent? =
        switch string(element) {
        case "medium": .medium
        case "large": .large
        case .some: nil
        case nil:
          if let fraction = double(member("fraction", of: element)) {
            .fraction(fraction)
          } else if let height = double(member("height", of: element)) {
            .height(height)
          } else {
            nil
          }
        }
      guard let detent, detent.isValid, members(of: element).count <= 1 else {
        issues.append(
          .invalidPresentationOption(scope: scope, option: "detent", value: excerpt(element)))
        continue
      }
      detents.append(detent)
    }
    return detents
  }

  /// The transition stored at `node`, or ``ScreenTransition/automatic`` when there is none or
  /// it does not read (reported).
  func transition(
    _ node: Int32?, scope: String, issues: inout [RestorationIssue]
  ) -> ScreenTransition {
    guard let node else { return .automatic }
    guard string(member("style", of: node)) == "zoom",
      let sourceID = string(member("sourceID", of: node)),
      !sourceID.isEmpty, sourceID.utf8.count <= TransitionSourceID.maximumLength
    else {
      issues.append(
        .invalidPresentationOption(scope: scope, option: "transition", value: excerpt(node)))
      return .automatic
    }
    return .zoom(sourceID: TransitionSourceID(sourceID))
  }
}
