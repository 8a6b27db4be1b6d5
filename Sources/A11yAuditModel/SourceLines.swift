/// Lines of a file, first and last included: where a declaration or an extension stands.
public struct SourceLines: Codable, Hashable, Sendable {
  /// Path relative to the scanned root, `/`-separated.
  public var file: String
  public var start: Int
  public var end: Int

  public init(file: String, start: Int, end: Int) {
    self.file = file
    self.start = start
    self.end = end
  }

  /// Whether `line` of `file` is in these lines.
  public func contains(_ line: Int, of file: String) -> Bool { self.file == file && start <= line && line <= end }
}
