import Foundation
import NavigationKit

/// A state file, whatever its bytes, decodes without a crash; what is restored into the app's
/// real tabs is saved as a file that decodes, with no issue, to exactly that state, and
/// restoring that state changes nothing.
enum SnapshotRoundTrip {
  @MainActor
  static func check(_ input: [UInt8]) throws(FuzzFailure) {
    let app = try FuzzApp.app()
    let coder = try FuzzApp.appCoder()
    guard let snapshot = coder.decode(Data(input)).snapshot else { return }
    app.restore(snapshot)
    let restored = app.snapshot
    let (saved, encodingIssues) = coder.encode(restored)
    guard encodingIssues.isEmpty else {
      throw FuzzFailure("saving the restored state \(restored) reported \(encodingIssues)")
    }
    let (reread, decodingIssues) = coder.decode(saved)
    guard decodingIssues.isEmpty, reread == restored else {
      throw FuzzFailure(
        "the restored state \(restored) was saved as \(String(decoding: saved, as: UTF8.self)), "
          + "which reads back as \(String(describing: reread)) with issues \(decodingIssues)")
    }
    let issues = app.restore(restored)
    guard issues.isEmpty, app.snapshot == restored else {
      throw FuzzFailure(
        "restoring the restored state \(restored) again gave \(app.snapshot), issues \(issues)"
      )
    }
  }
}
