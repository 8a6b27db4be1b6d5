import Foundation
import Testing

@testable import A11yAuditKit

/// Sources built to hurt the scanner: each ends as findings or a scan problem, never a hang, a crash or a snippet
/// the size of the file.
@Suite struct HostileSourceTests {
  private let view =
    "import SwiftUI\nstruct Card: View {\n  var body: some View { Text(\"x\").font(.system(size: 9)) }\n}\n"

  @Test func aFileOverTheSizeLimitIsAProblemAndIsNotRead() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("Card.swift", text: view)
    let padding = String(repeating: " ", count: SourceFileReader.maximumSourceSize)
    try tree.write("Generated.swift", text: view + padding)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.files == ["Card.swift"])
    #expect(result.problems.map(\.file) == ["Generated.swift"])
    #expect(
      result.problems.first?.message
        == "8.0 MiB, larger than the 8.0 MiB a11y-audit reads (generated code?); skipped")
    #expect(result.findings.map(\.file) == ["Card.swift"])
  }

  @Test func aFileOfExactlyTheLimitIsRead() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    let padding = String(repeating: " ", count: SourceFileReader.maximumSourceSize - view.utf8.count)
    try tree.write("Card.swift", text: view + padding)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.problems.isEmpty)
    #expect(result.findings.map(\.rule) == ["fixed-font-size"])
  }

  @Test(arguments: [13, 16, 75])
  func aRunOfOpenBracketsTheParserCannotGetThroughIsAProblem(count: Int) {
    let source = view + "func f() {\n  guard let v = g(x: \"a\"" + String(repeating: "[", count: count) + "),\n}\n"

    let result = Scanner().scan(sources: [(file: "Brackets.swift", text: source)])

    #expect(
      result.problems == [
        ScanProblem(
          file: "Brackets.swift",
          message:
            "holds \(count) `[` in a row, more than the 12 the Swift parser (swift-syntax 603) gets through in "
            + "reasonable time (it takes twice as long per bracket); skipped")
      ])
    #expect(result.findings.isEmpty)
  }

  @Test func theFixerNeitherParsesNorChangesAFileTheParserCannotGetThrough() {
    let source =
      view + "func f() {\n  withAnimation(.spring()) { g(x: \"a\"" + String(repeating: "[", count: 75) + ") }\n}\n"

    let plan = AutomaticFixer().plan(sources: [(file: "Brackets.swift", text: source)])

    #expect(!AutomaticFixer.parsesCleanly(Array(source.utf8)))
    #expect(plan.changes.isEmpty)
  }

  @Test func bracketsAcrossWhitespaceAndCommentsCountAsOneRunAndClosedOnesDoNot() {
    let spaced = String(repeating: "[ /* c */\n", count: 21)
    #expect(ParserHazard.longestBracketRun(in: Array(spaced.utf8)) == 21)
    #expect(ParserHazard.longestBracketRun(in: Array("let m = [[[1, 2], [3]], [[4]]]".utf8)) == 3)
    #expect(ParserHazard.longestBracketRun(in: Array(String(repeating: "[1]", count: 50).utf8)) == 1)
    #expect(ParserHazard.reason(in: Array(String(repeating: "[", count: 12).utf8)) == nil)
  }

  @Test func twelveOpenBracketsAreStillParsed() {
    let source = view + "let x = " + String(repeating: "[", count: 12) + "\n"

    let result = Scanner().scan(sources: [(file: "Brackets.swift", text: source)])

    #expect(result.problems.isEmpty)
    #expect(result.findings.map(\.rule) == ["fixed-font-size"])
  }

  @Test func nestingPastTheParsersLimitIsAProblemAndTheRestIsStillChecked() {
    let deep = "let x = " + String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000) + "\n"

    let result = Scanner().scan(sources: [(file: "Deep.swift", text: view + deep)])

    #expect(
      result.problems == [
        ScanProblem(
          file: "Deep.swift",
          message:
            "nested deeper than the Swift parser's limit of 256 levels; the code past that depth was not checked")
      ])
    #expect(result.findings.map(\.rule) == ["fixed-font-size"])
  }

  @Test func aMegabyteLineIsScannedAndASiteOnItHasASnippetOfAFewHundredBytes() throws {
    let literal = String(repeating: "é", count: 512 * 1024)
    let line = "struct Wide: View { var body: some View { Text(\"\(literal)\").font(.system(size: 9)) } }\n"

    let findings = Scanner().scan(source: "import SwiftUI\n" + line, file: "Wide.swift")
    let snippet = SnippetText.make(source: Array(line.utf8), range: 0..<(line.utf8.count - 1))

    #expect(findings.map(\.rule) == ["fixed-font-size"])
    #expect(snippet.utf8.count <= SnippetText.maximumLineLength + "…".utf8.count)
    #expect(snippet.utf8.count > SnippetText.maximumLineLength - 4)
    #expect(snippet.hasPrefix("struct Wide: View") && snippet.hasSuffix("é…"))
  }

  @Test func nulBytesAreScannedAsTheParserReadsThem() {
    let source =
      "import SwiftUI\nstruct A: View {\n var body: some View { Text(\"a\0b\").font(.system(size: 9)) }\0\n}\n"

    let findings = Scanner().scan(source: source, file: "Nul.swift")

    #expect(findings.map(\.rule) == ["fixed-font-size"])
  }

  @Test func symbolicLinkLoopsAndLinksOutOfTheTreeAreNotFollowed() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    let outside = try FixtureTree()
    defer { outside.remove() }
    try tree.write("App/Card.swift", text: view)
    try outside.write("Secret.swift", text: view)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: tree.root.appendingPathComponent("App/Loop").path, withDestinationPath: ".")
    try manager.createSymbolicLink(atPath: tree.root.appendingPathComponent("A").path, withDestinationPath: "B")
    try manager.createSymbolicLink(atPath: tree.root.appendingPathComponent("B").path, withDestinationPath: "A")
    try manager.createSymbolicLink(at: tree.root.appendingPathComponent("Out"), withDestinationURL: outside.root)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.files == ["App/Card.swift"])
    #expect(result.problems.isEmpty)
  }

  @Test func aFIFONamedLikeASwiftFileIsAProblemNamedForWhatItIsAndNeverOpenedForReading() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write("App/Card.swift", text: view)
    let fifo = tree.root.appendingPathComponent("App/Pipe.swift").path
    #expect(mkfifo(fifo, 0o644) == 0)

    let result = try Scanner().scan(root: tree.root)

    #expect(result.files == ["App/Card.swift"])
    #expect(result.problems.map(\.file) == ["App/Pipe.swift"])
    #expect(result.problems.first?.message.contains("not a regular file (a FIFO") == true)
    #expect(throws: ScanError.notARegularFile(path: fifo)) { try AuditRoot(url: URL(fileURLWithPath: fifo)) }
    guard case .failure(let failure) = SourceFileReader.contents(ofPath: fifo) else {
      Issue.record("a FIFO was read as a file")
      return
    }
    #expect(failure.message.contains("not a regular file"))
  }
}
