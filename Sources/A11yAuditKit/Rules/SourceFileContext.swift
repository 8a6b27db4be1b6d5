import SwiftSyntax

/// One parsed Swift file as every rule sees it. Built once per file; facts rules share are computed lazily once.
public final class SourceFileContext {
  /// The parsed file.
  public let syntax: SourceFileSyntax
  /// Converts syntax positions to lines and columns.
  public let converter: SourceLocationConverter
  /// Path relative to the scanned root, `/`-separated.
  public let file: String
  /// Facts about the whole project.
  public let project: ProjectContext

  /// Creates the context of one file.
  public init(syntax: SourceFileSyntax, converter: SourceLocationConverter, file: String, project: ProjectContext) {
    self.syntax = syntax
    self.converter = converter
    self.file = file
    self.project = project
  }

  /// Names in this file (and the project) whose value consults the Reduce Motion setting.
  lazy var reduceMotionGuards = ReduceMotionGuards(file: syntax, helperNames: project.reduceMotionHelperNames)
}
