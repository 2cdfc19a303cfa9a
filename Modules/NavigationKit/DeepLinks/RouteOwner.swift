/// Which route or parser added a part of the trie: its source's position among the router's
/// sources, and its position in that source's table (0 for a parser). Names are made from it
/// only when an issue needs one.
struct RouteOwner: Hashable, Sendable {
  let source: Int32
  let item: Int32
}
