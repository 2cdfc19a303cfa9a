import Foundation

/// How ``ValueJSONDecoder`` reads scalars from the tape: as `JSONDecoder` reads them.
extension ValueJSONDecoder {
  /// The text of the string at `node`.
  func string(at node: Int32, path: @autoclosure () -> [any CodingKey]) throws -> String {
    try expect(.string, String.self, at: node, path: path())
    return tape.string(node) ?? ""
  }

  /// The Boolean at `node`.
  func bool(at node: Int32, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    try expect(.bool, Bool.self, at: node, path: path())
    return tape.bytes[tape.nodes[Int(node)].start] == UInt8(ascii: "t")
  }

  /// The integer at `node`: written with digits only, or as a whole number with a fraction
  /// or exponent (`1.0`, `1e2`); one that does not fit `Value` is an error, not a wrap.
  func integer<Value: FixedWidthInteger>(
    _ type: Value.Type, at node: Int32, path: @autoclosure () -> [any CodingKey]
  ) throws -> Value {
    try expect(.number, type, at: node, path: path())
    let entry = tape.nodes[Int(node)]
    var offset = entry.start
    let negative = tape.bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    var value: Value = 0
    while offset < entry.end {
      let digit = tape.bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return try wholeNumber(type, at: node, path: path()) }
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowAdd) =
        negative
        ? shifted.subtractingReportingOverflow(Value(digit))
        : shifted.addingReportingOverflow(Value(digit))
      guard !overflowShift, !overflowAdd else { throw notFitting(type, at: node, path: path()) }
      value = next
      offset += 1
    }
    return value
  }

  /// A number with a fraction or exponent read as an integer, when it is a whole one.
  private func wholeNumber<Value: FixedWidthInteger>(
    _ type: Value.Type, at node: Int32, path: @autoclosure () -> [any CodingKey]
  ) throws -> Value {
    guard let number = Double(text(node)), let value = Value(exactly: number) else {
      throw notFitting(type, at: node, path: path())
    }
    return value
  }

  /// The floating-point number at `node`; one beyond `Value`'s range is an error.
  func floatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: Value.Type, at node: Int32, path: @autoclosure () -> [any CodingKey]
  ) throws -> Value {
    try expect(.number, type, at: node, path: path())
    guard let value = Value(text(node)), value.isFinite else {
      throw notFitting(type, at: node, path: path())
    }
    return value
  }

  /// Reads a value that `JSONDecoder` reads in a way of its own (`Data`, `URL`, `Decimal`) or
  /// that is a plain scalar; `nil` for other values, which decode themselves.
  func decodeSpecial<Value: Decodable>(
    _ type: Value.Type, at node: Int32, path: @autoclosure () -> [any CodingKey]
  ) throws -> Value? {
    if type == String.self {
      return try string(at: node, path: path()) as? Value
    } else if type == Int.self {
      return try integer(Int.self, at: node, path: path()) as? Value
    } else if type == Bool.self {
      return try bool(at: node, path: path()) as? Value
    } else if type == Double.self {
      return try floatingPoint(Double.self, at: node, path: path()) as? Value
    } else if type == Data.self {
      guard let data = Data(base64Encoded: try string(at: node, path: path())) else {
        throw corrupted(path(), "Encountered Data is not valid Base64.")
      }
      return data as? Value
    } else if type == URL.self {
      guard let url = URL(string: try string(at: node, path: path())) else {
        throw corrupted(path(), "Invalid URL string.")
      }
      return url as? Value
    } else if type == Decimal.self {
      try expect(.number, type, at: node, path: path())
      guard let decimal = Decimal(string: text(node)) else {
        throw notFitting(type, at: node, path: path())
      }
      return decimal as? Value
    }
    return nil
  }

  /// The bytes of `node` as text.
  private func text(_ node: Int32) -> String {
    String(decoding: tape.raw(node), as: UTF8.self)
  }

  private func notFitting(
    _ type: Any.Type, at node: Int32, path: [any CodingKey]
  ) -> DecodingError {
    corrupted(path, "Number \(text(node)) does not fit in \(type).")
  }

  private func corrupted(_ path: [any CodingKey], _ description: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: path, debugDescription: description))
  }
}
