import Foundation

/// A new feature's name and the names made from it: `OrderHistory` makes module
/// `FeatureOrderHistory`, Swift names `orderHistory…`, and `order-history` for its tab and links.
struct FeatureName: Equatable {
  /// The name as given: `OrderHistory`.
  let name: String
  /// The name in lower camel case, for properties: `orderHistory`.
  let lower: String
  /// The name in kebab case, for the module name, the tab and links: `order-history`.
  let kebab: String

  /// Words Swift reserves, which a name in lower camel case (`.profile`) or as given may not
  /// be, since the scaffold uses both as identifiers.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "super", "throws", "true", "try", "any", "some", "await", "async",
    "actor", "package", "macro", "consume", "copy", "discard", "each", "borrowing", "consuming",
    "nonisolated", "isolated", "indirect", "mutating", "nonmutating", "override", "required",
    "convenience", "dynamic", "final", "lazy", "optional", "unowned", "weak", "get", "set",
    "willSet", "didSet", "type", "Self", "Any", "Type", "Protocol", "Never", "Void",
  ]

  /// The longest name accepted: module, type and file names grow from it.
  static let maximumLength = 30

  /// Reads a name.
  ///
  /// - Throws: ``ScaffoldError`` when the name is not UpperCamelCase ASCII letters and digits,
  ///   is too long, or is a word Swift reserves.
  init(_ name: String) throws(ScaffoldError) {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first, ("A"..."Z").contains(first),
      scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    else {
      throw ScaffoldError(
        "'\(name)' is not a feature name: use UpperCamelCase ASCII letters and digits, such as "
          + "Profile or OrderHistory")
    }
    guard scalars.count <= Self.maximumLength else {
      throw ScaffoldError("'\(name)' is longer than \(Self.maximumLength) characters")
    }
    let lower =
      first.properties.lowercaseMapping + String(String.UnicodeScalarView(scalars.dropFirst()))
    guard !Self.reserved.contains(name), !Self.reserved.contains(lower) else {
      throw ScaffoldError(
        "'\(name)' is a Swift keyword or a name Swift reserves; choose another name")
    }
    self.name = name
    self.lower = lower
    var kebab = ""
    var previous: Unicode.Scalar?
    for scalar in scalars {
      let isUpper = ("A"..."Z").contains(scalar)
      if isUpper, let previous, ("a"..."z").contains(previous) || ("0"..."9").contains(previous) {
        kebab += "-"
      }
      kebab += isUpper ? scalar.properties.lowercaseMapping : String(scalar)
      previous = scalar
    }
    self.kebab = kebab
  }

  /// `text` with the template's placeholders replaced: `__Name__`, `__name__`, `__module__`.
  func fill(_ text: String) -> String {
    text.replacingOccurrences(of: "__Name__", with: name)
      .replacingOccurrences(of: "__name__", with: lower)
      .replacingOccurrences(of: "__module__", with: kebab)
  }
}

/// Why the scaffold changed nothing: a bad name or option, a feature that exists, a package it
/// cannot read or edit.
struct ScaffoldError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
