public import Foundation

/// Writes a ``NavigationSnapshot`` as versioned JSON and reads it back leniently.
///
/// The format (version 1), with keys sorted:
///
/// ```json
/// {"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"orders.OrdersDestination",
///  "value":{"detail":{"orderId":"A-1"}}}],"presentations":[{"path":[],"root":{…},
///  "style":"sheet"}]}],"version":1}
/// ```
///
/// A destination pushed with a transition other than the platform's has it as a
/// `"transition"` member (`{"sourceID": …, "style": "zoom"}`), and a presentation its
/// `"options"` (`detents`, `sizing`, `interactiveDismissal`) and `"transition"`, each only when
/// not the default, so a state without them writes what earlier versions wrote and their files
/// read as before. A stored value this version does not read is reported
/// (``RestorationIssue/invalidPresentationOption(scope:option:value:)``) and its default
/// restored.
///
/// A split view's columns, when not the default `automatic`, are written first as
/// `"columnVisibility":"detailOnly"`; files without the key (all files written before split
/// views) read as before, and an unknown value is reported and read as `automatic`.
///
/// Reading never fails and never crashes. A destination whose type key is not registered, or
/// whose value does not decode, is dropped with everything above it on its stack (those screens
/// were reached through it) and everything presented above; the rest is kept and each loss is
/// reported. Bytes that are not a snapshot, or a snapshot of a newer version, restore nothing.
/// Members this version does not know are kept as stored when they belong to the snapshot or a
/// tab (``NavigationSnapshot/preservedMembers``, written back by ``encode(_:)``), up to
/// ``NavigationSnapshot/maximumPreservedSize`` bytes in all (more is reported as
/// ``RestorationIssue/oversizedUnknownKeys(scope:keys:limit:)`` and not kept); they are
/// reported as ``RestorationIssue/unknownKeys(scope:keys:)`` at every depth below, which cannot
/// keep them: in a presentation, its `options` or `transition`, a destination, its
/// `transition`, or its `value` (a member the value's type never asked for while decoding).
///
/// The snapshot's structure is written and read by hand. The destinations' values are written
/// by the coder's own `Encoder`, straight into the output's bytes, as `JSONEncoder` with sorted
/// keys writes them, and read by its own `Decoder` straight from the one parse of the file, as
/// `JSONDecoder` reads them; so a snapshot costs less than plain typed JSON of its destinations,
/// and files written by earlier versions read as before.
public struct NavigationSnapshotCoder: Sendable {
  /// The allowlist of destination types.
  package let codecs: DestinationCodecRegistry

  /// Creates a coder over an allowlist.
  package init(codecs: DestinationCodecRegistry) {
    self.codecs = codecs
  }

  /// A coder of the destination types of `features`: the coder an app of these features has
  /// (``AppNavigator/snapshotCoder``), made without the app and off the main actor, such as to
  /// read stored state before the app starts.
  ///
  /// - Parameter features: The app's features; each `Codable` destination type joins the
  ///   allowlist.
  /// - Throws: ``CompositionError/duplicateCodec(_:)`` when two features' types have the same
  ///   key.
  public init(features: [FeatureModule]) throws(CompositionError) {
    var codecs = DestinationCodecRegistry()
    for feature in features {
      try feature.registerCodec(&codecs)
    }
    self.init(codecs: codecs)
  }

  /// The snapshot as JSON bytes, and what could not be written.
  ///
  /// A destination whose type is not registered as codable is left out with everything above
  /// it, so the bytes always restore to a consistent state; so is a destination or a
  /// presentation beyond a ``NavigationLimit``, so ``decode(_:)`` never refuses what this wrote.
  ///
  /// - Complexity: O(*n*) in the size of the output: each destination's value is written once,
  ///   straight into it.
  public func encode(_ snapshot: NavigationSnapshot) -> (data: Data, issues: [RestorationIssue]) {
    var encoder = SnapshotEncoder(codecs: codecs, snapshot: snapshot)
    return encoder.encode()
  }

  /// The snapshot stored in `data`, with every loss reported; `nil` when nothing can be
  /// restored (the issues say why).
  ///
  /// - Complexity: One pass over the bytes, then one walk of what it found: each stored
  ///   destination's value is decoded from that parse, not parsed again.
  public func decode(_ data: Data) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    data.withUnsafeBytes { bytes in
      guard let tape = JSONTape(bytes) else {
        return (nil, [.notASnapshot(reason: data.isEmpty ? "the file is empty" : "not JSON")])
      }
      var decoder = SnapshotDecoder(codecs: codecs, tape: tape)
      return decoder.decode()
    }
  }
}
