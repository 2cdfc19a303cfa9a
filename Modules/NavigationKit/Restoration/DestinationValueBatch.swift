import Foundation

/// Destination values written and read many at a time, in one `JSONEncoder` or `JSONDecoder`
/// pass each, instead of one pass per destination: the snapshot's own structure is written and
/// read by hand around them.
///
/// One value that fails does not fail the others: a batch that throws as a whole is done again
/// one value at a time.
enum DestinationValueBatch {
  /// The JSON of each value, `nil` for one that does not encode, as slices of one buffer.
  static func encode(_ values: [any Encodable]) -> [ArraySlice<UInt8>?] {
    guard !values.isEmpty else { return [] }
    if let all = try? encoder().encode(values.map(EncodableValue.init)),
      let elements = splitArray([UInt8](all)), elements.count == values.count
    {
      return elements
    }
    return values.map { value in
      (try? encoder().encode(EncodableValue(value: value))).map { ArraySlice([UInt8]($0)) }
    }
  }

  /// Each value decoded by its codec, `nil` for one that does not decode.
  static func decode(
    _ values: [UnsafeRawBufferPointer], with codecs: [DestinationCodecRegistry.Codec]
  ) -> [AnyDestination?] {
    guard !values.isEmpty, let key = DecodableValue.codecsKey else {
      return values.map { _ in nil }
    }
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(values.reduce(2) { $0 + $1.count + 1 })
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: value)
    }
    bytes.append(UInt8(ascii: "]"))
    let decoder = JSONDecoder()
    decoder.userInfo[key] = codecs
    if let all = try? decoder.decode([DecodableValue].self, from: Data(bytes)),
      all.count == values.count, all.allSatisfy(\.indexed)
    {
      return all.map(\.destination)
    }
    return zip(values, codecs).map { value, codec in
      let one = JSONDecoder()
      one.userInfo[key] = [codec]
      let data = Data([UInt8(ascii: "[")] + value + [UInt8(ascii: "]")])
      return (try? one.decode([DecodableValue].self, from: data))?.first?.destination
    }
  }

  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The elements of the JSON array `bytes` as written by `JSONEncoder`, or `nil` when they are
  /// not one.
  static func splitArray(_ bytes: [UInt8]) -> [ArraySlice<UInt8>]? {
    guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
    var elements: [ArraySlice<UInt8>] = []
    var depth = 0
    var inString = false
    var escaped = false
    var start = 1
    for offset in 1..<(bytes.count - 1) {
      let byte = bytes[offset]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        elements.append(bytes[start..<offset])
        start = offset + 1
      default: break
      }
    }
    if bytes.count > 2 { elements.append(bytes[start..<(bytes.count - 1)]) }
    return elements
  }
}

/// One value of an encoded batch, written as its own concrete type.
private struct EncodableValue: Encodable {
  let value: any Encodable

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

/// One value of a decoded batch: the codec at its position in the batch decodes it, and a value
/// that does not decode is `nil` rather than an error that would fail the whole batch.
private struct DecodableValue: Decodable {
  /// Where the batch's codecs travel; `CodingUserInfoKey(rawValue:)` accepts every string.
  static let codecsKey = CodingUserInfoKey(rawValue: "NavigationKit.DestinationValueBatch")

  let destination: AnyDestination?
  /// Whether the decoder said which position this is; without it the batch is not trusted.
  let indexed: Bool

  init(from decoder: any Decoder) throws {
    guard let index = decoder.codingPath.last?.intValue,
      let key = Self.codecsKey,
      let codecs = decoder.userInfo[key] as? [DestinationCodecRegistry.Codec],
      codecs.indices.contains(index)
    else {
      destination = nil
      indexed = false
      return
    }
    destination = try? codecs[index].decode(decoder)
    indexed = true
  }
}
