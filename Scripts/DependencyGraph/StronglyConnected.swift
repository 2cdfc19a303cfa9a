/// The cycles of a directed graph, found with Tarjan's strongly connected components.
struct StronglyConnected {
  /// Each cycle as its members, starting at the smallest name, following edges where possible.
  let cycles: [[String]]

  init(edges: [String: [String]]) {
    var index = 0
    var indices: [String: Int] = [:]
    var lowLinks: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []

    func connect(_ node: String) {
      indices[node] = index
      lowLinks[node] = index
      index += 1
      stack.append(node)
      onStack.insert(node)
      for next in edges[node] ?? [] {
        if indices[next] == nil {
          connect(next)
          lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
        } else if onStack.contains(next) {
          lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
        }
      }
      guard lowLinks[node] == indices[node] else { return }
      var component: [String] = []
      while let member = stack.popLast() {
        onStack.remove(member)
        component.append(member)
        if member == node { break }
      }
      let selfLoop = component.count == 1 && (edges[node] ?? []).contains(node)
      if component.count > 1 || selfLoop {
        components.append(component)
      }
    }

    for node in edges.keys.sorted() where indices[node] == nil {
      connect(node)
    }
    cycles = components.map { Self.ordered($0, edges: edges) }.sorted { $0[0] < $1[0] }
  }

  /// A shortest cycle through the component's smallest member, following real edges; the
  /// component's members, sorted, if none is found (which a strongly connected component rules
  /// out).
  private static func ordered(_ members: [String], edges: [String: [String]]) -> [String] {
    let set = Set(members)
    guard let start = members.min() else { return members }
    var previous: [String: String] = [:]
    var queue = [start]
    var index = 0
    while index < queue.count {
      let node = queue[index]
      index += 1
      for next in edges[node] ?? [] where set.contains(next) {
        if next == start {
          var cycle = [node]
          while let before = previous[cycle[0]] { cycle.insert(before, at: 0) }
          return cycle
        }
        if previous[next] == nil && next != start {
          previous[next] = node
          queue.append(next)
        }
      }
    }
    return members.sorted()
  }
}
