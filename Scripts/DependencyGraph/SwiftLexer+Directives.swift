extension SwiftLexer {
  /// Reads an `#if` or `#elseif` condition from `position` to the end of its line, with white
  /// space and comments removed, and leaves `position` at that line break.
  ///
  /// The condition runs on to the next line only while it cannot be complete there: while a
  /// parenthesis is open, or after a trailing `&&` or `||`.
  mutating func readCondition() -> String {
    conditionBytes.removeAll(keepingCapacity: true)
    var depth = 0
    while position < bytes.count {
      let byte = bytes[position]
      if SourceByte.isLineBreak(byte) {
        guard depth > 0 || endsWithLogicalOperator() else { break }
        position += 1
      } else if SourceByte.isHorizontalSpace(byte) {
        position += 1
      } else if byte == SourceByte.slash && peek(1) == SourceByte.slash {
        skipLineComment()
      } else if byte == SourceByte.slash && peek(1) == SourceByte.asterisk {
        skipBlockComment()
      } else {
        if byte == SourceByte.leftParen {
          depth += 1
        } else if byte == SourceByte.rightParen {
          depth = max(depth - 1, 0)
        }
        conditionBytes.append(byte)
        position += 1
      }
    }
    return String(decoding: conditionBytes, as: UTF8.self)
  }

  /// Whether the condition read so far ends with `&&` or `||`.
  private func endsWithLogicalOperator() -> Bool {
    guard let last = conditionBytes.last, conditionBytes.count >= 2,
      last == SourceByte.ampersand || last == SourceByte.verticalBar
    else { return false }
    return conditionBytes[conditionBytes.count - 2] == last
  }
}
