import A11yAuditKit
import Foundation
import Testing

@testable import StoreCodegen

/// The store's per-type reader and writer code and the record comparisons are generated from the model's
/// declarations, and the checked-in files are what the declarations generate.
@Suite struct StoreCodegenTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func modelSources() throws -> [(path: String, text: String)] {
    try GeneratedStoreCode.modelSources(packageRoot: packageRoot)
  }

  /// The model's sources with `text` inserted after the first line holding `anchor` in the file at `path`.
  static func modelSources(
    inserting text: String, after anchor: String, in path: String
  ) throws -> [(
    path: String, text: String
  )] {
    try modelSources().map { file in
      guard file.path == path, let line = file.text.range(of: anchor) else { return file }
      let end = file.text[line.upperBound...].firstIndex(of: "\n")!
      return (file.path, String(file.text[...end]) + text + String(file.text[file.text.index(after: end)...]))
    }
  }

  /// With `A11Y_RECORD_GOLDENS=1` the files are written again and the test fails, like the golden screens.
  @Test func checkedInStoreCodeIsWhatTheModelDeclarationsGenerate() throws {
    let recording = ProcessInfo.processInfo.environment["A11Y_RECORD_GOLDENS"] == "1"
    for file in try GeneratedStoreCode.files(packageRoot: Self.packageRoot) {
      let url = Self.packageRoot.appendingPathComponent(file.path)
      let checkedIn = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      if recording {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
        Issue.record("Recorded \(file.path); check it, then run again without A11Y_RECORD_GOLDENS")
        continue
      }
      guard checkedIn != file.text else { continue }
      let diff = UnifiedDiff.make(file: file.path, diff: LineDiff(old: checkedIn, new: file.text))
      let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
      Issue.record(
        """
        \(file.path) is not what the model's declarations generate:
        \(lines.prefix(30).joined(separator: "\n"))\(lines.count > 30 ? "\n…" : "")
        Run `\(GeneratedStoreCode.command)` (or A11Y_RECORD_GOLDENS=1 swift test --filter StoreCodegen) and commit.
        """)
    }
  }

  @Test func aFieldAddedToFindingIsReadWrittenAndComparedAsASiteFact() throws {
    let sources = try Self.modelSources(
      inserting: "  public var criteria: [String]?\n", after: "public var kind: String?",
      in: "Sources/A11yAuditModel/Finding.swift")
    let files = try GeneratedStoreCode.files(sources: sources)
    let (reader, writer, comparison) = (files[0].text, files[1].text, files[2].text)
    #expect(reader.contains("    \"criteria\",\n"))
    #expect(reader.contains(": criteria = try Optional<[String]>(storeJSON: &json)\n"))
    #expect(reader.contains("    self.criteria = criteria\n"))
    // Sorted as JSONEncoder sorts: after "context", before "file".
    #expect(
      writer.contains("json.member(\"context\", context)\n      json.member(\"criteria\", ifPresent: criteria)\n"))
    #expect(comparison.contains("&& lhs.pointee.finding.criteria == rhs.pointee.finding.criteria\n"))
    #expect(!Self.sameTriageBody(comparison).contains("criteria"))
  }

  @Test func aRecordFieldOfANewStructAndEnumIsReadWrittenAndComparedAsTriage() throws {
    let sources =
      try Self.modelSources(
        inserting: "  public var acceptedRisk: AcceptedRisk?\n", after: "public var audit: [AuditReference]?",
        in: "Sources/A11yAuditModel/FindingRecord.swift")
      + [
        (
          "Sources/A11yAuditModel/AcceptedRisk.swift",
          """
          public struct AcceptedRisk: Codable, Hashable, Sendable {
            public var owner: String
            public var expires: Date
            public var level: RiskLevel
            public var owners: [String] { [owner] }
            static let none = 0
          }

          public enum RiskLevel: String, Codable, Sendable {
            case low, high = "HIGH"
          }
          """
        )
      ]
    let files = try GeneratedStoreCode.files(sources: sources)
    let (reader, writer, comparison) = (files[0].text, files[1].text, files[2].text)
    #expect(reader.contains(": acceptedRisk = try Optional<AcceptedRisk>(storeJSON: &json)\n"))
    #expect(reader.contains("extension AcceptedRisk: StoreJSONReadable {\n"))
    #expect(reader.contains("    self.expires = try json.required(expires)\n"))
    #expect(reader.contains("extension RiskLevel: StoreJSONReadable {}\n"))
    #expect(!reader.contains("owners") && !reader.contains("none"))
    #expect(writer.contains("json.member(\"acceptedRisk\", ifPresent: acceptedRisk)\n      json.member(\"audit\""))
    #expect(writer.contains("json.member(\"expires\", expires)\n      json.member(\"level\", level)\n"))
    #expect(writer.contains("extension RiskLevel: StoreJSONWritable {}\n"))
    #expect(Self.sameTriageBody(comparison).contains("&& lhs.pointee.acceptedRisk == rhs.pointee.acceptedRisk\n"))
  }

  @Test func theGeneratedComparisonsNameEveryStoredPropertyOnce() throws {
    let schema = try StoreSchema.read(sources: try Self.modelSources(), root: GeneratedStoreCode.root)
    let comparison = try ComparisonSource.text(schema)
    let record = try #require(schema.structure("FindingRecord"))
    let finding = try #require(schema.structure("Finding"))
    #expect(
      record.properties.map(\.name) == ["finding", "status", "presence", "notes", "history", "audit", "acceptance"])
    for property in finding.properties {
      #expect(comparison.components(separatedBy: "lhs.pointee.finding.\(property.name) ==").count == 2)
    }
    for property in record.properties.dropFirst() {
      #expect(Self.sameTriageBody(comparison).components(separatedBy: "lhs.pointee.\(property.name) ==").count == 2)
    }
  }

  @Test func computedStaticAndObservedPropertiesAreToldApart() throws {
    let schema = try StoreSchema.read(
      sources: [
        (
          "Root.swift",
          """
          struct Root: Codable {
            var b: Int { didSet { print(b) } }
            var a: String, c: Bool
            let d: Date
            var e: Int { 1 }
            var f: Int { get { 1 } set {} }
            static var g = 0
            var h: [[Leaf]]
          }
          struct Leaf: Codable {}
          """
        )
      ], root: "Root")
    let root = try #require(schema.structure("Root"))
    #expect(root.properties.map(\.name) == ["b", "a", "c", "d", "h"])
    #expect(root.keyOrder.map(\.name) == ["a", "b", "c", "d", "h"])
    #expect(root.property("h")?.type == .array(.array(.structure("Leaf"))))
    #expect(schema.structures.map(\.name) == ["Root", "Leaf"])
  }

  @Test(arguments: [
    ("struct Root: Codable { var a: [String: Int] }", "Root.swift:1: Root.a: a dictionary is for the scan cache only"),
    ("struct Root: Codable { var a: Set<String> }", "Root.swift:1: Root.a: a set is for the scan cache only"),
    ("struct Root: Codable { var a: Double }", "Root.swift:1: Root.a: a Double is for the scan cache only"),
    ("struct Root: Codable { var a: [Int: Int] }", "Root.swift:1: Root.a: type [Int: Int] is not one"),
    ("struct Root: Codable { var a: Paint }\nenum Paint { case x(Int) }", "Root.swift:2: Paint is stored"),
    ("struct Root: Codable { var a: Int??\n}", "Root.swift:1: Root.a: an optional inside an array or optional"),
    ("struct Root: Codable { var a: [Int?] }", "Root.swift:1: Root.a: an optional inside an array or optional"),
    ("struct Root: Codable { let a = 1 }", "Root.swift:1: Root.a is a let with a value"),
    ("struct Root: Codable { @Wrapped var a: Int }", "Root.swift:1: Root.a has an attribute"),
    ("struct Root: Codable { private(set) var a: Int }", "Root.swift:1: Root.a is private"),
    ("struct Root: Codable { var json: Int }", "Root.swift:1: Root.json takes a name the generated code uses"),
    (
      "struct Root: Codable { var storeJSONMembers: Int }",
      "Root.swift:1: Root.storeJSONMembers takes a name the generated code uses"
    ),
    ("struct Root: Codable { var a = 1 }", "Root.swift:1: Root.a needs a type annotation"),
    ("struct Root: Codable { var a: Level }\nenum Level: Int, Codable { case a }", "Root.swift:2: Level is stored"),
    (
      "struct Root: Codable {\n  var a: Int\n  enum CodingKeys: String, CodingKey { case a = \"A\" }\n}",
      "Root.swift:3: Root spells out its own Codable"
    ),
    (
      "struct Root: Codable { var a: Int }\nextension Root { func encode(to encoder: Encoder) throws {} }",
      "Root.swift:2: Root spells out its own Codable"
    ),
    ("struct Root: Codable { var a: Missing }", "Root.swift:1: Root.a: type Missing is not one"),
  ])
  func declarationsTheGeneratorCannotMirrorAreRefusedWithTheirPlace(source: String, message: String) {
    #expect {
      _ = try StoreSchema.read(sources: [("Root.swift", source)], root: "Root")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  /// The scan cache's types: declared `ScanCacheCodable` (or `ProjectFacts`), they may hold sets, string-keyed
  /// dictionaries, doubles, nested types, enums with payloads and types coded by hand, and their code goes to the
  /// scanner's module.
  @Test func aTypeMarkedForTheCacheGetsItsCodingWithTheValuesOnlyTheCacheHolds() throws {
    let sources = [
      (
        "Sources/A11yAuditScanner/Rules/Paint/PaintFacts.swift",
        """
        struct PaintFacts: ProjectFacts {
          struct Swatch: Sendable { var opacity: Double; var tags: Set<String> }
          var swatches: [String: Swatch] = [:]
          var paint: Paint?
          var context: ProjectContext
          static let none = 0
        }
        indirect enum Paint: Hashable {
          case plain(String)
          case mixed(Paint, weight: Double)
          case none
        }
        struct Ignored { var a: [String: Int] }
        """
      ),
      (
        "Sources/A11yAuditScanner/Engine/ProjectContext.swift",
        "struct ProjectContext {}\nextension ProjectContext: StoreJSONWritable, StoreJSONReadable {}"
      ),
    ]
    let schema = try StoreSchema.read(Declarations(sources: sources), roots: ["PaintFacts"], values: .cache)
    let facts = try #require(schema.structure("PaintFacts"))
    #expect(
      facts.properties.map(\.type) == [
        .dictionary(.structure("PaintFacts.Swatch")), .optional(.enumeration("Paint")), .handCoded("ProjectContext"),
      ])
    #expect(schema.structure("PaintFacts.Swatch")?.properties.map(\.type) == [.double, .set(.string)])
    #expect(schema.payloadEnumerations.map(\.name) == ["Paint"])
    #expect(schema.structure("Ignored") == nil && schema.structure("ProjectContext") == nil)

    let files = try GeneratedStoreCode.files(sources: try Self.modelSources() + sources)
    let (reader, writer) = (files[5].text, files[6].text)
    #expect(files[5].path == "Sources/A11yAuditScanner/Rules/Generated/AreaFactsJSONReader+Types.swift")
    #expect(!files[3].text.contains("PaintFacts"), "the engine's file names a rule area's type")
    #expect(reader.contains("extension PaintFacts.Swatch: StoreJSONReadable {\n"))
    #expect(reader.contains(": swatches = try [String: PaintFacts.Swatch](storeJSON: &json)\n"))
    #expect(reader.contains(": tags = try Set<String>(storeJSON: &json)\n"))
    #expect(reader.contains("      self = .mixed(try json.required(_0), weight: try json.required(weight))\n"))
    #expect(reader.contains("      while try json.nextMember(&storeJSONPayload) != nil {}\n      self = .none\n"))
    #expect(!reader.contains("extension ProjectContext"))
    #expect(writer.contains("      case .mixed(let _0, let weight):\n        json.member(\"mixed\") { json in\n"))
    #expect(writer.contains("      case .none:\n        json.member(\"none\") { json in json.object { _ in } }\n"))
    #expect(!files[0].text.contains("PaintFacts") && !files[1].text.contains("PaintFacts"))
  }

  /// The body of the generated `sameTriage`.
  static func sameTriageBody(_ comparison: String) -> Substring {
    comparison[comparison.range(of: "func sameTriage")!.lowerBound...]
  }
}
