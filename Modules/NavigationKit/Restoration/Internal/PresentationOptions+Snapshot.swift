import Foundation

/// How presentation options and transitions are stored in a snapshot. Only what differs from
/// the defaults is written, so a snapshot without either is byte for byte what earlier
/// versions wrote, and their files (which have neither key) read as the defaults.
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
struct StoredOptions: Encodable {
  var detents: [StoredDetent]?
  var interactiveDismissal: String?
  var sizing: String?

  /// A detent as stored: its name, or its number under the kind's name.
  enum StoredDetent: Encodable {
    case named(String)
    case number(String, Double)

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .named(let name):
        var single = encoder.singleValueContainer()
        try single.encode(name)
      case .number(let kind, let value):
        var object = encoder.container(keyedBy: MemberKey.self)
        try object.encode(value, forKey: MemberKey(kind))
      }
    }
  }

  /// The options as stored, of which only the valid detents: the caller reports the others.
  init(_ options: PresentationOptions) {
    let detents = options.detents.filter(\.isValid).map { detent -> StoredDetent in
      switch detent {
      case .medium: .named("medium")
      case .large: .named("large")
      case .fraction(let fraction): .number("fraction", fraction)
      case .height(let height): .number("height", height)
      }
    }
    self.detents = detents.isEmpty ? nil : detents
    if options.interactiveDismissDisabled { interactiveDismissal = "disabled" }
    if options.sizing != .automatic { sizing = options.sizing.rawValue }
  }
}

/// A zoom as stored.
struct StoredZoom: Encodable {
  let sourceID: String
  var style = "zoom"
}

extension StoredObject {
  /// The presentation options stored under `options`, with a report of each value that does
  /// not read; the defaults when there are none (files written before options were stored).
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
      options.detents = stored.detents(scope: scope, issues: &issues)
    }
    if stored.has("sizing") {
      if let sizing = stored.string("sizing").flatMap(SheetSizing.init(rawValue:)) {
        options.sizing = sizing
      } else {
        invalid("sizing", stored.value("sizing"))
      }
    }
    if stored.has("interactiveDismissal") {
      // Stored as a policy's name, as earlier versions wrote it.
      switch stored.string("interactiveDismissal") {
      case "allowed": options.interactiveDismissDisabled = false
      case "disabled": options.interactiveDismissDisabled = true
      default:
        invalid("interactiveDismissal", stored.value("interactiveDismissal"))
      }
    }
    return options
  }

  /// The valid detents stored under `detents`; each invalid one is reported and left out, and
  /// a list longer than ``PresentationOptions/maximumDetentCount`` is not read at all.
  private func detents(scope: String, issues: inout [RestorationIssue]) -> [SheetDetent] {
    func invalid(_ option: String, _ value: JSONValue?) {
      issues.append(Self.invalid(option, value, scope: scope))
    }
    guard var list = list("detents"), list.count <= PresentationOptions.maximumDetentCount else {
      invalid("detents", value("detents"))
      return []
    }
    var detents: [SheetDetent] = []
    for _ in 0..<list.count {
      guard let element = list.nextDecoder() else { break }
      guard let detent = Self.detent(element), detent.isValid else {
        invalid("detent", ifOfKind { try JSONValue(from: element) })
        continue
      }
      detents.append(detent)
    }
    return detents
  }

  /// The detent `element` names, `nil` when it is neither a known name nor an object of one
  /// number under `fraction` or `height`.
  private static func detent(_ element: any Decoder) -> SheetDetent? {
    // Not a string: perhaps an object, read next.
    if let name = StoredObject.string(in: element) {
      return switch name {
      case "medium": .medium
      case "large": .large
      default: nil
      }
    }
    guard let stored = StoredObject(element), stored.names.count == 1 else { return nil }
    if let fraction = stored.number("fraction") { return .fraction(fraction) }
    return stored.number("height").map(SheetDetent.height)
  }

  /// The transition stored under `transition`, or ``ScreenTransition/automatic`` when there
  /// is none or it does not read (reported).
  func transition(
    scope: @autoclosure () -> String, issues: inout [RestorationIssue]
  ) -> ScreenTransition {
    guard has("transition") else { return .automatic }
    guard let stored = object("transition"), stored.string("style") == "zoom",
      let sourceID = stored.string("sourceID"),
      !sourceID.isEmpty, sourceID.utf8.count <= TransitionSourceID.maximumLength
    else {
      issues.append(Self.invalid("transition", value("transition"), scope: scope()))
      return .automatic
    }
    return .zoom(sourceID: TransitionSourceID(sourceID))
  }

  /// The report of a stored `option` this version does not read, quoting its `value`.
  private static func invalid(
    _ option: String, _ value: JSONValue?, scope: String
  ) -> RestorationIssue {
    .invalidPresentationOption(
      scope: scope, option: option, value: value?.excerpt ?? "an unreadable value")
  }
}
