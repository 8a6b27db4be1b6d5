import SwiftParser
import SwiftSyntax

/// Everything the scanner learns from one file: parsed once, every rule run over the same tree.
struct SourceFileScan {
  var findings: [Finding] = []
  var screens: [Screen] = []
  var lines = 0
  var problem: ScanProblem?

  /// Scans the file at `path`, reported as `file`; unreadable or non-UTF-8 files become a problem.
  init(path: String, file: String, rules: [any Rule.Type], project: ProjectContext) {
    switch SourceFileReader.contents(ofPath: path) {
    case .success(let bytes):
      if let source = String(validatingUTF8Bytes: bytes) {
        self.init(source: source, bytes: bytes, file: file, rules: rules, project: project)
      } else {
        self.init(problem: ScanProblem(file: file, message: "not valid UTF-8; skipped"))
      }
    case .failure(let reason):
      self.init(problem: ScanProblem(file: file, message: "cannot read: \(reason.message)"))
    }
  }

  private init(problem: ScanProblem) {
    self.problem = problem
  }

  /// Scans source already in memory.
  init(source: String, bytes: [UInt8]? = nil, file: String, rules: [any Rule.Type], project: ProjectContext) {
    let bytes = bytes ?? Array(source.utf8)
    let syntax = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: file, tree: syntax)
    let context = SourceFileContext(syntax: syntax, converter: converter, file: file, project: project)
    let builder = FindingBuilder(file: file, bytes: bytes, converter: converter)
    for rule in rules {
      findings += builder.findings(for: rule.check(context), of: rule.description)
    }
    findings.sort(by: Finding.byLocation)
    let screenCollector = ScreenCollector(file: file, converter: converter)
    screenCollector.walk(syntax)
    screens = screenCollector.screens
    lines = bytes.lineCount
  }
}

extension String {
  /// Decodes `bytes` as UTF-8, or nil when they are not valid UTF-8.
  init?(validatingUTF8Bytes bytes: [UInt8]) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decoding
      case .error: return nil
      }
    }
    self.init(decoding: bytes, as: UTF8.self)
  }
}

extension [UInt8] {
  /// Number of lines, counting a last line without a newline.
  var lineCount: Int {
    let newlines = self.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    return newlines + ((last.map { $0 != UInt8(ascii: "\n") }) ?? false ? 1 : 0)
  }
}
