extension DeepLinkRouter {
  /// Every parameter route whose links a sibling's literal segment takes first, such as
  /// `profile/{customerId}` beside `profile/edit`, unless that sibling is declared with
  /// ``DeepLinkRoute/shadowingParameterRoutes()``: warnings, as the router works.
  package var shadowedRoutes: [CompositionError] {
    // Only routes of one length under one host (the first segment, always a literal) can
    // reach each other.
    let groups = Dictionary(grouping: routeList) {
      "\($0.pattern.segments.count) " + $0.route.pattern.prefix { $0 != "/" }
    }
    var issues: [CompositionError] = []
    for group in groups.values where group.count > 1 {
      for (index, shadowing) in group.enumerated() where !shadowing.route.shadowsParameterRoutes {
        for (other, shadowed) in group.enumerated() where other != index {
          if let values = Self.values(of: shadowing, hiddenFrom: shadowed) {
            issues.append(
              .shadowedRoute(shadowed.route.name, by: shadowing.route.name, values: values))
          }
        }
      }
    }
    return issues.sorted(byKey: \.description)
  }

  /// The `{name} 'value'` pairs `route`'s literal segments take from `other`'s parameters, or
  /// `nil` when some link of `other` cannot reach `route` (a literal differs) or none is hidden.
  private static func values(
    of route: CompiledRoute, hiddenFrom other: CompiledRoute
  ) -> [String]? {
    var hidden: [String] = []
    for (mine, theirs) in zip(route.pattern.segments, other.pattern.segments) {
      switch (mine, theirs) {
      case (.literal(let a), .literal(let b)) where a != b: return nil
      case (.literal(let value), .parameter(let name)):
        guard other.route.kind(of: name).accepts(value) else { return nil }
        hidden.append("{\(name)} '\(value)'")
      default: continue
      }
    }
    return hidden.isEmpty ? nil : hidden
  }
}
