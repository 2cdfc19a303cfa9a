/// One `import` declaration found in a Swift source file.
public struct ImportStatement: Hashable, Sendable {
  /// The imported module: the first component of the import path (`Foo` in `import Foo.Bar`).
  public let module: String
  /// The 1-based line of the module name.
  public let line: Int
  /// The 1-based column, in UTF-8 bytes, of the module name.
  public let column: Int
  /// The declaration kind of a scoped import (`struct` in `import struct Foo.Bar`), if any.
  public let kind: String?
  /// The attributes before `import`, such as `@testable` or `@_exported`, without arguments.
  public let attributes: [String]
  /// The access level before `import` (`public`, `package`, `internal`, `fileprivate`,
  /// `private`), if any.
  public let accessLevel: String?
  /// The conditions of the `#if` blocks the import sits in, outermost first, with white space
  /// removed: `canImport(SwiftUI)`, or `!(canImport(SwiftUI))` in an `#else` branch.
  public let conditions: [String]

  /// Creates an import statement.
  public init(
    module: String, line: Int, column: Int, kind: String? = nil, attributes: [String] = [],
    accessLevel: String? = nil, conditions: [String] = []
  ) {
    self.module = module
    self.line = line
    self.column = column
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.conditions = conditions
  }
}

/// What the scanner found in one source file.
public struct SourceScan: Hashable, Sendable {
  /// Every import declaration, in order. Text inside comments and string literals is never
  /// read as an import.
  public let imports: [ImportStatement]
  /// The condition of an `#if` that fences the whole file, with white space removed (such as
  /// `canImport(SwiftUI)`), or `nil`. A file is fenced whole when, comments aside, it starts with
  /// `#if CONDITION`, ends with that block's `#endif`, and the block has no `#elseif` or
  /// `#else`.
  public let wholeFileFence: String?

  /// Creates a scan result.
  public init(imports: [ImportStatement], wholeFileFence: String?) {
    self.imports = imports
    self.wholeFileFence = wholeFileFence
  }
}
