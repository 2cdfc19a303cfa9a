/// Shows text that came from outside (a link, a search field) safely inside one screen line:
/// as a Swift string literal, so quotes, newlines and control characters are escaped, and cut
/// to 64 characters so a hostile value cannot flood the screen.
///
/// - Parameter untrusted: The text as received.
/// - Returns: A quoted literal such as `"A-1"` or `"X\nStatus"`, with `…` when it was cut.
func quoted(_ untrusted: String) -> String {
  let limit = 64
  guard untrusted.count > limit else { return String(reflecting: untrusted) }
  return String(reflecting: String(untrusted.prefix(limit))) + "…"
}
