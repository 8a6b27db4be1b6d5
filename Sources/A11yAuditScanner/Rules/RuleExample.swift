import A11yAuditModel

/// A piece of Swift source a rule's tests run; `↓` marks each position where a violation is expected.
public struct RuleExample: Sendable {
  /// The marker placed just before the first character of each expected violation.
  public static let marker: Character = "↓"

  /// Source, markers included.
  public var code: String
  /// Where the example is written, so a failing example points at itself.
  public var filePath: String
  /// Line of the example in ``filePath``.
  public var line: Int

  /// Creates an example recording where it was written.
  public init(_ code: String, filePath: String = #filePath, line: Int = #line) {
    self.code = code
    self.filePath = filePath
    self.line = line
  }

  /// The source with every marker removed.
  public var strippedCode: String { code.filter { $0 != Self.marker } }

  /// 1-based line and UTF-8 column of each marker in ``strippedCode``, in source order.
  public var markedPositions: [SourcePosition] {
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    for character in code {
      if character == Self.marker {
        positions.append(SourcePosition(line: line, column: column))
      } else if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return positions
  }
}
