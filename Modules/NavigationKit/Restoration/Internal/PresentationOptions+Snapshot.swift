import Foundation

/// How presentation options and transitions are stored in a snapshot: only what differs from
/// the defaults, so files without either key read as the defaults.
///
/// ```json
/// "options": {"detents": ["medium", {"fraction": 0.25}, {"height": 300}],
///             "interactiveDismissal": "disabled", "sizing": "form"}
/// "transition": {"sourceID": "catalog.productDetail(productId: \"P-100\")", "style": "zoom"}
/// ```
extension PresentationOptions {
  /// The options as stored, of the detents only the valid ones: the caller reports the others.
  var stored: JSONValue {
    let detents = detents.filter(\.isValid).map { detent -> JSONValue in
      switch detent {
      case .medium, .large: .string("\(detent)")
      case .fraction(let fraction): .object(["fraction": .double(fraction)])
      case .height(let height): .object(["height": .double(height)])
      }
    }
    var stored: [String: JSONValue] = [:]
    if !detents.isEmpty { stored["detents"] = .array(detents) }
    if interactiveDismissDisabled { stored["interactiveDismissal"] = .string("disabled") }
    if sizing != .automatic { stored["sizing"] = .string(sizing.rawValue) }
    return .object(stored)
  }
}

extension StoredObject {
  /// The presentation options stored under `options`, each value that does not read reported;
  /// the defaults when there are none (files written before options were stored).
  func presentationOptions(
    scope: String, issues: inout [RestorationIssue]
  ) -> PresentationOptions {
    guard has("options") else { return .automatic }
    func invalid(_ option: String, _ value: JSONValue?) {
      issues.append(Self.invalid(option, value, scope: scope))
    }
    guard let stored = object("options") else {
      invalid("options", value("options"))
      return .automatic
    }
    var options = PresentationOptions()
    if stored.has("detents") {
      // Each invalid detent is reported and left out; a list longer than
      // ``PresentationOptions/maximumDetentCount`` is not read at all.
      if var list = stored.list("detents"), list.count <= PresentationOptions.maximumDetentCount {
        for _ in 0..<list.count {
          guard let element = list.nextDecoder() else { break }
          if let detent = Self.detent(element), detent.isValid {
            options.detents.append(detent)
          } else {
            invalid("detent", ifOfKind { try JSONValue(from: element) })
          }
        }
      } else {
        invalid("detents", stored.value("detents"))
      }
    }
    // The member `name` as `parse` reads its string; `nil`, reported unless absent, otherwise.
    func named<Value>(_ name: String, _ parse: (String) -> Value?) -> Value? {
      guard stored.has(name) else { return nil }
      let value = stored.string(name).flatMap(parse)
      if value == nil { invalid(name, stored.value(name)) }
      return value
    }
    options.sizing = named("sizing", SheetSizing.init(rawValue:)) ?? .automatic
    // Stored as a policy's name, as earlier versions wrote it.
    options.interactiveDismissDisabled =
      named("interactiveDismissal") { $0 == "disabled" ? true : $0 == "allowed" ? false : nil }
      ?? false
    return options
  }

  /// The detent `element` names: a known name, or an object of one number under `fraction`
  /// or `height`.
  private static func detent(_ element: any Decoder) -> SheetDetent? {
    if let name = ifOfKind({ try element.singleValueContainer().decode(String.self) }) {
      return name == "medium" ? .medium : name == "large" ? .large : nil
    }
    guard let stored = StoredObject(element), stored.names.count == 1 else { return nil }
    if let fraction = stored.number("fraction") { return .fraction(fraction) }
    return stored.number("height").map(SheetDetent.height)
  }

  /// The transition stored under `transition`, or ``ScreenTransition/automatic`` when there
  /// is none or it does not read (reported, as of `scope`, at `position` in it when given).
  func transition(
    scope: String, at position: Int? = nil, issues: inout [RestorationIssue]
  ) -> ScreenTransition {
    guard has("transition") else { return .automatic }
    guard let stored = object("transition"), stored.string("style") == "zoom",
      let sourceID = stored.string("sourceID"),
      !sourceID.isEmpty, sourceID.utf8.count <= TransitionSourceID.maximumLength
    else {
      let scope = position.map { "\(scope)[\($0)]" } ?? scope
      issues.append(Self.invalid("transition", value("transition"), scope: scope))
      return .automatic
    }
    return .zoom(sourceID: TransitionSourceID(sourceID))
  }

  private static func invalid(
    _ option: String, _ value: JSONValue?, scope: String
  ) -> RestorationIssue {
    .invalidPresentationOption(
      scope: scope, option: option, value: value?.excerpt ?? "an unreadable value")
  }
}
