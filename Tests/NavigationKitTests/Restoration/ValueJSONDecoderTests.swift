import Foundation
import Testing

@testable import NavigationKit

@Suite struct ValueJSONDecoderTests {
  @Test(arguments: ValueShape.samples)
  func readsWhatJSONEncoderWrote(value: ValueShape) throws {
    #expect(try readJSON(ValueShape.self, from: foundationJSON(value)) == value)
  }

  @Test func readsASuperclassThroughSuperDecoder() throws {
    let record = DerivedRecord(base: 2, own: "o")

    #expect(try readJSON(DerivedRecord.self, from: streamedJSON(record)) == record)
  }

  @Test func readsWhatJSONDecoderReadsFromHandWrittenJSON() throws {
    let stored = [
      // Escaped text, escaped keys, surrogate pairs, whitespace.
      #"{ "one" : { "id" : "\u00e9\ud83d\ude00\n\"\/\\" } }"#,
      #"{"\u006fne":{"i\u0064":"x"}}"#,
      // A repeated key: the first is read, as JSONDecoder reads it.
      #"{"one":{"id":"first","id":"second"}}"#,
      #"{"none":{},"none":{}}"#,
      // Members this version does not know, and optional members left out or null.
      #"{"none":{"later":[1,{"a":null}]}}"#,
      #"{"optional":{"text":null}}"#,
      // Whole numbers written with a fraction or an exponent.
      #"{"two":{"productId":"p","quantity":1.0}}"#,
      #"{"two":{"productId":"p","quantity":-1e2}}"#,
      #"{"unlabeled":{"_0":"a","_1":0}}"#,
    ]
    for json in stored {
      let expected = try foundationRead(ValueShape.self, from: json)
      #expect(try readJSON(ValueShape.self, from: json) == expected, "\(json)")
    }
  }

  @Test(arguments: [
    (#"{"int8":128}"#, "int8"), (#"{"int8":-129}"#, "int8"), (#"{"uint8":-1}"#, "uint8"),
    (#"{"uint64":18446744073709551616}"#, "uint64"),
    (#"{"int":9223372036854775808}"#, "int"), (#"{"int":1.5}"#, "int"),
    (#"{"int":1e400}"#, "int"), (#"{"int":100000000000000000000000}"#, "int"),
    (#"{"float":1e39}"#, "float"), (#"{"double":1e400}"#, "double"),
    (#"{"double":-1e400}"#, "double"),
  ])
  func aNumberThatDoesNotFitIsAnErrorNamingWhere(json: String, key: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try readJSON(PartialNumbers.self, from: json)
    }
    #expect(throws: DecodingError.self) { try foundationRead(PartialNumbers.self, from: json) }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == [key])
  }

  @Test func numbersAtTheLimitsOfTheirTypesRead() throws {
    let json = try foundationJSON(ValueShape.Numbers())

    #expect(try readJSON(ValueShape.Numbers.self, from: json) == ValueShape.Numbers())
    #expect(try readJSON(PartialNumbers.self, from: #"{"uint8":-0,"int":-0}"#).uint8 == 0)
  }

  @Test(arguments: [
    (#"{"two":{"productId":"p","quantity":"3"}}"#, ["two", "quantity"], "typeMismatch"),
    (#"{"two":{"productId":"p"}}"#, ["two"], "keyNotFound"),
    (#"{"two":{"productId":null,"quantity":3}}"#, ["two", "productId"], "valueNotFound"),
    (#"{"two":[]}"#, ["two"], "typeMismatch"),
    (#"{"none":{},"one":{"id":"x"}}"#, [], "typeMismatch"),
    (#"{"nowhere":{}}"#, [], "typeMismatch"),
    (#"[]"#, [], "typeMismatch"),
    (#"{"list":{"_0":[1,"2"],"names":[]}}"#, ["list", "_0", "Index 1"], "typeMismatch"),
    (
      #"{"nested":{"_0":{"title":"t","tags":[null],"flag":true}}}"#,
      ["nested", "_0", "tags", "Index 0"], "valueNotFound"
    ),
    (
      #"{"foundation":{"_0":{"data":"!!","date":0,"decimal":1}}}"#,
      ["foundation", "_0", "data"], "dataCorrupted"
    ),
    (
      #"{"foundation":{"_0":{"data":"","url":"","date":0,"decimal":1}}}"#,
      ["foundation", "_0", "url"], "dataCorrupted"
    ),
  ])
  func aValueOfTheWrongShapeIsAnErrorNamingWhere(json: String, path: [String], kind: String)
    throws
  {
    let error = try #require(throws: DecodingError.self) {
      try readJSON(ValueShape.self, from: json)
    }
    #expect(throws: DecodingError.self) { try foundationRead(ValueShape.self, from: json) }
    let (found, context): (String, DecodingError.Context?) =
      switch error {
      case .typeMismatch(_, let context): ("typeMismatch", context)
      case .valueNotFound(_, let context): ("valueNotFound", context)
      case .keyNotFound(_, let context): ("keyNotFound", context)
      case .dataCorrupted(let context): ("dataCorrupted", context)
      @unknown default: ("unknown", nil)
      }
    #expect(found == kind)
    #expect(context?.codingPath.map(\.stringValue) == path)
  }

  @Test func anUnkeyedContainerCountsItsElementsAndStopsAtItsEnd() throws {
    struct ThreeInts: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        #expect(container.count == 2)
        #expect(try container.decodeNil() == false)
        _ = try container.decode(Int.self)
        #expect(try container.decodeNil())
        #expect(container.isAtEnd)
        #expect(container.currentIndex == 2)
        _ = try container.decode(Int.self)
      }
    }

    #expect(throws: DecodingError.self) { try readJSON(ThreeInts.self, from: "[1,null]") }
  }

  @Test func aRecursiveValueReadsAsDeepAsItWasWritten() throws {
    let tree = nestedTree(depth: 200)

    #expect(try readJSON(ValueShape.self, from: streamedJSON(tree)) == tree)
  }
}

/// Some numbers, each optional, to read one at a time.
struct PartialNumbers: Decodable {
  var int: Int?
  var int8: Int8?
  var uint8: UInt8?
  var uint64: UInt64?
  var float: Float?
  var double: Double?
}
