/// Every stored destination of a snapshot, in the order the decoder meets them, with its
/// codec or why it has none: the values to decode in one batch.
struct DestinationCollector {
  /// What is known of a stored destination before its value is decoded.
  enum Outcome {
    /// Its value is the `index`th of ``values``.
    case value(Int)
    case failure(RestorationIssue.Reason)
  }

  let tape: JSONTape
  let codecs: DestinationCodecRegistry
  /// Each destination's value node and the index of its codec in ``distinctCodecs``.
  private(set) var values: [(node: Int32, codec: Int)] = []
  private(set) var distinctCodecs: [DestinationCodecRegistry.Codec] = []
  /// Why each destination that cannot be decoded cannot be.
  private var failures: [RestorationIssue.Reason] = []
  /// For each node that is a stored destination: its value's index (0 and up), or its
  /// failure's index as -2 - index; -1 for the other nodes. A lookup without hashing.
  private var outcomeOfNode: [Int32]
  /// The last type read: destinations next to each other are mostly of one type, so its key
  /// is compared as stored bytes, not made into a string and looked up again.
  private var last: (stored: UnsafeRawBufferPointer, key: String, codec: Int?)?

  init(tape: JSONTape, codecs: DestinationCodecRegistry) {
    self.tape = tape
    self.codecs = codecs
    outcomeOfNode = [Int32](repeating: -1, count: tape.nodes.count)
    values.reserveCapacity(32)
  }

  func outcome(of node: Int32) -> Outcome? {
    let code = Int(outcomeOfNode[Int(node)])
    if code >= 0 { return .value(code) }
    return code == -1 ? nil : .failure(failures[-2 - code])
  }

  mutating func collect(_ destination: Int32) {
    var type: Int32?
    var value: Int32?
    tape.forEachMemberNode(of: destination) { name, node in
      if tape.string(name, is: "type") {
        type = node
      } else if tape.string(name, is: "value") {
        value = node
      }
    }
    guard let type, tape.kind(type) == .string, let value else {
      fail(destination, .malformed("a destination is not {\"type\", \"value\"}"))
      return
    }
    let stored = tape.raw(type)
    if last.map({ !$0.stored.elementsEqual(stored) }) ?? true {
      let key = tape.string(type) ?? ""
      var codec: Int?
      if let found = codecs.codec(forKey: key) { codec = index(found) }
      last = (stored, key, codec)
    }
    guard let last, let codec = last.codec else {
      fail(destination, .unknownType(last?.key ?? ""))
      return
    }
    outcomeOfNode[Int(destination)] = Int32(values.count)
    values.append((value, codec))
  }

  private mutating func fail(_ node: Int32, _ reason: RestorationIssue.Reason) {
    outcomeOfNode[Int(node)] = Int32(-2 - failures.count)
    failures.append(reason)
  }

  /// The index of `codec` in ``distinctCodecs``, added when new.
  private mutating func index(_ codec: DestinationCodecRegistry.Codec) -> Int {
    if let index = distinctCodecs.firstIndex(where: { $0.type == codec.type }) { return index }
    distinctCodecs.append(codec)
    return distinctCodecs.count - 1
  }
}
