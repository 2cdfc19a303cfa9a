extension DeepLinkRouter {
  /// A link that shows `destination`: in the custom scheme, such as `myapp://orders/A-1`, or,
  /// given a `host` on the policy's allowlist, a universal link such as
  /// `https://myapp.example.com/orders/A-1`. It is `nil` when no route shows the destination,
  /// its values are not valid parameters, or `host` is not on the allowlist.
  ///
  /// The router checks that matching the link gives back `destination` as the last one.
  public func url(for destination: AnyDestination, host: String? = nil) -> String? {
    guard let host = host?.lowercased() else {
      return path(for: destination).map { "\(reader.policy.scheme)://\($0)" }
    }
    guard reader.policy.universalLinkHosts.contains(host) else { return nil }
    return path(for: destination).map { "https://\(host)/\($0)" }
  }

  /// The path and query of a link that shows `destination`.
  private func path(for destination: AnyDestination) -> String? {
    for compiled in routeList where compiled.route.module == destination.moduleName {
      guard let parameters = compiled.route.parameters(destination),
        let path = Self.path(of: compiled, with: parameters),
        shows(path, destination)
      else { continue }
      return path
    }
    return nil
  }

  /// Whether the link of `path` leads to `destination`; one that matches nothing does not.
  private func shows(_ path: String, _ destination: AnyDestination) -> Bool {
    do {
      return try match("\(reader.policy.scheme)://\(path)").destinations.last == destination
    } catch {
      return false
    }
  }

  private static func path(
    of compiled: CompiledRoute, with parameters: DeepLinkParameters
  ) -> String? {
    let route = compiled.route
    var segments: [String] = []
    for segment in compiled.pattern.segments {
      switch segment {
      case .literal(let literal):
        segments.append(literal)
      case .parameter(let name):
        guard let value = parameters.value(named: name), route.kind(of: name).accepts(value)
        else { return nil }
        segments.append(PercentEncoding.encode(value))
      }
    }
    var query: [String] = []
    for (name, kind) in compiled.queryItems {
      guard let value = parameters.value(named: name) else { continue }
      guard kind.accepts(value) else { return nil }
      query.append("\(PercentEncoding.encode(name))=\(PercentEncoding.encode(value))")
    }
    let path = segments.joined(separator: "/")
    return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
  }
}
