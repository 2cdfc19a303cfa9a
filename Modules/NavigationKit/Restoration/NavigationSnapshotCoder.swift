public import Foundation

/// Writes a ``NavigationSnapshot`` as versioned JSON and reads it back leniently.
///
/// The format (version 1), keys sorted:
///
/// ```json
/// {"selectedTab":"orders","tabs":[{"id":"orders","path":[{"type":"orders.OrdersDestination",
///  "value":{"detail":{"orderId":"A-1"}}}],"presentations":[{"path":[],"root":{…},
///  "style":"sheet"}]}],"version":1}
/// ```
///
/// Optional members are written only when not the default: a destination's `"transition"`
/// (`{"sourceID": …, "style": "zoom"}`), a presentation's `"options"` (`detents`, `sizing`,
/// `interactiveDismissal`) and `"transition"`, `"columnVisibility"` and `"hiddenTabs"`. Each
/// value is written by `JSONEncoder` (keys sorted, slashes as they are) and read by
/// `JSONDecoder` as its type writes and reads it; equal states write equal bytes.
///
/// Reading never fails and never crashes. A destination whose type key is not registered, or
/// whose value does not decode, is mapped through the changes declared since earlier releases
/// (``DestinationChange``), each mapping reported, or else dropped with everything above it;
/// the rest is kept and each loss is reported, as is a stored option this version does not read (its default restored).
/// Bytes that are not a snapshot, or of a newer version, restore nothing. Unknown members are
/// kept for the snapshot and its tabs (written back by a save of it, up to 64 KiB),
/// and reported as ``RestorationIssue/unknownKeys(scope:keys:)`` below, down to the members of
/// a `value` that its type does not write again (unless `null`). The lists' lengths are checked
/// against the limits (64 tabs, each ``NavigationLimit``) before any value is decoded.
public struct NavigationSnapshotCoder: Sendable {
  /// The allowlist of destination types.
  package let codecs: DestinationCodecRegistry

  /// Creates a coder over an allowlist.
  package init(codecs: DestinationCodecRegistry) {
    self.codecs = codecs
  }

  /// The coder an app of `features` has (``AppNavigator/snapshotCoder``), made without the app
  /// and off the main actor; throws ``CompositionError/duplicateCodec(_:)`` for a key taken twice.
  public init(features: [FeatureModule]) throws(CompositionError) {
    var codecs = DestinationCodecRegistry()
    for feature in features {
      try feature.registerCodec(&codecs)
    }
    self.init(codecs: codecs)
  }

  /// The snapshot as JSON bytes, and what could not be written.
  ///
  /// A destination whose type is not registered as codable, or beyond a ``NavigationLimit``, is
  /// left out with everything above it, so the bytes always restore to a consistent state.
  public func encode(_ snapshot: NavigationSnapshot) -> (data: Data, issues: [RestorationIssue]) {
    var encoder = SnapshotEncoder(codecs: codecs)
    return encoder.encode(snapshot)
  }

  /// The snapshot stored in `data`, with every loss reported; `nil` when nothing can be
  /// restored (the issues say why).
  ///
  /// - Complexity: One `JSONDecoder` pass and one ``encode(_:)``; a file that differs from what
  ///   this version writes, and so may hold unknown members, is read twice.
  public func decode(_ data: Data) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    guard !data.isEmpty else { return (nil, [.notASnapshot(reason: "the file is empty")]) }
    let read = SnapshotDecoder.decode(data, codecs: codecs, findsUnknownMembers: false)
    guard let snapshot = read.snapshot, encode(snapshot).data != data else { return read }
    return SnapshotDecoder.decode(data, codecs: codecs, findsUnknownMembers: true)
  }
}
