/// Finds the import declarations and the whole-file `#if` fence in Swift source.
///
/// The scanner reads UTF-8 bytes in one pass, without Foundation, regular expressions or
/// `Character` iteration, so it keeps up with a whole repository: a few hundred megabytes a
/// second in a release build. It understands as much Swift as finding imports exactly needs:
///
/// - Every import form: `import Foo.Bar`, scoped imports (`import struct Foo.Bar`),
///   attributes (`@testable`, `@_exported`, `@preconcurrency`, `@_implementationOnly`,
///   `@_spi(Name)`, recorded without arguments), access levels, several imports on a line
///   separated by `;`, an import split across lines, and backtick-escaped module names.
/// - `import` counts only at the start of a declaration; `x.import` or `importX` never match.
/// - Nothing inside a comment (nested block comments included) or a string literal (escapes,
///   multi-line, raw strings with any number of `#`, interpolations nested to any depth) is
///   read as code. `#/…/#` regex literals are skipped too; a bare `/…/` regex literal is not
///   recognised (`/` is read as an operator).
/// - `#if`, `#elseif`, `#else` and `#endif` at the start of a line form a stack of conditions
///   recorded with each import, white space and comments removed. A condition runs to the end
///   of its line, or on to the next while a parenthesis is open or after a trailing `&&` or
///   `||`. Imports in every branch are reported, even under `#if false`.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes and point at the module name's
/// first byte (inside the backticks of an escaped name). A UTF-8 byte order mark is not part of
/// the first line. Any input is accepted: invalid UTF-8, unterminated literals or comments and
/// unbalanced directives yield what can be read, and no fence.
///
/// ```swift
/// let scan = ImportScanner.scan("#if canImport(UIKit)\n@testable import UIKit.UIView\n#endif\n")
/// // scan.imports == [ImportStatement(module: "UIKit", line: 2, column: 18,
/// //   attributes: ["@testable"], conditions: ["canImport(UIKit)"])]
/// // scan.wholeFileFence == "canImport(UIKit)"
/// ```
public enum ImportScanner {
  /// Scans Swift source text for import declarations and the whole-file `#if` fence.
  ///
  /// - Parameter source: The contents of a Swift source file.
  /// - Returns: The imports in source order, and the fencing condition, if any.
  /// - Complexity: O(*n*), where *n* is the length of `source` in UTF-8 bytes.
  public static func scan(_ source: String) -> SourceScan {
    var source = source
    return source.withUTF8 { scan(buffer: $0) }
  }

  /// Scans the UTF-8 bytes of a Swift source file, as read from disk, for import declarations
  /// and the whole-file `#if` fence.
  ///
  /// This is the fast path: a contiguous collection such as `[UInt8]` or `Data` is read in
  /// place; any other collection is copied into an array first. The bytes need not be valid
  /// UTF-8.
  ///
  /// - Parameter bytes: The contents of a Swift source file.
  /// - Returns: The imports in source order, and the fencing condition, if any.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func scan(utf8 bytes: some Collection<UInt8>) -> SourceScan {
    if let scan = bytes.withContiguousStorageIfAvailable({ scan(buffer: $0) }) {
      return scan
    }
    return Array(bytes).withUnsafeBufferPointer { scan(buffer: $0) }
  }

  /// Scans bytes in memory.
  private static func scan(buffer: UnsafeBufferPointer<UInt8>) -> SourceScan {
    var parser = ImportParser(buffer)
    return parser.scan()
  }
}
