import Foundation

/// One source file, read and scanned.
struct ScannedFile: Sendable {
  /// The path relative to the package root.
  let path: String
  let scan: SourceScan
  /// Why the file could not be read, if it could not.
  let error: String?
}

/// Reads and scans every Swift source of every target, on every core.
struct SourceScanner {
  let root: URL

  /// The scanned files of each target, by target name.
  func scan(_ targets: [PackageGraph.Target]) -> [String: [ScannedFile]] {
    let jobs = targets.flatMap { target in
      target.sources.map { (target: target.name, path: Self.path(of: $0, in: target.path)) }
    }
    let results = ResultSlots<ScannedFile>(count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      results[index] = read(jobs[index].path)
    }
    var byTarget: [String: [ScannedFile]] = [:]
    for (index, job) in jobs.enumerated() {
      if let file = results[index] {
        byTarget[job.target, default: []].append(file)
      }
    }
    return byTarget
  }

  /// A source's path as findings show it: relative to the package root, or absolute for a
  /// source outside it (a Tuist target may list one).
  static func path(of source: String, in folder: String) -> String {
    if source.hasPrefix("/") || folder == "." || folder.isEmpty { return source }
    return "\(folder)/\(source)"
  }

  private func read(_ path: String) -> ScannedFile {
    do {
      let bytes = try SourceFileReader.bytes(
        atPath: path.hasPrefix("/") ? path : "\(rootPath)/\(path)")
      return ScannedFile(path: path, scan: ImportScanner.scan(utf8: bytes), error: nil)
    } catch {
      return ScannedFile(
        path: path, scan: SourceScan(imports: [], wholeFileFence: nil), error: error.reason)
    }
  }

  /// The root's path, without a trailing slash.
  private var rootPath: String {
    let path = root.path
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}

/// Slots that concurrent workers fill, each slot written by exactly one worker.
// @unchecked Sendable: every slot is written once, by the one iteration of
// `concurrentPerform` that owns its index, and read only after `concurrentPerform` returns,
// which orders those writes before the reads. The lock guards the array's storage itself.
final class ResultSlots<Element>: @unchecked Sendable {
  private var slots: [Element?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  subscript(index: Int) -> Element? {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }
}
