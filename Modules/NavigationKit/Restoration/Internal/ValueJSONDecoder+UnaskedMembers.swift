/// The members of a stored value that its type's decoding never asked for.
///
/// `JSONDecoder` ignores members a type does not read, and so does ``ValueJSONDecoder``: a
/// newer version's optional field (`{"detail":{"orderId":"A-1","note":"gift"}}`) decodes, and
/// the next save, writing the value as this version knows it, drops the field. Reported, the
/// loss is never silent and the file read is kept aside before it is overwritten.
extension ValueJSONDecoder {
  /// The members of one object of a value that were never asked for.
  struct UnaskedMembers: Hashable {
    /// Where the object lies in the value, such as `/detail` or `/items[2]`; empty for the
    /// value itself.
    let path: String
    /// The members' names, each once, in stored order.
    let names: [String]
  }

  /// A step from a value into one of its members or elements.
  private enum Step {
    /// Into the member whose name is this node.
    case member(Int32)
    /// Into the element at this position.
    case element(Int)
  }

  /// Every object of the value at `root`, already decoded, whose members a type did not all
  /// ask for, outermost first, with those members' names.
  ///
  /// A member asked for is walked into; one never asked for is reported and not walked into
  /// (none of it was read). Every element of an array is walked into. A repeated name counts
  /// as asked for when one of its members was, as `JSONDecoder` reads one of them.
  func unaskedMembers(of root: Int32) -> [UnaskedMembers] {
    var found: [UnaskedMembers] = []
    // Walked with a stack of its own, not recursion: a value nests up to the tape's depth.
    var pending: [(node: Int32, path: [Step])] = [(root, [])]
    while let (node, path) = pending.popLast() {
      var children: [(node: Int32, path: [Step])] = []
      switch tape.nodes[Int(node)].kind {
      case .object:
        var unasked: [Int32] = []
        tape.forEachMemberNode(of: node) { name, value in
          if asked[Int(name)] {
            children.append((value, path + [.member(name)]))
          } else {
            unasked.append(name)
          }
        }
        if !unasked.isEmpty, let names = unaskedNames(unasked, in: node) {
          found.append(UnaskedMembers(path: describe(path), names: names))
        }
      case .array:
        var position = 0
        tape.forEachElement(of: node) { element in
          children.append((element, path + [.element(position)]))
          position += 1
        }
      case .string, .number, .bool, .null:
        break
      }
      pending.append(contentsOf: children.reversed())
    }
    return found
  }

  /// The names of the `unasked` members of `object`, each once, leaving out a name repeated
  /// by a member that was asked for; `nil` when none is left.
  private func unaskedNames(_ unasked: [Int32], in object: Int32) -> [String]? {
    var askedNames: Set<String> = []
    tape.forEachMemberNode(of: object) { name, _ in
      if asked[Int(name)], let text = tape.string(name) { askedNames.insert(text) }
    }
    var names: [String] = []
    var seen: Set<String> = []
    for node in unasked {
      guard let name = tape.string(node), !askedNames.contains(name), seen.insert(name).inserted
      else { continue }
      names.append(name)
    }
    return names.isEmpty ? nil : names
  }

  /// A path such as `/detail/items[2]`.
  private func describe(_ path: [Step]) -> String {
    path.map { step in
      switch step {
      case .member(let name): "/" + (tape.string(name) ?? "?")
      case .element(let position): "[\(position)]"
      }
    }.joined()
  }
}
