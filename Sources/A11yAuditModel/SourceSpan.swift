/// A 1-based line and column in a source file.
public struct SourcePosition: Codable, Hashable, Comparable, Sendable {
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes as SwiftSyntax does.
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The range of source a finding covers.
public struct SourceSpan: Codable, Hashable, Sendable {
  public var start: SourcePosition
  public var end: SourcePosition

  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }

  /// Whether `line` falls inside the span.
  public func contains(line: Int) -> Bool { (start.line...max(start.line, end.line)).contains(line) }
}
