import A11yAuditModel
import SwiftSyntax

/// One parsed Swift file as every rule sees it. Built once per file; facts rules share are computed lazily once.
public final class SourceFileContext {
  /// The parsed file.
  public let syntax: SourceFileSyntax
  /// Converts syntax positions to lines and columns (built on first use).
  public lazy var converter = SourceLocationConverter(fileName: file, tree: syntax)
  /// Path relative to the scanned root, `/`-separated.
  public let file: String
  /// Facts about the whole project. Rules read an area's facts through ``projectFacts(_:)``, which records the read.
  public let project: ProjectContext
  /// Calls and declarations of the file, from the scan's first pass.
  package let index: SourceFileIndex

  /// Creates the context of one file.
  public convenience init(
    syntax: SourceFileSyntax, converter: SourceLocationConverter, file: String, project: ProjectContext
  ) {
    self.init(syntax: syntax, file: file, project: project, index: SourceFileIndex(syntax))
    self.converter = converter
  }

  package init(syntax: SourceFileSyntax, file: String, project: ProjectContext, index: SourceFileIndex) {
    self.syntax = syntax
    self.file = file
    self.project = project
    self.index = index
  }

  /// The file's UTF-8 bytes.
  package lazy var bytes: [UInt8] = syntax.syntaxTextBytes

  /// Where each line starts, for the positions of findings and screens.
  package lazy var lines = LineTable(bytes)

  /// 1-based line and UTF-8 column of a byte offset.
  package func position(of offset: Int) -> SourcePosition {
    let line = lines.line(containing: offset)
    return SourcePosition(line: line + 1, column: offset - lines.start(of: line) + 1)
  }

  /// The declaration path of each declaration a finding was in (see ``declarationPath(of:)``).
  package var declarationPaths: [SyntaxIdentifier: String] = [:]

  /// What the rules worked out from this file, by type (see ``cached(_:_:)``).
  private var derived: [ObjectIdentifier: AnyObject] = [:]

  /// What collector `C` kept of this file (see ``FileNodeCollector``): fed by the index walk when the scan's plan
  /// named it, else by a walk of its own made on first use.
  package func nodes<C: FileNodeCollector>(_ type: C.Type) -> C {
    if let fed = index.nodeCollector(type) { return fed }
    return cached(type) { file in
      file.collectorsWalkedAlone.append(ObjectIdentifier(type))
      return C.walkingAlone(file.syntax)
    }
  }

  /// The collectors the index walk did not feed, which walked this file on their own (see ``nodes(_:)``): a rule
  /// that reads a collector it does not name in ``Rule/nodeCollectors`` shows here.
  package private(set) var collectorsWalkedAlone: [ObjectIdentifier] = []

  /// The facts `F`'s collector gathered from this file during the index walk (see ``ProjectFacts``).
  package func facts<F: ProjectFacts>(_ type: F.Type) -> F.FileFacts { index.facts(type) }

  /// The areas whose project facts the rules have read so far (see ``projectFacts(_:)``): what this file's scan may
  /// depend on beyond the file itself.
  package private(set) var readFacts: Set<ObjectIdentifier> = []

  /// `F`'s facts of the whole project, recorded as read: a scan that read no area's facts, or read facts equal on the
  /// names the file holds (``ProjectFacts/projected(onto:)``), is the same scan under other project facts.
  package func projectFacts<F: ProjectFacts>(_ type: F.Type) -> F {
    readFacts.insert(ObjectIdentifier(type))
    return project.facts(type)
  }

  /// The value of type `Value` that `make` works out from this file, made on first use and shared by every rule
  /// after (an area's guards, or a cache a class holds). Values are told apart by type, so an area caches types
  /// of its own.
  package func cached<Value>(_ type: Value.Type, _ make: (SourceFileContext) -> Value) -> Value {
    let key = ObjectIdentifier(type)
    if let known = derived[key] { return TypeKeyedValue<Value>.value(of: known) }
    let value = make(self)
    derived[key] = TypeKeyedValue(value)
    return value
  }
}
