import Foundation
import NavigationKit

/// `App map`: the app's navigation map as readable text, as JSON, or as a Mermaid flowchart.
struct MapOutput {
  /// The forms `App map` prints.
  enum Format: Equatable {
    case text, json, mermaid
  }

  let map: NavigationMap

  func write(to console: Console, format: Format) {
    switch format {
    case .text: console.write(lines)
    case .json: console.write([json])
    case .mermaid: console.write(mermaid)
    }
  }

  // MARK: - Text

  /// Each module and its screens, each screen with what reaches it, then the intents.
  var lines: [String] {
    var lines = [
      "Navigation map: \(count(map.modules.count, "module")), \(count(map.screens.count, "screen")), "
        + "\(count(routes.count, "route")), \(count(map.intents.count, "intent"))"
    ]
    for module in map.modules {
      lines += ["", "Module \(module)" + (map.tabs[module].map { " (tab \($0.rawValue))" } ?? "")]
      for screen in screens(of: module) {
        lines.append("  \(screen.id)" + (screen.requiresLogin ? " (login required)" : ""))
        lines += screen.tabs.map { "    tab root of \($0.rawValue)" }
        lines += screen.routes.map { "    route \(describe($0))" }
        lines += intents(opening: screen).map {
          "    intent \($0.name) from \($0.sender) (\(kind(of: $0)))"
        }
        if !screen.fromScreens.isEmpty {
          lines.append("    from \(screen.fromScreens.joined(separator: ", "))")
        }
      }
    }
    lines += ["", "Intents"]
    lines += map.intents.map { intent in
      let target = intent.screens.isEmpty ? intent.provider : intent.screens.joined(separator: ", ")
      return "  \(intent.name): \(intent.sender) → \(target) (\(kind(of: intent)))"
        + (intent.screens.isEmpty ? ", screen not known" : "")
        + (intent.senderScreens.isEmpty
          ? "" : ", sent from \(intent.senderScreens.joined(separator: ", "))")
    }
    return lines
  }

  /// Every route, each once under the screen it shows, sorted by pattern.
  var routes: [(screen: String, route: DeepLinkRouteInfo)] {
    map.screens.flatMap { screen in screen.routes.map { (screen.id, $0) } }
      .sorted { $0.route.patternWithQuery < $1.route.patternWithQuery }
  }

  private func screens(of module: String) -> [NavigationMap.Screen] {
    map.screens.filter { $0.module == module }
  }

  /// The intents that open `screen`, sorted as the map's intents are.
  private func intents(opening screen: NavigationMap.Screen) -> [NavigationMap.IntentEdge] {
    map.intents.filter { $0.screens.contains(screen.id) }
  }

  private func describe(_ route: DeepLinkRouteInfo) -> String {
    "\(route.patternWithQuery) (\(route.presentation)"
      + "\(route.requiresLogin ? ", login required" : ""))"
      + (route.destinations.count > 1
        ? ": builds \(route.destinations.joined(separator: " > "))" : "")
  }

  private func kind(of intent: NavigationMap.IntentEdge) -> String {
    (intent.isRequest ? "request, " : "") + intent.presentation.description
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  // MARK: - JSON

  /// The map as one JSON document, keys sorted: `{"modules": [...], "intents": [...]}`.
  struct Document: Codable, Equatable {
    struct Module: Codable, Equatable {
      let name: String
      @NullWhenAbsent var tab: String?
      let screens: [Screen]
    }

    struct Screen: Codable, Equatable {
      let id: String
      let module: String
      let name: String
      let requiresLogin: Bool
      let tabs: [String]
      let routes: [Route]
      /// The names of the intents that open the screen (see the document's `intents`).
      let intents: [String]
      let fromScreens: [String]
    }

    struct Route: Codable, Equatable {
      let pattern: String
      let presentation: String
      let requiresLogin: Bool
      /// The destinations the route builds, bottom first, as `App routes` shows them.
      let destinations: [String]
    }

    struct Intent: Codable, Equatable {
      let name: String
      let sender: String
      let provider: String
      let presentation: String
      let isRequest: Bool
      let screens: [String]
      let senderScreens: [String]
    }

    let modules: [Module]
    let intents: [Intent]
  }

  var document: Document {
    Document(
      modules: map.modules.map { module in
        Document.Module(
          name: module, tab: map.tabs[module]?.rawValue,
          screens: screens(of: module).map { screen in
            Document.Screen(
              id: screen.id, module: screen.module,
              name: String(screen.id.dropFirst(screen.module.count + 1)),
              requiresLogin: screen.requiresLogin, tabs: screen.tabs.map(\.rawValue),
              routes: screen.routes.map {
                Document.Route(
                  pattern: $0.patternWithQuery, presentation: $0.presentation.description,
                  requiresLogin: $0.requiresLogin, destinations: $0.destinations)
              },
              intents: intents(opening: screen).map(\.name), fromScreens: screen.fromScreens)
          })
      },
      intents: map.intents.map {
        Document.Intent(
          name: $0.name, sender: $0.sender, provider: $0.provider,
          presentation: $0.presentation.description, isRequest: $0.isRequest,
          screens: $0.screens, senderScreens: $0.senderScreens)
      })
  }

  /// The document, pretty-printed with sorted keys, so equal maps print equal bytes.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(document), as: UTF8.self)
    } catch {
      // Only strings, booleans, arrays and objects are encoded; say so rather than crash.
      return #"{"error": "could not encode the map as JSON"}"#
    }
  }

  // MARK: - Mermaid

  /// A flowchart: a subgraph per module holding its screens, a node per route with an arrow to
  /// the screen it shows, solid arrows for screens' pushes and presentations, and dotted arrows
  /// labelled with the intent from the sending module to the screen it opens (to the providing
  /// module when the screen is not known).
  var mermaid: [String] {
    var nodes: [String: String] = [:]
    for (index, screen) in map.screens.enumerated() {
      nodes[screen.id] = "s\(index)"
    }
    var modules: [String: String] = [:]
    for (index, module) in map.modules.enumerated() {
      modules[module] = "m\(index)"
    }
    var lines = ["flowchart LR"]
    for module in map.modules {
      let tab = map.tabs[module].map { " · tab \($0.rawValue)" } ?? ""
      lines.append("  subgraph \(modules[module] ?? "")[\(Self.label(module + tab))]")
      for screen in screens(of: module) {
        let login = screen.requiresLogin ? " (login)" : ""
        lines.append("    \(nodes[screen.id] ?? "")[\(Self.label(screen.id + login))]")
      }
      lines.append("  end")
    }
    for (index, (screen, route)) in routes.enumerated() {
      guard let target = nodes[screen] else { continue }
      var notes = route.presentation == .push ? [] : [route.presentation.description]
      if route.requiresLogin { notes.append("login") }
      let arrow = notes.isEmpty ? "-->" : "-->|\(Self.label(notes.joined(separator: ", ")))|"
      lines.append("  r\(index)([\(Self.label(route.patternWithQuery))]) \(arrow) \(target)")
    }
    for screen in map.screens {
      for from in screen.fromScreens {
        lines.append("  \(nodes[from] ?? "") --> \(nodes[screen.id] ?? "")")
      }
    }
    for intent in map.intents {
      let sender = modules[intent.sender] ?? ""
      let targets =
        intent.screens.isEmpty
        ? [modules[intent.provider] ?? ""] : intent.screens.map { nodes[$0] ?? "" }
      for target in targets {
        lines.append("  \(sender) -.->|\(Self.label(intent.name))| \(target)")
      }
    }
    return lines
  }

  /// `text` as a quoted Mermaid label: quotes, `#`, `<` and `>` as Mermaid's entity codes, so
  /// no text ends the label or is read as markup; line breaks as spaces.
  static func label(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "#": escaped += "#35;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "\n", "\r", "\r\n": escaped += " "
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
