/// Turns byte offsets into 1-based lines and UTF-8 columns, counting line breaks lazily.
///
/// Offsets must be asked for in increasing order, which keeps the whole file's cost linear.
/// `\n`, `\r\n` and a lone `\r` each end a line.
struct LineCounter {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset: Int
  private var line = 1
  private var lineStart: Int

  /// Creates a counter whose first line starts at `start` (past a byte order mark, if any).
  init(_ bytes: UnsafeBufferPointer<UInt8>, firstLineStart start: Int) {
    self.bytes = bytes
    offset = start
    lineStart = start
  }

  /// The line and column of the byte at `target`, which must not precede an earlier target.
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    let end = min(target, bytes.count)
    while offset < end {
      let byte = bytes[offset]
      offset += 1
      if byte == SourceByte.lineFeed {
        line += 1
        lineStart = offset
      } else if byte == SourceByte.carriageReturn,
        offset >= bytes.count || bytes[offset] != SourceByte.lineFeed
      {
        line += 1
        lineStart = offset
      }
    }
    return (line, target - lineStart + 1)
  }
}
