import SwiftSyntax

/// One parsed Swift file as every rule sees it. Built once per file; facts rules share are computed lazily once.
public final class SourceFileContext {
  /// The parsed file.
  public let syntax: SourceFileSyntax
  /// Converts syntax positions to lines and columns (built on first use).
  public lazy var converter = SourceLocationConverter(fileName: file, tree: syntax)
  /// Path relative to the scanned root, `/`-separated.
  public let file: String
  /// Facts about the whole project.
  public let project: ProjectContext
  /// Calls and declarations of the file, from the scan's first pass.
  let index: SourceFileIndex

  /// Creates the context of one file.
  public convenience init(
    syntax: SourceFileSyntax, converter: SourceLocationConverter, file: String, project: ProjectContext
  ) {
    self.init(syntax: syntax, file: file, project: project, index: SourceFileIndex(syntax))
    self.converter = converter
  }

  init(syntax: SourceFileSyntax, file: String, project: ProjectContext, index: SourceFileIndex) {
    self.syntax = syntax
    self.file = file
    self.project = project
    self.index = index
  }

  /// The file's UTF-8 bytes.
  lazy var bytes: [UInt8] = syntax.syntaxTextBytes

  /// Where each line starts, for the positions of findings and screens.
  lazy var lines = LineTable(bytes)

  /// 1-based line and UTF-8 column of a byte offset.
  func position(of offset: Int) -> SourcePosition {
    let line = lines.line(containing: offset)
    return SourcePosition(line: line + 1, column: offset - lines.start(of: line) + 1)
  }

  /// The declaration path of each declaration a finding was in (see ``declarationPath(of:)``).
  var declarationPaths: [SyntaxIdentifier: String] = [:]

  /// How fixes read the setting in each view, worked out once per view.
  var settingAccessByHost: [SyntaxIdentifier: SettingAccess] = [:]

  /// Names in this file (and the project) whose value consults the Reduce Motion setting.
  lazy var reduceMotionGuards = ReduceMotionGuards(index: index, project: project, source: bytes)

  /// State that animations drive, and the effects that show it.
  lazy var motionState = MotionStateIndex(file: self)

  /// Whether the file consults the setting at all: declares the environment property, reads a system member, or
  /// uses a helper of the project that consults it.
  var consultsReduceMotion: Bool {
    !index.environmentNames.isEmpty || index.mentionsSystemSetting
      || !index.referencedNames.isDisjoint(with: project.reduceMotionHelperNames)
      || !index.referencedNames.isDisjoint(with: reduceMotionGuards.settingNames)
  }
}
