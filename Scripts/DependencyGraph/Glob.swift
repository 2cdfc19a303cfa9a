/// A target-name pattern: `*` matches any run of characters (`Feature*`), `?` one character;
/// everything else matches itself.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let scalars: [Unicode.Scalar]

  /// Creates a pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    self.scalars = Array(pattern.unicodeScalars)
  }

  /// Whether `name` matches the whole pattern.
  public func matches(_ name: String) -> Bool {
    let name = Array(name.unicodeScalars)
    var p = 0
    var n = 0
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < scalars.count, scalars[p] == "?" || scalars[p] == name[n] {
        p += 1
        n += 1
      } else if p < scalars.count, scalars[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < scalars.count, scalars[p] == "*" { p += 1 }
    return p == scalars.count
  }

  /// The pattern.
  public var description: String { pattern }
}
