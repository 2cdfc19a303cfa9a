/// A JSON value of a rules file, decoded exactly: a number is never mistaken for a boolean.
enum RulesJSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([RulesJSON])
  case object([String: RulesJSON])
}
