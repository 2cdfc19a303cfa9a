import Foundation
import Testing

@testable import NavigationKit

/// The snapshot coder writes each destination's value as `JSONEncoder` wrote it, reads what it
/// read, and keeps its limits.
@Suite struct SnapshotValueCodingTests {
  let coder: NavigationSnapshotCoder

  init() throws {
    var codecs = try makeCodecs()
    try codecs.register(ShapeDestination.self)
    try codecs.register(InterleavedDestination.self)
    try codecs.register(NumbersDestination.self)
    try codecs.register(SilentDestination.self)
    coder = NavigationSnapshotCoder(codecs: codecs)
  }

  /// A snapshot of one tab, "shelf", with `path`.
  func snapshot(_ path: [AnyDestination], presentations: [NavigationSnapshot.Presentation] = [])
    -> NavigationSnapshot
  {
    NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: path, presentations: presentations)])
  }

  @Test(arguments: ValueShape.samples)
  func everyShapeIsWrittenAsJSONEncoderWroteItAndReadBack(shape: ValueShape) throws {
    let stored = snapshot([ShapeDestination(shape: shape).erased])
    let (data, issues) = coder.encode(stored)
    let text = String(decoding: data, as: UTF8.self)

    #expect(issues.isEmpty)
    #expect(text.contains(#""value":\#(try foundationJSON(ShapeDestination(shape: shape)))}"#))
    let (decoded, decodingIssues) = coder.decode(data)
    #expect(decodingIssues.isEmpty)
    #expect(decoded == stored)
  }

  @Test func aValueWritingContainersOutOfOrderIsWrittenByJSONEncoder() throws {
    let stored = snapshot([Shelf.home, InterleavedDestination().erased, Shelf.box("1")])
    let (data, issues) = coder.encode(stored)

    #expect(issues.isEmpty)
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""value":\#(try foundationJSON(InterleavedDestination()))}"#))
    #expect(coder.decode(data).snapshot == stored)
  }

  @Test func aValueThatWritesNothingIsStoredAsAnEmptyObject() throws {
    let stored = snapshot([Shelf.home, SilentDestination().erased])
    let (data, issues) = coder.encode(stored)

    #expect(issues.isEmpty)
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""type":"silent.SilentDestination","value":{}}"#))
    #expect(coder.decode(data).snapshot == stored)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aValueJSONCannotHoldIsLeftOutWithWhatIsAboveAndReported(number: Double) throws {
    let unwritable = ShapeDestination(shape: .numbers(.init(double: number))).erased
    let (data, issues) = coder.encode(snapshot([Shelf.home, unwritable, Shelf.box("1")]))

    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2, reason: .undecodableValue("shape.ShapeDestination")
        )
      ])
    #expect(coder.decode(data).snapshot == snapshot([Shelf.home]))
  }

  /// Stored values as a hand or an earlier version wrote them: each reads as `JSONDecoder`
  /// reads it, and only a member its type does not keep is reported.
  @Test(
    arguments: [
      // Escaped text, escaped keys, surrogate pairs, whitespace.
      (#"{ "one" : { "id" : "\u00e9\ud83d\ude00\n\"\/\\" } }"#, nil),
      (#"{"\u006fne":{"i\u0064":"x"}}"#, nil),
      // A repeated key: the first is read, as JSONDecoder reads it.
      (#"{"one":{"id":"first","id":"second"}}"#, nil),
      (#"{"none":{},"none":{}}"#, nil),
      // Optional members left out or null.
      (#"{"optional":{"text":null}}"#, nil),
      // Whole numbers written with a fraction or an exponent.
      (#"{"two":{"productId":"p","quantity":1.0}}"#, nil),
      (#"{"two":{"productId":"p","quantity":-1e2}}"#, nil),
      (#"{"unlabeled":{"_0":"a","_1":0}}"#, nil),
      // A member this version does not know.
      (#"{"none":{"later":[1,{"a":null}]}}"#, "later"),
    ] as [(String, String?)])
  func aValueReadsAsJSONDecoderReadsIt(json: String, unknown: String?) throws {
    let value = #"{"type":"shape.ShapeDestination","value":{"shape":\#(json)}}"#
    let (decoded, issues) = coder.decode(
      StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [value])]))

    let expected = ShapeDestination(shape: try foundationRead(ValueShape.self, from: json))
    #expect(decoded?.tabs.first?.path == [expected.erased])
    #expect(
      issues
        == (unknown.map { [.unknownKeys(scope: "shelf[0]/value/shape/none", keys: [$0])] } ?? []))
  }

  /// A value that does not read as its type — a number that does not fit, a value of another
  /// kind, a missing member — is dropped with what is above it, where `JSONDecoder` fails too.
  @Test(arguments: [
    #"{"int8":128}"#, #"{"int8":-129}"#, #"{"uint8":-1}"#, #"{"uint64":18446744073709551616}"#,
    #"{"int":9223372036854775808}"#, #"{"int":1.5}"#, #"{"int":1e400}"#,
    #"{"int":100000000000000000000000}"#, #"{"float":1e39}"#, #"{"double":1e400}"#,
    #"{"double":-1e400}"#, #"{"int":"3"}"#, #"{"int":[]}"#, #"{"text":"\ud800"}"#, "[]", "7",
  ])
  func aValueThatDoesNotReadIsDroppedWhereJSONDecoderFails(numbers: String) throws {
    #expect(throws: DecodingError.self) { try foundationRead(PartialNumbers.self, from: numbers) }
    let value = #"{"type":"numbers.NumbersDestination","value":{"numbers":\#(numbers)}}"#
    let tab = StoredJSON.tab("shelf", path: [StoredJSON.box("1"), value, StoredJSON.box("2")])

    let (decoded, issues) = coder.decode(StoredJSON.document(tabs: [tab]))

    #expect(decoded?.tabs.first?.path == [Shelf.box("1")])
    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2,
          reason: .undecodableValue("numbers.NumbersDestination"))
      ])
  }

  @Test func numbersAtTheLimitsOfTheirTypesRead() throws {
    let value =
      #"{"type":"numbers.NumbersDestination","value":{"numbers":{"uint8":-0,"int":-0,"uint64":18446744073709551615,"double":2.5e-300}}}"#
    let (decoded, issues) = coder.decode(
      StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [value])]))

    #expect(issues.isEmpty)
    let numbers = PartialNumbers(int: 0, uint8: 0, uint64: .max, double: 2.5e-300)
    #expect(decoded?.tabs.first?.path == [NumbersDestination(numbers: numbers).erased])
  }

  @Test func aFileWrittenByEarlierVersionsReads() throws {
    // As JSONEncoder wrote values: escaped slashes and text, members in any order, spaces.
    let file = #"""
      {"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","presentations":[],
      "path":[{"type":"shelf.ShelfDestination","value":{"label":{"size":4,"text":"a\/b \u00e9"}}},
      {"value":{"measure":{"visible":true,"scale":0.5}},"type":"shelf.ShelfDestination"},
      {"type":"shape.ShapeDestination","value":{"shape":{"foundation":{"_0":{"data":"AAEC+v8=",
      "url":"https:\/\/example.com\/a\/b?c=d&e=%20","decimal":12.5,"date":12.25,
      "id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}}}}}]}]}
      """#
    let (decoded, issues) = coder.decode(Data(file.utf8))

    #expect(issues.isEmpty)
    #expect(
      decoded?.tabs.first?.path == [
        Shelf.label("a/b é", size: 4), ShelfDestination.measure(scale: 0.5, visible: true).erased,
        ShapeDestination(shape: .foundation(.init())).erased,
      ])
  }

  @Test func oneValueThatDoesNotReadLosesOnlyItsOwnStack() throws {
    let tabs = [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1"), StoredJSON.box("2")]),
      StoredJSON.tab(
        "crate",
        path: [
          StoredJSON.open("3"),
          #"{"type":"shape.ShapeDestination","value":{"shape":{"two":{"productId":"p","quantity":1e30}}}}"#,
          StoredJSON.open("4"),
        ]),
    ]
    let (decoded, issues) = coder.decode(StoredJSON.document(tabs: tabs))

    #expect(
      issues == [
        .dropped(
          scope: "crate", position: 1, count: 2, reason: .undecodableValue("shape.ShapeDestination")
        )
      ])
    #expect(decoded?.tabs.map(\.path) == [[Shelf.box("1"), Shelf.box("2")], [Crate.open("3")]])
  }

  @Test func theDeepestValueThatIsWrittenIsReadBackAtTheDeepestPlace() throws {
    // The deepest tree written, as the top of a sheet's stack: each level of the tree is two
    // JSON objects ({"tree":{"_0":…}}), and its leaf two more ({"none":{}}), in the
    // destination's own {"shape":…}.
    let depth = (SnapshotEncoder.maximumValueDepth - 3) / 2
    #expect(depth > 200)
    let deepest = ShapeDestination(shape: nestedTree(depth: depth)).erased
    let stored = snapshot(
      [Shelf.home],
      presentations: [.init(style: .sheet, root: Shelf.home, path: [Shelf.home, deepest])])
    let (data, issues) = coder.encode(stored)

    #expect(issues.isEmpty)
    #expect(coder.decode(data).snapshot == stored)
    let tooDeep = ShapeDestination(shape: nestedTree(depth: depth + 1)).erased
    let (_, refused) = coder.encode(snapshot([Shelf.home, tooDeep]))
    #expect(
      refused == [
        .dropped(
          scope: "shelf", position: 1, count: 1, reason: .undecodableValue("shape.ShapeDestination")
        )
      ])
  }

  @Test func aValueNestedBeyondTheLimitIsNotASnapshot() throws {
    let value = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let tab = StoredJSON.tab(
      "shelf", path: [#"{"type":"shape.ShapeDestination","value":\#(value)}"#])
    let (decoded, issues) = coder.decode(StoredJSON.document(tabs: [tab]))

    #expect(decoded == nil)
    #expect(issues == [.notASnapshot(reason: "not JSON")])
  }
}

/// Some numbers and a text, each optional, to read one at a time.
struct PartialNumbers: Codable, Hashable, Sendable {
  var int: Int?
  var int8: Int8?
  var uint8: UInt8?
  var uint64: UInt64?
  var float: Float?
  var double: Double?
  var text: String?
}

/// A destination whose value is ``PartialNumbers``.
struct NumbersDestination: NavigationDestination, Codable {
  var numbers: PartialNumbers

  static let moduleName = "numbers"
  var access: AccessPolicy { .open }
}
