public import Foundation

/// Writes a ``NavigationSnapshot`` as versioned JSON and reads it back leniently.
///
/// The format (version 1), with keys sorted:
///
/// ```json
/// {"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"orders.OrdersDestination",
///  "value":{"detail":{"orderId":"A-1"}}}],"presentations":[{"path":[],"root":{…},
///  "style":"sheet"}]}],"version":1}
/// ```
///
/// Reading never fails and never crashes. A destination whose type key is not registered, or
/// whose value does not decode, is dropped with everything above it on its stack (those screens
/// were reached through it) and everything presented above; the rest is kept and each loss is
/// reported. Bytes that are not a snapshot, or a snapshot of a newer version, restore nothing.
public struct NavigationSnapshotCoder: Sendable {
  /// The allowlist of destination types.
  public let codecs: DestinationCodecRegistry

  /// Creates a coder over an allowlist.
  public init(codecs: DestinationCodecRegistry) {
    self.codecs = codecs
  }

  /// The snapshot as JSON bytes, and what could not be written.
  ///
  /// A destination whose type is not registered as codable is left out with everything above
  /// it, so the bytes always restore to a consistent state.
  public func encode(_ snapshot: NavigationSnapshot) -> (data: Data, issues: [RestorationIssue]) {
    var issues: [RestorationIssue] = []
    let tabs = snapshot.tabs.map { tab -> JSONValue in
      let scope = tab.id.rawValue
      let (path, pathComplete) = encode(tab.path, scope: scope, issues: &issues)
      var complete = pathComplete
      var presentations: [JSONValue] = []
      var presenter = scope
      for presentation in tab.presentations where complete {
        let presentedScope = "\(presenter)/\(presentation.style)"
        let root: JSONValue
        switch codecs.encode(presentation.root) {
        case .success(let encoded):
          root = encoded
        case .failure(let reason):
          issues.append(.dropped(scope: presentedScope, position: 0, count: 1, reason: reason))
          complete = false
          continue
        }
        let (stack, stackComplete) = encode(
          presentation.path, scope: presentedScope, issues: &issues)
        presentations.append(
          .object([
            "style": .string(presentation.style.rawValue), "root": root, "path": .array(stack),
          ]))
        complete = stackComplete
        presenter = presentedScope
      }
      return .object([
        "id": .string(scope), "path": .array(path), "presentations": .array(presentations),
      ])
    }
    let document = JSONValue.object([
      "version": .integer(NavigationSnapshot.currentVersion),
      "selectedTab": .string(snapshot.selectedTab.rawValue),
      "tabs": .array(tabs),
    ])
    return (Data(document.serialized.utf8), issues)
  }

  private func encode(
    _ path: [AnyDestination], scope: String, issues: inout [RestorationIssue]
  ) -> ([JSONValue], complete: Bool) {
    var encoded: [JSONValue] = []
    for (position, destination) in path.enumerated() {
      switch codecs.encode(destination) {
      case .success(let value):
        encoded.append(value)
      case .failure(let reason):
        issues.append(
          .dropped(scope: scope, position: position, count: path.count - position, reason: reason))
        return (encoded, false)
      }
    }
    return (encoded, true)
  }

  /// The snapshot stored in `data`, with every loss reported; `nil` when nothing can be
  /// restored (the issues say why).
  public func decode(_ data: Data) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    guard let document = try? JSONDecoder().decode(JSONValue.self, from: data) else {
      return (nil, [.notASnapshot(reason: data.isEmpty ? "the file is empty" : "not JSON")])
    }
    guard case .object = document else {
      return (nil, [.notASnapshot(reason: "not a JSON object")])
    }
    guard let version = document["version"]?.integer else {
      return (nil, [.notASnapshot(reason: "no version number")])
    }
    guard version <= NavigationSnapshot.currentVersion else {
      return (nil, [.newerVersion(version, supported: NavigationSnapshot.currentVersion)])
    }
    guard version >= 1 else { return (nil, [.notASnapshot(reason: "version \(version)")]) }
    guard let tabs = document["tabs"]?.array, let selected = document["selectedTab"]?.string
    else {
      return (nil, [.notASnapshot(reason: "no tabs or no selected tab")])
    }
    var issues: [RestorationIssue] = []
    var decodedTabs: [NavigationSnapshot.Tab] = []
    for (index, tab) in tabs.enumerated() {
      guard let id = tab["id"]?.string else {
        issues.append(
          .dropped(
            scope: "tabs[\(index)]", position: 0, count: 1, reason: .malformed("a tab has no id")))
        continue
      }
      decodedTabs.append(decode(tab, id: id, issues: &issues))
    }
    return (NavigationSnapshot(selectedTab: TabID(selected), tabs: decodedTabs), issues)
  }

  private func decode(
    _ tab: JSONValue, id: String, issues: inout [RestorationIssue]
  ) -> NavigationSnapshot.Tab {
    let (path, pathComplete) = decode(tab["path"], scope: id, issues: &issues)
    var complete = pathComplete
    var presentations: [NavigationSnapshot.Presentation] = []
    var presenter = id
    if let stored = tab["presentations"], stored.array == nil {
      issues.append(
        .dropped(
          scope: "\(id)/?", position: 0, count: 1,
          reason: .malformed("presentations is not a list")))
    }
    for presentation in tab["presentations"]?.array ?? [] where complete {
      guard let style = presentation["style"]?.string.flatMap(PresentationStyle.init(rawValue:))
      else {
        issues.append(
          .dropped(
            scope: "\(presenter)/?", position: 0, count: 1,
            reason: .malformed("a presentation has no valid style")))
        complete = false
        continue
      }
      let scope = "\(presenter)/\(style)"
      let root: AnyDestination
      switch presentation["root"].map(codecs.decode) ?? .failure(.malformed("no root")) {
      case .success(let decoded):
        root = decoded
      case .failure(let reason):
        issues.append(.dropped(scope: scope, position: 0, count: 1, reason: reason))
        complete = false
        continue
      }
      let (stack, stackComplete) = decode(presentation["path"], scope: scope, issues: &issues)
      presentations.append(NavigationSnapshot.Presentation(style: style, root: root, path: stack))
      complete = stackComplete
      presenter = scope
    }
    return NavigationSnapshot.Tab(id: TabID(id), path: path, presentations: presentations)
  }

  private func decode(
    _ json: JSONValue?, scope: String, issues: inout [RestorationIssue]
  ) -> ([AnyDestination], complete: Bool) {
    guard let json else { return ([], true) }
    guard let elements = json.array else {
      issues.append(
        .dropped(scope: scope, position: 0, count: 1, reason: .malformed("a path is not a list")))
      return ([], false)
    }
    var path: [AnyDestination] = []
    for (position, element) in elements.enumerated() {
      switch codecs.decode(element) {
      case .success(let destination):
        path.append(destination)
      case .failure(let reason):
        issues.append(
          .dropped(
            scope: scope, position: position, count: elements.count - position, reason: reason))
        return (path, false)
      }
    }
    return (path, true)
  }
}
