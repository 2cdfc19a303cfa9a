/// Draws the package's module graph: every non-test target and its declared dependencies on
/// other package targets.
public struct GraphRenderer: Sendable {
  /// The graph formats the check prints.
  public enum Format: String, Sendable, CaseIterable {
    /// A Mermaid flowchart, as GitHub renders in Markdown.
    case mermaid
    /// Graphviz DOT.
    case dot
  }

  /// The package's targets.
  public let graph: PackageGraph

  /// Creates a renderer.
  public init(graph: PackageGraph) {
    self.graph = graph
  }

  /// Every edge, `(from, to)`, sorted.
  public var edges: [(from: String, to: String)] {
    graph.targets.filter { $0.kind != .test }.flatMap { target in
      target.dependencies.sorted().compactMap { dependency in
        graph.target(named: dependency).map { _ in (from: target.name, to: dependency) }
      }
    }
  }

  /// The graph in `format`, one line per element.
  public func render(_ format: Format) -> [String] {
    let nodes = graph.targets.filter { $0.kind != .test }.map(\.name)
    let linked = Set(edges.flatMap { [$0.from, $0.to] })
    switch format {
    case .mermaid:
      return ["graph TD"] + edges.map { "  \($0.from) --> \($0.to)" }
        + nodes.filter { !linked.contains($0) }.map { "  \($0)" }
    case .dot:
      return ["digraph modules {", "  rankdir=TB;"]
        + nodes.filter { !linked.contains($0) }.map { "  \"\($0)\";" }
        + edges.map { "  \"\($0.from)\" -> \"\($0.to)\";" } + ["}"]
    }
  }
}
