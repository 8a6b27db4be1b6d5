import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yAuditKit

/// The scanner serves every rule area alike: an area's facts live in its own folder and reach the scanner through
/// ``ProjectFacts``, so that adding an area touches its folder and the registry only.
@Suite struct ScannerShapeTests {
  /// `Sources/A11yAuditScanner`, found from this file's path.
  static let module = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/A11yAuditScanner")

  @Test func theScannerNamesNoTypeARuleAreaDeclares() throws {
    let areaTypes = try Self.areaFiles().reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1.tree)) }
    #expect(areaTypes.isSuperset(of: ["ReduceMotionFacts", "ReduceMotionGuards", "AccessibilityProjectIndex"]))

    let scanner = try Self.swiftFiles(under: "Engine")
    #expect(scanner.count > 10)
    for (path, tree) in scanner {
      let named = Set(tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(\.text))
      let areaNamed = named.intersection(areaTypes).sorted()
      #expect(areaNamed.isEmpty, "\(path) names \(areaNamed)")
    }
  }

  @Test func everyAreaDeclaresItsProjectFactsInItsFolderAndRegistersThem() throws {
    let all = try Self.swiftFiles(under: "")
    let declaring = all.flatMap { path, tree in Self.projectFactsTypes(in: tree).map { (path: path, type: $0) } }
    let outside = declaring.filter { !Self.isInAreaFolder($0.path) }.map(\.path)
    #expect(outside.isEmpty, "ProjectFacts declared outside an area folder: \(outside)")
    #expect(Set(declaring.map(\.type)) == Set(RuleRegistry.facts.map { String(describing: $0) }))
  }

  @Test func aCollectorIsShownOnlyTheNodesItNamesAndTheProjectIsResolvedFromTheFilesWalked() {
    let walked = ["let a = f(g())", "struct V { var body: some View { Text(h()) } }"].map {
      SourceFileIndex(Parser.parse(source: $0), facts: [CallCountFacts.self])
    }
    let listedOnly = SourceFileIndex(screensOf: Parser.parse(source: "struct W: View { let x = k() }"))

    #expect(walked.map { $0.storedFacts(CallCountFacts.self)?.calls } == [["f", "g"], ["Text", "h"]])
    #expect(walked.map { $0.storedFacts(CallCountFacts.self)?.othersSeen } == [0, 0])
    #expect(listedOnly.storedFacts(CallCountFacts.self) == nil)
    #expect(listedOnly.facts(CallCountFacts.self).calls.isEmpty)
    let project = ProjectContext.resolve(walked + [listedOnly], facts: [CallCountFacts.self])
    #expect(project.facts(CallCountFacts.self).files == 2)
  }

  // MARK: Reading the module's sources

  /// Files of an area folder (`Rules/ReduceMotion/…`).
  static func areaFiles() throws -> [(path: String, tree: SourceFileSyntax)] {
    try swiftFiles(under: "Rules").filter { isInAreaFolder($0.path) }
  }

  static func isInAreaFolder(_ path: String) -> Bool {
    path.hasPrefix("Rules/") && path.dropFirst("Rules/".count).contains("/")
  }

  /// The parsed Swift files under `folder` of the module, by path relative to the module.
  static func swiftFiles(under folder: String) throws -> [(path: String, tree: SourceFileSyntax)] {
    let root = module.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return ((folder.isEmpty ? "" : folder + "/") + path, Parser.parse(source: text))
    }
  }

  /// Names of the types a file declares at the top level for other files to use (private ones and extensions left
  /// out).
  static func declaredTypes(in tree: SourceFileSyntax) -> Set<String> {
    Set(topLevelTypes(in: tree).filter { !$0.isPrivate }.map(\.name))
  }

  /// Names of the types a file declares that conform to `ProjectFacts`.
  static func projectFactsTypes(in tree: SourceFileSyntax) -> [String] {
    topLevelTypes(in: tree).filter { $0.inherited.contains("ProjectFacts") }.map(\.name)
  }

  static func topLevelTypes(in tree: SourceFileSyntax) -> [(name: String, inherited: [String], isPrivate: Bool)] {
    tree.statements.compactMap { statement in
      let item = statement.item
      let declaration: (TokenSyntax, InheritanceClauseSyntax?, DeclModifierListSyntax)
      if let type = item.as(StructDeclSyntax.self) {
        declaration = (type.name, type.inheritanceClause, type.modifiers)
      } else if let type = item.as(ClassDeclSyntax.self) {
        declaration = (type.name, type.inheritanceClause, type.modifiers)
      } else if let type = item.as(EnumDeclSyntax.self) {
        declaration = (type.name, type.inheritanceClause, type.modifiers)
      } else if let type = item.as(ProtocolDeclSyntax.self) {
        declaration = (type.name, type.inheritanceClause, type.modifiers)
      } else {
        return nil
      }
      let (name, clause, modifiers) = declaration
      return (
        name.text, clause?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
      )
    }
  }
}

/// Facts of a test area: the calls of each file, and how many files the project pass was given.
private struct CallCountFacts: ProjectFacts {
  struct FileFacts: Sendable, Equatable, ScanCacheCodable {
    var calls: [String] = []
    var othersSeen = 0
  }

  final class Collector: IndexWalkVisitor, FileFactsCollector {
    static let indexedNodes: IndexedNodes = [.calls]
    private var collected = FileFacts()

    override func visit(_ node: FunctionCallExprSyntax, calledName name: String) { collected.calls.append(name) }
    override func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) { collected.othersSeen += 1 }
    override func visit(_ node: StructDeclSyntax) { collected.othersSeen += 1 }

    func facts(calls: [String: [FunctionCallExprSyntax]]) -> FileFacts { collected }
  }

  var files: Int

  init(files: [FileFacts]) { self.files = files.count }

  func adding(_ other: CallCountFacts) -> CallCountFacts { self }

  func write(to json: inout StoreJSONWriter) { files.write(to: &json) }

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { files = try Int(storeJSON: &json) }
}

extension CallCountFacts.FileFacts {
  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("calls", calls)
      json.member("othersSeen", othersSeen)
    }
  }

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var members = try json.members(["calls", "othersSeen"])
    while let member = try json.nextMember(&members) {
      if member == 0 { calls = try [String](storeJSON: &json) } else { othersSeen = try Int(storeJSON: &json) }
    }
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
