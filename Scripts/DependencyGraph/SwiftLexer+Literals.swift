/// A string literal or an interpolation open while the lexer skips a literal.
enum LiteralFrame {
  /// A string literal's text, with its number of `#` delimiters.
  case string(hashes: Int, isMultiline: Bool)
  /// Code interpolated with `\(…)`, with the depth of the parentheses open inside it.
  case interpolation(depth: Int)
}

extension SwiftLexer {
  /// Skips a line comment up to (not past) the line break that ends it.
  mutating func skipLineComment() {
    while position < bytes.count && !SourceByte.isLineBreak(bytes[position]) {
      position += 1
    }
  }

  /// Skips a block comment, counting nested `/* */` pairs; returns whether it spans a line
  /// break. An unterminated comment runs to the end of the file.
  @discardableResult
  mutating func skipBlockComment() -> Bool {
    position += 2
    var depth = 1
    var hasLineBreak = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == SourceByte.asterisk && peek(1) == SourceByte.slash {
        position += 2
        depth -= 1
        if depth == 0 { break }
      } else if byte == SourceByte.slash && peek(1) == SourceByte.asterisk {
        position += 2
        depth += 1
      } else {
        hasLineBreak = hasLineBreak || SourceByte.isLineBreak(byte)
        position += 1
      }
    }
    return hasLineBreak
  }

  /// Skips a `#/…/#` regex literal (any number of `#`), which may span lines.
  mutating func skipExtendedRegex(hashes: Int) {
    position += hashes + 1
    while position < bytes.count {
      if bytes[position] == SourceByte.slash && hashesFollow(position + 1, count: hashes) {
        position += 1 + hashes
        return
      }
      position += 1
    }
  }

  /// Skips the string literal that starts at `position` (with its `#` delimiters, if raw),
  /// including everything interpolated into it at any depth.
  ///
  /// A line break inside a single-line string, or inside code interpolated into one, ends the
  /// whole literal there, as the Swift lexer does for an unterminated string.
  mutating func skipStringLiteral() {
    literalFrames.removeAll(keepingCapacity: true)
    singleLineStringCount = 0
    openString()
    while let frame = literalFrames.last, position < bytes.count {
      switch frame {
      case .string(let hashes, let isMultiline):
        skipStringText(hashes: hashes, isMultiline: isMultiline)
      case .interpolation(let depth):
        skipInterpolation(depth: depth)
      }
    }
    literalFrames.removeAll(keepingCapacity: true)
    singleLineStringCount = 0
  }

  /// Whether `count` `#` bytes start at `index`.
  private func hashesFollow(_ index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    var offset = 0
    while offset < count {
      if bytes[index + offset] != SourceByte.pound { return false }
      offset += 1
    }
    return true
  }

  /// Reads a string literal's opening delimiter at `position` and pushes its frame.
  private mutating func openString() {
    var hashes = 0
    while position < bytes.count && bytes[position] == SourceByte.pound {
      hashes += 1
      position += 1
    }
    position += 1
    if peek(0) == SourceByte.quote && peek(1) == SourceByte.quote {
      position += 2
      literalFrames.append(.string(hashes: hashes, isMultiline: true))
    } else {
      literalFrames.append(.string(hashes: hashes, isMultiline: false))
      singleLineStringCount += 1
    }
  }

  /// Closes the innermost frame.
  private mutating func closeFrame() {
    if case .string(_, isMultiline: false) = literalFrames.popLast() {
      singleLineStringCount -= 1
    }
  }

  /// Skips string text up to the next event: the closing delimiter, an interpolation, or a
  /// line break that ends a single-line string.
  private mutating func skipStringText(hashes: Int, isMultiline: Bool) {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == SourceByte.backslash {
        let escaped = position + 1 + hashes
        guard hashesFollow(position + 1, count: hashes), escaped < bytes.count else {
          position += 1
          continue
        }
        if bytes[escaped] == SourceByte.leftParen {
          position = escaped + 1
          literalFrames.append(.interpolation(depth: 0))
          return
        }
        // Skip the escaped byte, so `\"` does not end the string, but never a line break
        // that ends a single-line string.
        let endsLine = !isMultiline && SourceByte.isLineBreak(bytes[escaped])
        position = endsLine ? escaped : escaped + 1
      } else if byte == SourceByte.quote {
        let delimiter = isMultiline ? 3 : 1
        if !isMultiline || (peek(1) == SourceByte.quote && peek(2) == SourceByte.quote),
          hashesFollow(position + delimiter, count: hashes)
        {
          position += delimiter + hashes
          closeFrame()
          return
        }
        position += 1
      } else if !isMultiline && SourceByte.isLineBreak(byte) {
        literalFrames.removeAll(keepingCapacity: true)
        return
      } else {
        position += 1
      }
    }
  }

  /// Skips interpolated code up to the next event: the `)` that closes the interpolation, a
  /// nested string literal, or a line break inside a single-line string.
  private mutating func skipInterpolation(depth startDepth: Int) {
    var depth = startDepth
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case SourceByte.leftParen:
        depth += 1
        position += 1
      case SourceByte.rightParen:
        position += 1
        if depth == 0 {
          closeFrame()
          return
        }
        depth -= 1
      case SourceByte.quote:
        literalFrames[literalFrames.count - 1] = .interpolation(depth: depth)
        openString()
        return
      case SourceByte.pound:
        var index = position
        while index < bytes.count && bytes[index] == SourceByte.pound {
          index += 1
        }
        if index < bytes.count && bytes[index] == SourceByte.quote {
          literalFrames[literalFrames.count - 1] = .interpolation(depth: depth)
          openString()
          return
        }
        position = index
      case SourceByte.slash where peek(1) == SourceByte.slash:
        skipLineComment()
      case SourceByte.slash where peek(1) == SourceByte.asterisk:
        skipBlockComment()
      default:
        if singleLineStringCount > 0 && SourceByte.isLineBreak(byte) {
          literalFrames.removeAll(keepingCapacity: true)
          return
        }
        position += 1
      }
    }
  }
}
