import Foundation

/// Destination values written and read many at a time: written by one ``ValueJSONEncoder``
/// into one buffer, read by one ``ValueJSONDecoder`` straight from the snapshot's own
/// ``JSONTape``; the snapshot's structure is written and read by hand around them.
///
/// Each value is written and read on its own, so one that fails does not fail the others. A
/// value that fails is returned as `nil`, which the snapshot coder reports as a
/// ``RestorationIssue`` naming the value's type (`undecodableValue`), the same issue whatever
/// the codec threw: the user sees which value was lost, and the others are kept.
enum DestinationValueBatch {
  /// The JSON of each destination, each written by its codec, `nil` for one that does not
  /// encode, as slices of one buffer.
  static func encode(
    _ destinations: [(codec: DestinationCodecRegistry.Codec, destination: AnyDestination)]
  ) -> [ArraySlice<UInt8>?] {
    guard !destinations.isEmpty else { return [] }
    let encoder = ValueJSONEncoder(capacity: destinations.count * 48)
    var ranges: [Range<Int>?] = []
    ranges.reserveCapacity(destinations.count)
    for (codec, destination) in destinations {
      do {
        ranges.append(try codec.encode(destination, encoder))
      } catch is ValueJSONEncoder.ContainersOutOfOrder {
        // A value the streaming encoder cannot follow: `JSONEncoder` writes it as `[value]`.
        do {
          let array = try codec.encodeWithFoundation(destination)
          let start = encoder.bytes.count
          encoder.bytes.append(contentsOf: array.dropFirst().dropLast())
          ranges.append(start..<encoder.bytes.count)
        } catch {
          ranges.append(nil)  // reported as `undecodableValue`, naming the type
        }
      } catch {
        ranges.append(nil)
      }
    }
    let bytes = encoder.bytes
    return ranges.map { $0.map { bytes[$0] } }
  }

  /// A value decoded, with the members of it that its type never asked for, which are not
  /// restored.
  struct Decoded {
    let destination: AnyDestination
    let unasked: [ValueJSONDecoder.UnaskedMembers]
  }

  /// Each value, stored at a node of `tape`, decoded by its codec (an index into `codecs`);
  /// `nil` for one that does not decode.
  static func decode(
    _ values: [(node: Int32, codec: Int)], with codecs: [DestinationCodecRegistry.Codec],
    in tape: JSONTape
  ) -> [Decoded?] {
    guard !values.isEmpty else { return [] }
    let decoder = ValueJSONDecoder(tape: tape)
    return values.map { value in
      do {
        let destination = try codecs[value.codec].decode(decoder, value.node)
        return Decoded(destination: destination, unasked: decoder.unaskedMembers(of: value.node))
      } catch {
        return nil  // reported as `undecodableValue`, naming the type
      }
    }
  }
}
