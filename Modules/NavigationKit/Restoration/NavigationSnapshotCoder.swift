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
/// Members this version does not know are kept, as compact JSON with sorted keys, when they
/// belong to the snapshot or a tab (``NavigationSnapshot/preservedMembers``, written back by
/// ``encode(_:)``), up to 64 KiB in all (more is reported as
/// ``RestorationIssue/oversizedUnknownKeys(scope:keys:limit:)`` and not kept); they are
/// reported as ``RestorationIssue/unknownKeys(scope:keys:)`` at every depth below, which cannot
/// keep them: in a presentation, its `options` or `transition`, a destination, its
/// `transition`, or its `value` (a member that writing the decoded value again leaves out:
/// its type does not keep it, and the next save would drop it; one whose value is `null`
/// holds nothing to lose and is not reported). A stored value is quoted in an issue as JSON
/// with sorted keys.
///
/// Each destination's value is written by `JSONEncoder` (keys sorted, slashes as they are)
/// and read by `JSONDecoder`, as its type writes and reads it, on its own: one that fails is
/// dropped and reported alone. The structure around the values is written in the same
/// sorted-key form, so equal states write equal bytes, and files written by earlier versions
/// read as before. Before any value is decoded, the lists' lengths are checked against the
/// limits (64 tabs, and each ``NavigationLimit``); nesting deeper than `JSONDecoder` reads
/// (512 levels) is not JSON to it.
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
  /// - Complexity: One `JSONEncoder` call for each destination's value.
  public func encode(_ snapshot: NavigationSnapshot) -> (data: Data, issues: [RestorationIssue]) {
    var encoder = SnapshotEncoder(codecs: codecs)
    return encoder.encode(snapshot)
  }

  /// The snapshot stored in `data`, with every loss reported; `nil` when nothing can be
  /// restored (the issues say why).
  ///
  /// - Complexity: One `JSONDecoder` pass over the bytes, then one ``encode(_:)`` of what it
  ///   read. A file this version wrote is what that writes, so none of its members can be
  ///   unknown; a file that differs (another version or a hand wrote it) is read a second time,
  ///   looking for them.
  public func decode(_ data: Data) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    guard !data.isEmpty else { return (nil, [.notASnapshot(reason: "the file is empty")]) }
    var read = SnapshotDecoder.decode(data, codecs: codecs, findsUnknownMembers: false)
    if case .success(let first) = read, encode(first.snapshot).data != data {
      read = SnapshotDecoder.decode(data, codecs: codecs, findsUnknownMembers: true)
    }
    switch read {
    case .success(let read): return (read.snapshot, read.issues)
    case .failure(let refusal): return (nil, [refusal.issue])
    }
  }
}
