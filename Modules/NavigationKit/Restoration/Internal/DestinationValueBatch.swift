import Foundation

/// Destination values written and read many at a time, in one `JSONEncoder` or `JSONDecoder`
/// pass each, instead of one pass per destination: the snapshot's own structure is written and
/// read by hand around them.
///
/// One value that fails does not fail the others: a batch that throws as a whole is done again
/// one value at a time. No error is lost by the `try?`s here: a batch's error only means "try
/// each value", and a value that fails on its own is returned as `nil`, which the snapshot
/// coder reports as a ``RestorationIssue`` naming the value's type (`undecodableValue`), the
/// same issue whatever the codec threw.
enum DestinationValueBatch {
  /// The JSON of each destination, each written by its codec, `nil` for one that does not
  /// encode, as slices of one buffer.
  static func encode(
    _ destinations: [(codec: DestinationCodecRegistry.Codec, destination: AnyDestination)]
  ) -> [ArraySlice<UInt8>?] {
    guard !destinations.isEmpty else { return [] }
    if let all = try? encoder().encode(EncodableBatch(items: destinations)),
      let elements = splitArray([UInt8](all)), elements.count == destinations.count
    {
      return elements
    }
    return destinations.map { item in
      guard let one = try? encoder().encode(EncodableBatch(items: [item])),
        let element = splitArray([UInt8](one))?.first
      else { return nil }
      return ArraySlice(element)
    }
  }

  /// Each value decoded by its codec, `nil` for one that does not decode.
  static func decode(
    _ values: [UnsafeRawBufferPointer], with codecs: [DestinationCodecRegistry.Codec]
  ) -> [AnyDestination?] {
    guard !values.isEmpty, let key = DecodableBatch.codecsKey else {
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
    decoder.userInfo[key] = DecodableBatch.Codecs(codecs)
    if let batch = try? decoder.decode(DecodableBatch.self, from: Data(bytes)),
      batch.destinations.count == values.count
    {
      return batch.destinations
    }
    return zip(values, codecs).map { value, codec in
      let one = JSONDecoder()
      one.userInfo[key] = DecodableBatch.Codecs([codec])
      let data = Data([UInt8(ascii: "[")] + value + [UInt8(ascii: "]")])
      return (try? one.decode(DecodableBatch.self, from: data))?.destinations.first ?? nil
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

/// Destinations written as one array, each by its own codec.
private struct EncodableBatch: Encodable {
  let items: [(codec: DestinationCodecRegistry.Codec, destination: AnyDestination)]

  func encode(to encoder: any Encoder) throws {
    var container: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
    for item in items {
      try item.codec.encode(&container, item.destination)
    }
  }
}

/// A decoded batch: each element decoded by the codec at its position, and an element that
/// does not decode is `nil` rather than an error that would fail the whole batch.
private struct DecodableBatch: Decodable {
  /// The codecs of a batch, in order, as the decoder's user info carries them.
  final class Codecs: Sendable {
    let list: [DestinationCodecRegistry.Codec]
    init(_ list: [DestinationCodecRegistry.Codec]) { self.list = list }
  }

  /// Where the batch's codecs travel; `CodingUserInfoKey(rawValue:)` accepts every string.
  static let codecsKey = CodingUserInfoKey(rawValue: "NavigationKit.DestinationValueBatch")

  let destinations: [AnyDestination?]

  init(from decoder: any Decoder) throws {
    guard let key = Self.codecsKey, let codecs = decoder.userInfo[key] as? Codecs else {
      destinations = []
      return
    }
    var container: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    var destinations: [AnyDestination?] = []
    destinations.reserveCapacity(codecs.list.count)
    for codec in codecs.list {
      let position = container.currentIndex
      do {
        destinations.append(try codec.decode(&container))
      } catch {
        destinations.append(nil)
        // Step over the element that failed, wherever the decoder left off.
        if container.currentIndex == position { _ = try container.decode(Skipped.self) }
      }
    }
    self.destinations = destinations
  }
}

/// Any JSON value, read and thrown away.
private struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}
