/// Shows text that came from outside, such as part of a deep link, safely inside one line.
enum UntrustedText {
  /// The longest excerpt shown, in characters.
  static let limit = 64

  /// `untrusted` as a Swift string literal, so quotes, newlines and control characters are
  /// escaped, cut to ``limit`` characters with `…` so a hostile value cannot flood a log.
  static func quoted(_ untrusted: some StringProtocol) -> String {
    guard untrusted.count > limit else { return String(reflecting: String(untrusted)) }
    return String(reflecting: String(untrusted.prefix(limit))) + "…"
  }
}
