import NavigationKit

/// `App routes` and the session's `routes`: every deep-link route, as aligned columns or one
/// JSON object per route.
struct RoutesTable {
  let routes: [DeepLinkRouteInfo]

  /// One JSON object per route.
  struct Row: Encodable {
    let pattern: String
    let queryItems: [String]
    let module: String
    let presentation: String
    let requiresLogin: Bool
    let destinations: [String]
    let shadowedBy: [String]

    init(_ route: DeepLinkRouteInfo) {
      pattern = route.pattern
      queryItems = route.queryItems.keys.sorted()
      module = route.module
      presentation = route.presentation.description
      requiresLogin = route.requiresLogin
      destinations = route.destinations
      shadowedBy = route.shadowedBy
    }
  }

  var rows: [Row] { routes.map(Row.init) }

  /// The routes as a table with a header, columns padded to line up. `SHADOWED BY` names the
  /// literal paths that win over a route's parameters (`orders/new` over `orders/{orderId}`).
  var lines: [String] {
    let header = ["PATTERN", "MODULE", "PRESENTATION", "LOGIN", "SHADOWED BY", "DESTINATIONS"]
    let cells = routes.map { route in
      [
        route.patternWithQuery, route.module, route.presentation.description,
        route.requiresLogin ? "required" : "-",
        route.shadowedBy.isEmpty ? "-" : route.shadowedBy.joined(separator: ", "),
        route.destinations.joined(separator: ", "),
      ]
    }
    let widths = header.indices.map { column in
      ([header] + cells).map { $0[column].count }.max() ?? 0
    }
    return ([header] + cells).map { row in
      zip(row.dropLast(), widths).map { cell, width in
        cell + String(repeating: " ", count: width - cell.count) + "  "
      }.joined() + (row.last ?? "")
    }
  }

  func write(to console: Console, json: Bool) {
    console.write(json ? rows.map(JSONLine.encode) : lines)
  }
}

extension DeepLinkRouteInfo {
  /// The pattern with its query items, as the sample's tables and map show a route:
  /// `catalog/search?q`.
  var patternWithQuery: String {
    queryItems.isEmpty ? pattern : pattern + "?" + queryItems.keys.sorted().joined(separator: "&")
  }
}
