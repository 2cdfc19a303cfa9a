import Foundation
import Testing

@testable import NavigationKit

@Suite struct ValueJSONEncoderTests {
  @Test(arguments: ValueShape.samples)
  func writesWhatJSONEncoderWrites(value: ValueShape) throws {
    #expect(try streamedJSON(value) == foundationJSON(value))
  }

  @Test func sortsMembersWrittenOutOfOrderAndKeepsTheLastOfARepeatedKey() throws {
    let json = try streamedJSON(UnsortedMembers())

    #expect(json == #"{"alpha":"a","mike":{"x":false,"y":true},"zulu":1}"#)
    #expect(try json == foundationJSON(UnsortedMembers()))
  }

  @Test func sortsKeysInStringOrderAsSortedKeysDoes() throws {
    let keys = ["b", "a", "B", "a10", "a9", "", "é", "e", "e\u{301}x", "_", "Z", "😀", "\u{FFFD}"]
    let map = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    let streamed = try streamedJSON(map)
    let foundation = try foundationJSON(map)

    #expect(streamed == foundation)
  }

  @Test func writesASuperclassUnderSuper() throws {
    let record = DerivedRecord(base: 1, own: "o")

    #expect(try streamedJSON(record) == #"{"own":"o","super":{"base":1}}"#)
    #expect(try streamedJSON(record) == foundationJSON(record))
  }

  @Test(arguments: [
    0, -0.0, 1, -1, 0.1, 100, 1e15, 1e16, 1.234_567_890_123_456_8e17, 1e-7, 2.5e-300,
    .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.ulpOfOne, 3.141_592_653_589_793,
  ])
  func spellsDoublesAsFoundationDoes(value: Double) throws {
    #expect(try streamedJSON(value) == foundationJSON(value))
    #expect(try streamedJSON([value]) == foundationJSON([value]))
  }

  @Test(arguments: [Float(0), 0.1, 1e20, .greatestFiniteMagnitude, 1e-7, -2.5])
  func spellsFloatsAsFoundationDoes(value: Float) throws {
    #expect(try streamedJSON(["f": value]) == foundationJSON(["f": value]))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func refusesNumbersJSONCannotHoldAndSaysWhere(value: Double) throws {
    let error = try #require(throws: EncodingError.self) {
      try streamedJSON(ValueShape.Numbers(double: value))
    }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["double"])
  }

  @Test func escapesEveryControlCharacterAndNothingElseAsFoundationDoes() throws {
    let text =
      String(
        String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
      + "\u{2028}\u{2029}é😀/\\\""

    #expect(try streamedJSON(text) == foundationJSON(text))
    #expect(try streamedJSON([text: text]) == foundationJSON([text: text]))
  }

  @Test func writesEveryFixedWidthIntegerAtItsLimits() throws {
    let numbers = ValueShape.Numbers()
    let json = try streamedJSON(numbers)

    #expect(json == (try foundationJSON(numbers)))
    #expect(json.contains(#""int":-9223372036854775808"#))
    #expect(json.contains(#""uint64":18446744073709551615"#))
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObject() throws {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }

    #expect(try streamedJSON(Nothing()) == "{}")
    #expect(try streamedJSON([Nothing()]) == foundationJSON([Nothing()]))
  }

  @Test func aValueWritingToContainersOutOfOrderIsRefused() throws {
    #expect(throws: ValueJSONEncoder.ContainersOutOfOrder.self) {
      try streamedJSON(InterleavedContainers())
    }
  }

  @Test func aValueMixingContainersIsRefusedWhereJSONEncoderWouldStop() throws {
    #expect(throws: ValueJSONEncoder.MixedContainers.self) {
      try streamedJSON(MixedContainers(twice: false))
    }
    #expect(throws: ValueJSONEncoder.MixedContainers.self) {
      try streamedJSON(MixedContainers(twice: true))
    }
  }

  @Test func aFailedValueLeavesTheBufferAsItWas() throws {
    let encoder = ValueJSONEncoder(capacity: 0)
    let first = try encoder.encodeRoot(ValueShape.one(id: "1"))
    #expect(throws: (any Error).self) { try encoder.encodeRoot(InterleavedContainers()) }
    #expect(throws: EncodingError.self) { try encoder.encodeRoot(ValueShape.Numbers(float: .nan)) }
    let second = try encoder.encodeRoot(ValueShape.none)

    #expect(first == 0..<18)
    #expect(second == 18..<29)
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == #"{"one":{"id":"1"}}{"none":{}}"#)
  }

  @Test func aValueNestedDeeperThanCanBeReadBackIsRefused() throws {
    #expect(try streamedJSON(nestedTree(depth: 100)) == foundationJSON(nestedTree(depth: 100)))

    // Each level of the tree is two JSON objects: {"tree":{"_0":…}}.
    #expect(throws: EncodingError.self) {
      try streamedJSON(nestedTree(depth: ValueJSONEncoder.maximumDepth / 2 + 1))
    }
  }
}
