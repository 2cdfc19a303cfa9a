/// The one pass that checks and indexes a JSON document for ``JSONTape``.
struct JSONTapeParser {
  let bytes: UnsafeRawBufferPointer
  private var offset = 0
  private var nodes: [JSONTape.Node] = []
  /// The open containers, innermost last, by node index.
  private var open: [Int32] = []
  private var sawNonASCII = false

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// The nodes of the document, or `nil` when the bytes are not exactly one JSON value.
  mutating func parse() -> [JSONTape.Node]? {
    nodes.reserveCapacity(bytes.count / 8)
    guard value() else { return nil }
    while !open.isEmpty {
      skipWhitespace()
      guard offset < bytes.count else { return nil }
      let container = open[open.count - 1]
      let isObject = nodes[Int(container)].kind == .object
      let byte = bytes[offset]
      if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        offset += 1
        close(container)
        continue
      }
      guard byte == UInt8(ascii: ",") else { return nil }
      offset += 1
      guard isObject ? member() : value() else { return nil }
    }
    skipWhitespace()
    guard offset == bytes.count else { return nil }
    if sawNonASCII {
      var iterator = bytes.makeIterator()
      var utf8 = UTF8()
      decoding: while true {
        switch utf8.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: break decoding
        case .error: return nil
        }
      }
    }
    return nodes
  }

  /// Reads one value; a container is opened, and its first member or element read, or closed
  /// at once when empty.
  private mutating func value() -> Bool {
    skipWhitespace()
    guard offset < bytes.count else { return false }
    let start = offset
    switch bytes[offset] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = bytes[offset] == UInt8(ascii: "{")
      guard open.count < JSONTape.maximumDepth else { return false }
      offset += 1
      let index = append(isObject ? .object : .array, start: start, end: start)
      open.append(index)
      skipWhitespace()
      guard offset < bytes.count else { return false }
      if bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        offset += 1
        close(index)
        return true
      }
      return isObject ? member() : value()
    case UInt8(ascii: "\""):
      return string()
    case UInt8(ascii: "t"):
      return literal("true", .bool)
    case UInt8(ascii: "f"):
      return literal("false", .bool)
    case UInt8(ascii: "n"):
      return literal("null", .null)
    default:
      return number()
    }
  }

  /// Reads `"key": value` inside an object.
  private mutating func member() -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), string() else { return false }
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return false }
    offset += 1
    return value()
  }

  private mutating func close(_ container: Int32) {
    nodes[Int(container)].end = offset
    nodes[Int(container)].next = Int32(nodes.count)
    open.removeLast()
  }

  @discardableResult
  private mutating func append(_ kind: JSONTape.Kind, start: Int, end: Int) -> Int32 {
    let index = Int32(nodes.count)
    nodes.append(
      JSONTape.Node(kind: kind, hasEscapes: false, start: start, end: end, next: index + 1))
    return index
  }

  private mutating func string() -> Bool {
    let start = offset
    offset += 1
    var hasEscapes = false
    while offset < bytes.count {
      // Plain text up to the next quote, backslash or control character, read in a local loop.
      var plain = offset
      var high: UInt8 = 0
      if let base = bytes.baseAddress {
        let count = bytes.count
        while plain < count {
          let byte = base.load(fromByteOffset: plain, as: UInt8.self)
          guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else {
            break
          }
          high |= byte
          plain += 1
        }
      }
      if high >= 0x80 { sawNonASCII = true }
      offset = plain
      guard offset < bytes.count else { return false }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        let index = append(.string, start: start, end: offset)
        nodes[Int(index)].hasEscapes = hasEscapes
        return true
      case UInt8(ascii: "\\"):
        hasEscapes = true
        guard escape() else { return false }
      case 0..<0x20:
        return false
      default:
        if byte >= 0x80 { sawNonASCII = true }
        offset += 1
      }
    }
    return false
  }

  /// Checks the escape at `offset` (a backslash) and moves past it.
  private mutating func escape() -> Bool {
    guard offset + 1 < bytes.count else { return false }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      offset += 2
      return true
    case UInt8(ascii: "u"):
      guard let unit = Self.hex4(bytes, at: offset + 2) else { return false }
      offset += 6
      if (0xDC00...0xDFFF).contains(unit) { return false }
      if (0xD800...0xDBFF).contains(unit) {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u"), let low = Self.hex4(bytes, at: offset + 2),
          (0xDC00...0xDFFF).contains(low)
        else { return false }
        offset += 6
      }
      return true
    default:
      return false
    }
  }

  private mutating func literal(_ word: StaticString, _ kind: JSONTape.Kind) -> Bool {
    let start = offset
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
      return false
    }
    offset += count
    append(kind, start: start, end: offset)
    return true
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  private mutating func number() -> Bool {
    let start = offset
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else { return false }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else { return false }
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else { return false }
      skipDigits()
    }
    append(.number, start: start, end: offset)
    return true
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        offset += 1
      default:
        return
      }
    }
  }

  private static func hex4(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<(offset + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The text of a string's inner bytes, already checked by the parser, with escapes replaced.
  static func unescape(_ inner: UnsafeRawBufferPointer) -> String {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var offset = 0
    func flush() {
      guard !utf8.isEmpty else { return }
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll(keepingCapacity: true)
    }
    while offset < inner.count {
      let byte = inner[offset]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        offset += 1
        continue
      }
      flush()
      let kind = inner[offset + 1]
      offset += 2
      switch kind {
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var unit = hex4(inner, at: offset) ?? 0xFFFD
        offset += 4
        if (0xD800...0xDBFF).contains(unit), let low = hex4(inner, at: offset + 2) {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          offset += 6
        }
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(kind))  // \" \\ \/
      }
    }
    flush()
    return String(scalars)
  }
}
