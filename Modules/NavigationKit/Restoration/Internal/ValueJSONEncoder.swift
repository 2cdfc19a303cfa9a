import Foundation

/// An `Encoder` that writes destination values as compact JSON straight into one byte buffer:
/// no tree of values is built, so writing a value costs about what its bytes cost, where
/// `JSONEncoder` builds, boxes and then serializes a tree for every call.
///
/// The output is what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes,
/// byte for byte: each object's members in sorted order (sorted when the object closes, and
/// only when its members were not written in order already; a key written twice keeps its last
/// value), `Data` as Base64, `URL` as its absolute string, `Decimal` as a number, and numbers
/// and strings spelled as Foundation spells them.
///
/// Containers are written as a stack: writing into a container closes every container opened
/// inside it. A value whose `encode(to:)` goes back to a container after that has closed (legal,
/// and rare) throws ``ContainersOutOfOrder``, and its caller writes that value with
/// `JSONEncoder` instead.
final class ValueJSONEncoder: Encoder {
  /// Thrown when a value writes into a container that is already closed: legal, and left to
  /// `JSONEncoder`.
  struct ContainersOutOfOrder: Error {}

  /// Thrown when a value asks for a container of another kind than the one it has, or writes
  /// twice into a single value: misuse that `JSONEncoder` stops the program for, so the value is
  /// reported as not encodable instead.
  struct MixedContainers: Error {}

  /// The deepest nesting a value may have: deeper values could not be read back, as the
  /// snapshot's own structure nests them a few levels below ``JSONTape/maximumDepth``.
  static let maximumDepth = JSONTape.maximumDepth - 16

  /// An open container (or a value slot not yet given one).
  struct Frame {
    enum Kind: Equatable {
      /// A value whose container is not chosen yet: `{}` when it closes so.
      case pending
      case object
      case array
      case single(written: Bool)
    }

    var kind: Kind
    /// Tells this frame apart from an earlier one at the same depth.
    let id: UInt32
    /// The key or index under which the frame's value is stored in its parent.
    let key: (any CodingKey)?
    /// The members or elements written so far.
    var count = 0
    /// Where the frame's members start in ``ValueJSONEncoder/members``.
    let firstMember: Int
  }

  /// A member of an open object: where its key starts (its opening quote) and ends.
  struct Member {
    let start: Int
    let keyEnd: Int
  }

  // The state below is touched by every write, and only ever by one call at a time (the
  // encoder is made, used and dropped inside one batch): `@exclusivity(unchecked)` spares each
  // access the run-time exclusivity check, about a fifth of the time a value took.

  /// The JSON written so far; only the scalar writers append to it from outside this file.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  @exclusivity(unchecked) private(set) var frames: [Frame] = []
  @exclusivity(unchecked) private var members: [Member] = []
  @exclusivity(unchecked) private var lastID: UInt32 = 0
  /// The frame that the value now being encoded writes into.
  @exclusivity(unchecked) private var valueDepth = 0
  /// Why the value cannot be written, once a container is asked of it in a way JSON cannot
  /// stream (such as a keyed container of a value that already has an unkeyed one), or nested
  /// deeper than ``maximumDepth``: every later write into that container throws, and this is
  /// what the value's encoding throws in the end.
  private var failure: (any Error)?

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  var codingPath: [any CodingKey] { path(to: valueDepth) }

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Writes `value` at the end of the buffer and returns where its bytes lie; on error the
  /// buffer is left as it was.
  func encodeRoot<Value: Encodable>(_ value: Value) throws -> Range<Int> {
    let start = bytes.count
    do {
      if try !writeSpecial(value) {
        frames.append(Frame(kind: .pending, id: newID(), key: nil, firstMember: members.count))
        valueDepth = 0
        try value.encode(to: self)
        if let failure { throw failure }
        closeFrames(above: -1)
      }
    } catch {
      bytes.removeSubrange(start...)
      frames.removeAll(keepingCapacity: true)
      members.removeAll(keepingCapacity: true)
      defer { failure = nil }
      throw failure ?? error
    }
    return start..<bytes.count
  }

  // MARK: - Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ObjectContainer<Key>(encoder: self, at: open(.object, at: valueDepth)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    ArrayContainer(encoder: self, at: open(.array, at: valueDepth))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(encoder: self, at: open(.single(written: false), at: valueDepth))
  }

  // MARK: - Frames

  /// Where a container writes: its frame's depth and identity.
  struct Position {
    let depth: Int
    let id: UInt32
  }

  private func newID() -> UInt32 {
    lastID &+= 1
    return lastID
  }

  /// Gives the value slot at `depth` the container `kind`, or finds it has it already; a slot
  /// that is gone or has another kind marks the encoder misused, and the position returned
  /// then refuses every write.
  func open(_ kind: Frame.Kind, at depth: Int, id: UInt32? = nil) -> Position {
    let dead = Position(depth: depth, id: 0)
    guard depth < frames.count, id == nil || frames[depth].id == id else {
      failure = failure ?? ContainersOutOfOrder()
      return dead
    }
    closeFrames(above: depth)
    switch (frames[depth].kind, kind) {
    case (.pending, .object):
      bytes.append(UInt8(ascii: "{"))
    case (.pending, .array):
      bytes.append(UInt8(ascii: "["))
    case (.pending, _), (.object, .object), (.array, .array),
      (.single(written: false), .single(written: false)):
      break
    default:
      failure = failure ?? MixedContainers()
      return dead
    }
    frames[depth].kind = kind
    return Position(depth: depth, id: frames[depth].id)
  }

  /// Opens a container of `kind` nested at `key` in the slot `begin` opens (a member or an
  /// element of the container at `position`). A nested container cannot throw, so when the
  /// slot cannot be opened the error is kept as the value's ``failure``, which its encoding
  /// throws in the end, and the position returned refuses every write.
  func nested(
    _ kind: Frame.Kind, key: any CodingKey, at position: Position, in begin: () throws -> Int
  ) -> Position {
    do {
      return push(kind, at: try begin(), key: key)
    } catch {
      failure = failure ?? error
      return Position(depth: position.depth, id: 0)
    }
  }

  /// Readies the frame at `position` for a write: closes every frame above it. Throws when
  /// the frame is closed already.
  func prepare(_ position: Position) throws {
    guard position.depth < frames.count, frames[position.depth].id == position.id else {
      throw ContainersOutOfOrder()
    }
    if frames.count > position.depth + 1 { closeFrames(above: position.depth) }
  }

  /// Closes every frame deeper than `depth`.
  private func closeFrames(above depth: Int) {
    while frames.count > depth + 1 {
      let frame = frames.removeLast()
      switch frame.kind {
      case .pending, .single(written: false):
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "}"))
      case .single(written: true):
        break
      case .array:
        bytes.append(UInt8(ascii: "]"))
      case .object:
        if frame.count > 1 { sortMembers(from: frame.firstMember) }
        members.removeSubrange(frame.firstMember...)
        bytes.append(UInt8(ascii: "}"))
      }
    }
  }

  /// Opens a member `key` of the object at `position` and returns the depth its value is
  /// written at.
  func beginMember(_ key: some CodingKey, of position: Position) throws -> Int {
    try prepare(position)
    if frames[position.depth].count > 0 { bytes.append(UInt8(ascii: ",")) }
    frames[position.depth].count += 1
    let start = bytes.count
    appendString(key.stringValue)
    members.append(Member(start: start, keyEnd: bytes.count))
    bytes.append(UInt8(ascii: ":"))
    return position.depth + 1
  }

  /// Opens the next element of the array at `position` and returns the depth its value is
  /// written at.
  func beginElement(of position: Position) throws -> Int {
    try prepare(position)
    if frames[position.depth].count > 0 { bytes.append(UInt8(ascii: ",")) }
    frames[position.depth].count += 1
    return position.depth + 1
  }

  /// Readies the single value at `position` for its one write.
  func beginSingle(_ position: Position) throws {
    try prepare(position)
    guard frames[position.depth].kind == .single(written: false) else {
      failure = failure ?? MixedContainers()
      throw MixedContainers()
    }
    frames[position.depth].kind = .single(written: true)
  }

  /// Count of members or elements of the container at `position`.
  func count(at position: Position) -> Int {
    guard position.depth < frames.count, frames[position.depth].id == position.id else { return 0 }
    return frames[position.depth].count
  }

  /// Opens a nested container as the value at `depth`, stored under `key`.
  func push(_ kind: Frame.Kind, at depth: Int, key: any CodingKey) -> Position {
    guard depth <= Self.maximumDepth else {
      failure =
        failure
        ?? EncodingError.invalidValue(
          key.stringValue,
          .init(
            codingPath: path(to: depth - 1) + [key],
            debugDescription: "nested deeper than \(Self.maximumDepth)"))
      return Position(depth: depth, id: 0)
    }
    frames.append(Frame(kind: .pending, id: newID(), key: key, firstMember: members.count))
    return kind == .pending ? Position(depth: depth, id: lastID) : open(kind, at: depth)
  }

  /// Writes `value` as the value at `depth`, stored under `key`.
  func encodeNested(_ value: some Encodable, at depth: Int, key: any CodingKey) throws {
    if try writeSpecial(value) { return }
    guard depth <= Self.maximumDepth else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: path(to: depth - 1) + [key],
          debugDescription: "nested deeper than \(Self.maximumDepth)"))
    }
    frames.append(Frame(kind: .pending, id: newID(), key: key, firstMember: members.count))
    let saved = valueDepth
    valueDepth = depth
    defer { valueDepth = saved }
    try value.encode(to: self)
    closeFrames(above: depth - 1)
  }

  /// Writes into the single value at `depth` a value that encodes itself.
  func encodeInSingle(_ value: some Encodable, at depth: Int) throws {
    if try writeSpecial(value) { return }
    frames[depth].kind = .pending
    let saved = valueDepth
    valueDepth = depth
    defer { valueDepth = saved }
    try value.encode(to: self)
    closeFrames(above: depth)
    if frames[depth].kind == .pending {
      bytes.append(UInt8(ascii: "{"))
      bytes.append(UInt8(ascii: "}"))
      frames[depth].kind = .single(written: true)
    }
  }

  /// The coding path to the frame at `depth`.
  func path(to depth: Int) -> [any CodingKey] {
    guard depth > 0, frames.count > 1 else { return [] }
    return frames[1...min(depth, frames.count - 1)].compactMap(\.key)
  }

  // MARK: - Sorting an object's members

  /// Puts the members of the object being closed in sorted order of their keys, as
  /// `JSONEncoder`'s `.sortedKeys` does, keeping the last of members with equal keys.
  private func sortMembers(from first: Int) {
    let list = members[first...]
    var inOrder = true
    var previous = list[list.startIndex]
    for member in list.dropFirst() {
      if !keyPrecedes(previous, member) {
        inOrder = false
        break
      }
      previous = member
    }
    guard !inOrder else { return }
    let end = bytes.count
    let indices = Array(list.indices)
    // By key, and members with equal keys in the order written.
    let sorted = indices.sorted { one, other in
      keyPrecedes(members[one], members[other])
        || (one < other && !keyPrecedes(members[other], members[one]))
    }
    var reordered: [UInt8] = []
    reordered.reserveCapacity(end - list[list.startIndex].start)
    var index = 0
    while index < sorted.count {
      var last = sorted[index]
      // Members with equal keys are adjacent and in written order: keep the last.
      while index + 1 < sorted.count, !keyPrecedes(members[last], members[sorted[index + 1]]) {
        index += 1
        last = sorted[index]
      }
      if !reordered.isEmpty { reordered.append(UInt8(ascii: ",")) }
      let memberEnd = last + 1 < members.count ? members[last + 1].start - 1 : end
      reordered.append(contentsOf: bytes[members[last].start..<memberEnd])
      index += 1
    }
    bytes.replaceSubrange(list[list.startIndex].start..<end, with: reordered)
  }

  /// Whether the key of `first` sorts before the key of `second`: in the byte order of their
  /// UTF-8 text, as `JSONEncoder` sorts keys.
  private func keyPrecedes(_ first: Member, _ second: Member) -> Bool {
    bytes.withUnsafeBytes { buffer in
      let one = UnsafeRawBufferPointer(rebasing: buffer[(first.start + 1)..<(first.keyEnd - 1)])
      let other = UnsafeRawBufferPointer(
        rebasing: buffer[(second.start + 1)..<(second.keyEnd - 1)])
      let backslash = UInt8(ascii: "\\")
      guard one.contains(backslash) || other.contains(backslash) else {
        return one.lexicographicallyPrecedes(other)
      }
      return JSONTapeParser.unescape(one).utf8.lexicographicallyPrecedes(
        JSONTapeParser.unescape(other).utf8)
    }
  }
}
