/// Which route added a part of the trie: its source's position among the router's sources,
/// and its position in that source's table. Names are made from it
/// only when an issue needs one.
struct RouteOwner: Hashable, Sendable {
  let source: Int32
  let item: Int32
}
