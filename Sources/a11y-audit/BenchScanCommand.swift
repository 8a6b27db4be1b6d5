import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit bench-scan`: how fast a full scan is, and what it costs over parsing alone.
struct BenchScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-scan",
    abstract: "Time a full scan against parsing alone (both on every core): files, lines, seconds, files/s, ratio.",
    discussion: """
      Build with `swift build -c release` for meaningful numbers. The target is a ratio of at most 1.5: a full \
      scan (walk, read, parse, project pass, every rule) costs at most half again as much as parsing the same files.
      """)

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String

  @Option(name: .long, help: "First fill PATH (new or empty) with this many Swift files made from the bundled sample.")
  var generate: Int?

  @Option(
    name: .long,
    help:
      "With --generate: the share of files (0 to 1) copied from the sample's views; the rest are plain model and service code."
  )
  var animatedShare = 1.0

  @Option(name: .long, help: "Runs of each measurement; the best is kept.")
  var repetitions = 3

  @Option(
    name: .long,
    help: "MiB of source whose trees the scan keeps between its passes; the rest are parsed again. (default: 16)")
  var treeBudget: Int?

  @Option(name: .long, help: "Only run the rules of this area (reduce-motion, dynamic-type, voiceover, touch-target).")
  var category: String?

  func run() throws {
    let root = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL
    if let generate {
      guard generate > 0 else { throw CLIError("--generate must be a positive number of files") }
      guard (0...1).contains(animatedShare) else { throw CLIError("--animated-share must be between 0 and 1") }
      try BenchTree.generate(count: generate, animatedShare: animatedShare, into: root)
    }
    guard repetitions > 0 else { throw CLIError("--repetitions must be at least 1") }
    var rules = RuleRegistry.all
    if let category {
      guard let area = A11yAuditKit.Category(rawValue: category) else {
        throw CLIError(
          "unknown area \"\(category)\"; use one of \(A11yAuditKit.Category.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      rules = rules.filter { $0.description.category == area }
    }
    var scanner = Scanner(rules: rules)
    if let treeBudget {
      guard treeBudget >= 0 else { throw CLIError("--tree-budget must be 0 or more MiB") }
      scanner.treeBudget = treeBudget * 1024 * 1024
    }
    let bench = try ScanBenchmark.run(root: root, repetitions: repetitions, scanner: scanner)
    print("rules:           \(rules.count)\(category.map { " (\($0))" } ?? "")")
    print("files scanned:   \(bench.files) (\(bench.indexedFiles) hold a rule keyword; the rest are only listed)")
    print("lines:           \(bench.lines)")
    print("findings:        \(bench.findings)")
    print("scan seconds:    \(format(bench.scanSeconds, digits: 3))")
    print("files/second:    \(format(bench.filesPerSecond, digits: 0))")
    print("parse seconds:   \(format(bench.parseSeconds, digits: 3)) (SwiftParser only, same files, same cores)")
    print(
      "parse + 1 walk:  \(format(bench.parseAndWalkSeconds, digits: 3)) (\(format(bench.walkRatio, digits: 2))x parsing: one "
        + "empty SyntaxVisitor walk per tree, the floor of any visitor-based rule)")
    print(
      "first pass:      \(format(bench.firstPassSeconds, digits: 3)) (\(format(bench.firstPassRatio, digits: 2))x parsing: "
        + "read, parse and index every file, trees kept for the rules)")
    print("scan/parse:      \(format(bench.ratio, digits: 2))x (target: at most 1.5x)")
    print(
      "peak memory:     \(bench.peakMemory / 1_048_576) MiB (trees kept for up to "
        + "\(scanner.treeBudget / 1_048_576) MiB of source, the rest parsed again for the rules)")
    print(
      "processor time:  scan \(format(bench.scanCPUSeconds, digits: 3)) s, parse \(format(bench.parseCPUSeconds, digits: 3)) s, "
        + "\(format(bench.cpuRatio, digits: 2))x")
  }

  private func format(_ value: Double, digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

/// A generated tree of Swift files for benchmarks: the bundled sample's sources, copied round-robin into folders of
/// 100 files, each copy's main type (named like its file) renamed so that no two files declare the same view. The
/// sample is dense with animations (about two findings per file), so a tree of it alone is a worst case for the
/// rules; `animatedShare` below 1 mixes in plain model and service files, as most of an app is.
enum BenchTree {
  static func generate(count: Int, animatedShare: Double = 1, into root: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: root.path) {
      let contents = (try? manager.contentsOfDirectory(atPath: root.path)) ?? ["?"]
      guard contents.isEmpty else { throw CLIError("\(root.path): not empty; --generate needs a new or empty folder") }
    }
    let sample = try SampleLocator.sampleFolder().appendingPathComponent("Sources")
    guard let enumerator = manager.enumerator(atPath: sample.path) else {
      throw CLIError("\(sample.path): cannot read the bundled sample")
    }
    var templates: [(name: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sample.appendingPathComponent(relative), encoding: .utf8)
      templates.append(((relative as NSString).lastPathComponent, text))
    }
    templates.sort { $0.name < $1.name }
    guard !templates.isEmpty else { throw CLIError("\(sample.path): the bundled sample has no Swift files") }
    var animated = 0.0
    for index in 0..<count {
      let folder = root.appendingPathComponent(String(format: "Module%03d", index / 100), isDirectory: true)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      animated += animatedShare
      guard animated >= 1 else {
        let (stem, template) = plainTemplates[index % plainTemplates.count]
        let text = template.replacingOccurrences(of: stem, with: "\(stem)\(index)")
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(stem)\(index).swift"))
        continue
      }
      animated -= 1
      let template = templates[index % templates.count]
      let stem = (template.name as NSString).deletingPathExtension
      let text = template.text.replacingOccurrences(
        of: "\\b\(stem)\\b", with: "\(stem)\(index)", options: .regularExpression)
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(stem)\(index).swift"))
    }
  }
}

extension BenchTree {
  /// The plain files, alternated, each with the name its copies are numbered by.
  static let plainTemplates = [("Record", plainTemplate), ("Endpoint", routingTemplate)]

  /// Routing and formatting code with `switch`es and string building, which some rules' keywords match: such files
  /// are indexed in full although they declare no view.
  static let routingTemplate = """
    import Foundation

    enum Endpoint: Equatable {
        case list(page: Int)
        case detail(id: UUID)
        case search(query: String, limit: Int)

        var path: String {
            switch self {
            case .list(let page): return "/records?page=\\(page)"
            case .detail(let id): return "/records/\\(id.uuidString)"
            case .search(let query, let limit): return "/search?q=\\(query)&limit=\\(limit)"
            }
        }

        var method: String {
            switch self {
            case .list, .detail, .search: return "GET"
            }
        }

        func request(base: URL) -> URLRequest {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.httpMethod = method
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            return request
        }
    }

    struct EndpointFormatter {
        let locale: Locale

        func describe(_ endpoint: Endpoint) -> String {
            switch endpoint {
            case .list(let page) where page > 1: return "Records, page \\(page)"
            case .list: return "Records"
            case .detail(let id): return "Record \\(id.uuidString.prefix(8))"
            case .search(let query, _): return "Search for \\(query)"
            }
        }
    }
    """

  /// A model, its errors and a store: the kind of file most of an app is made of, without any view.
  static let plainTemplate = """
    import Foundation

    struct Record: Codable, Identifiable, Hashable {
        var id = UUID()
        var title: String
        var createdAt: Date
        var tags: [String]
        var score: Double

        var isRecent: Bool { createdAt.timeIntervalSinceNow > -86_400 }
    }

    enum RecordError: Error, Equatable {
        case notFound(UUID)
        case invalid(String)
    }

    final class RecordStore {
        private var records: [UUID: Record] = [:]
        private let decoder = JSONDecoder()
        private let encoder = JSONEncoder()

        var count: Int { records.count }

        var averageScore: Double {
            guard !records.isEmpty else { return 0 }
            return records.values.reduce(0) { $0 + $1.score } / Double(records.count)
        }

        func add(_ record: Record) throws {
            guard !record.title.isEmpty else { throw RecordError.invalid("empty title") }
            records[record.id] = record
        }

        func remove(id: UUID) throws {
            guard records.removeValue(forKey: id) != nil else { throw RecordError.notFound(id) }
        }

        func search(_ query: String) -> [Record] {
            records.values
                .filter { $0.title.localizedCaseInsensitiveContains(query) || $0.tags.contains(query) }
                .sorted { ($0.score, $0.title) > ($1.score, $1.title) }
        }

        func load(from data: Data) throws {
            let decoded = try decoder.decode([Record].self, from: data)
            records = Dictionary(uniqueKeysWithValues: decoded.map { ($0.id, $0) })
        }

        func save() throws -> Data {
            try encoder.encode(records.values.sorted { $0.createdAt < $1.createdAt })
        }
    }
    """
}
