/// The `#if` blocks open at a point in a file, and whether one block fences the whole file.
///
/// Each open block contributes the condition of its current branch: the `#if` or `#elseif`
/// condition, or in an `#else` branch the negation of every earlier condition of its block
/// (`!(A)` after `#if A`, `!(A)&&!(B)` after `#if A` and `#elseif B`). Stray `#elseif`, `#else`
/// and `#endif` directives are ignored, and mark the file unbalanced.
struct ConditionStack {
  /// One open `#if` block.
  private struct Block {
    /// The negation of the block's `#if` and `#elseif` conditions so far: `!(A)&&!(B)`.
    var negation: String

    /// Opens a block with its `#if` condition.
    init(_ condition: String) {
      negation = "!(\(condition))"
    }

    /// Adds an `#elseif` condition.
    mutating func append(_ condition: String) {
      negation += "&&!(\(condition))"
    }
  }

  /// Where the file stands on being fenced whole by one `#if` block.
  private enum Fence {
    /// No token read yet.
    case notStarted
    /// The first token opened a block with this condition, and it is still open.
    case open(String)
    /// That block closed with its `#endif`, and nothing has followed it yet.
    case closed(String)
    /// The file is not fenced whole.
    case none
  }

  private var blocks: [Block] = []
  private var fence = Fence.notStarted
  private var isUnbalanced = false
  /// The branch conditions of the open blocks, outermost first (as many as `blocks`).
  private(set) var current: [String] = []

  /// The condition of the `#if` that fences the whole file, once every token is read.
  var wholeFileFence: String? {
    guard !isUnbalanced, blocks.isEmpty, case .closed(let condition) = fence,
      !condition.isEmpty
    else { return nil }
    return condition
  }

  /// Notes a token, applying it if it is a directive; `condition` is the condition of an
  /// `#if` or `#elseif`.
  mutating func read(_ kind: SwiftToken.Kind, condition: String) {
    switch fence {
    case .notStarted:
      fence = kind == .ifDirective ? .open(condition) : .none
    case .closed:
      fence = .none
    case .open, .none:
      break
    }
    switch kind {
    case .ifDirective:
      blocks.append(Block(condition))
      current.append(condition)
    case .elseifDirective:
      guard !blocks.isEmpty else {
        isUnbalanced = true
        return
      }
      blocks[blocks.count - 1].append(condition)
      current[current.count - 1] = condition
      endFenceIfOutermost()
    case .elseDirective:
      guard let block = blocks.last else {
        isUnbalanced = true
        return
      }
      current[current.count - 1] = block.negation
      endFenceIfOutermost()
    case .endifDirective:
      guard blocks.popLast() != nil else {
        isUnbalanced = true
        return
      }
      current.removeLast()
      if blocks.isEmpty, case .open(let condition) = fence {
        fence = .closed(condition)
      }
    default:
      break
    }
  }

  /// Ends the fence when the outermost block, the fencing one, gets another branch.
  private mutating func endFenceIfOutermost() {
    if blocks.count == 1, case .open = fence {
      fence = .none
    }
  }
}
