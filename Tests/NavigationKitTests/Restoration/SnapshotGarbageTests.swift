import Foundation
import NavigationKit
import Testing

@Suite struct SnapshotGarbageTests {
  @Test func emptyDataIsNotASnapshot() throws {
    let (snapshot, issues) = try makeCoder().decode(Data())

    #expect(snapshot == nil)
    #expect(issues == [.notASnapshot(reason: "the file is empty")])
    #expect(issues.allSatisfy { $0.restoredNothing })
  }

  @Test func everyTruncationOfAValidFileIsNotASnapshot() throws {
    let coder = try makeCoder()
    let data = coder.encode(richSnapshot).data
    #expect(data.count > 300)

    for length in 0..<data.count {
      let (snapshot, issues) = coder.decode(data.prefix(length))
      let expected = length == 0 ? "the file is empty" : "not JSON"
      #expect(snapshot == nil, "cut at \(length)")
      #expect(issues == [.notASnapshot(reason: expected)], "cut at \(length)")
    }
  }

  @Test(arguments: [1, 2, 3, 42, 1_000, 65_535] as [UInt64])
  func randomBytesAreNotASnapshot(seed: UInt64) throws {
    let coder = try makeCoder()
    var generator = SeededGenerator(seed: seed)

    for length in [1, 2, 7, 64, 500, 4_096] {
      let bytes = generator.bytes(length)
      for data in [Data(bytes), Data("{".utf8) + Data(bytes)] {
        let (snapshot, issues) = coder.decode(data)
        #expect(snapshot == nil, "seed \(seed), \(length) bytes")
        #expect(issues.count == 1, "seed \(seed), \(length) bytes")
        #expect(issues.allSatisfy { $0.restoredNothing }, "seed \(seed), \(length) bytes")
      }
    }
  }

  /// Whatever survives damage to a valid file must itself be a consistent snapshot: writing it
  /// again and reading that back loses nothing more.
  @Test(arguments: [7, 8, 9, 10, 11, 12, 13, 14] as [UInt64])
  func damagedBytesNeverCrashAndWhatIsKeptIsConsistent(seed: UInt64) throws {
    let coder = try makeCoder()
    let original = [UInt8](coder.encode(richSnapshot).data)
    var generator = SeededGenerator(seed: seed)

    for _ in 0..<200 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: bytes.indices, using: &generator)
        bytes[index] = UInt8.random(in: .min ... .max, using: &generator)
      }
      let (snapshot, issues) = coder.decode(Data(bytes))
      if let snapshot {
        #expect(!issues.contains { $0.restoredNothing })
        let (again, againIssues) = coder.decode(coder.encode(snapshot).data)
        #expect(again == snapshot)
        #expect(againIssues == [])
      } else {
        #expect(issues.count == 1)
        #expect(issues.allSatisfy { $0.restoredNothing })
      }
    }
  }

  @Test(arguments: ["[", "{\"a\":"])
  func tenThousandNestedContainersRestoreNothing(opener: String) throws {
    let closer = opener == "[" ? "]" : "}"
    let text =
      String(repeating: opener, count: 10_000) + "1" + String(repeating: closer, count: 10_000)

    let (snapshot, issues) = try makeCoder().decode(Data(text.utf8))

    #expect(snapshot == nil)
    #expect(issues.count == 1)
    #expect(issues.allSatisfy { $0.restoredNothing })
  }

  @Test func deeplyNestedValueInsideAStackIsDroppedOrRefused() throws {
    let nested = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        path: [StoredJSON.box("1"), #"{"type":"shelf.ShelfDestination","value":"# + nested + "}"])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    if let snapshot {
      #expect(snapshot.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
      #expect(
        issues == [
          .dropped(scope: "shelf", position: 1, count: 1, reason: .undecodableValue(shelfKey))
        ])
    } else {
      #expect(issues == [.notASnapshot(reason: "not JSON")])
    }
  }

  @Test func moderatelyNestedValueInsideAStackIsDropped() throws {
    let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab(
        "shelf",
        path: [StoredJSON.box("1"), #"{"type":"shelf.ShelfDestination","value":"# + nested + "}"])
    ])

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(
      issues == [
        .dropped(scope: "shelf", position: 1, count: 1, reason: .undecodableValue(shelfKey))
      ])
  }

  @Test func aHugeStringValueIsKept() throws {
    let coder = try makeCoder()
    let long = String(repeating: "ü", count: 1_000_000)
    let snapshot = NavigationSnapshot(
      selectedTab: "shelf", tabs: [.init(id: "shelf", path: [Shelf.box(long)])])

    let (decoded, issues) = coder.decode(coder.encode(snapshot).data)

    #expect(issues == [])
    #expect(decoded == snapshot)
  }
}
