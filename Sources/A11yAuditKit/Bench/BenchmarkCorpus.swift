import A11yAuditModel
import Foundation

/// A generated tree of Swift files for benchmarks: the bundled sample's sources, copied round-robin into folders of
/// 100 files, each copy's main type (named like its file) renamed so that no two files declare the same view. The
/// sample is dense with animations (about two findings per file), so a tree of it alone is a worst case for the
/// rules; `animatedShare` below 1 mixes in plain model and service files, as most of an app is.
public enum BenchmarkCorpus {
  /// Fills `root` (new or empty) with `count` files; `animatedShare` (0 to 1) of them copied from the sample's views.
  public static func generate(count: Int, animatedShare: Double = 1, into root: URL, resources: String? = nil) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: root.path) {
      let contents = (try? manager.contentsOfDirectory(atPath: root.path)) ?? ["?"]
      guard contents.isEmpty else {
        throw SessionError("\(root.path): not empty; --generate needs a new or empty folder")
      }
    }
    let sample = try SampleApp.folder(resources: resources).appendingPathComponent("Sources")
    guard let enumerator = manager.enumerator(atPath: sample.path) else {
      throw SessionError("\(sample.path): cannot read the bundled sample")
    }
    var templates: [(name: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sample.appendingPathComponent(relative), encoding: .utf8)
      templates.append(((relative as NSString).lastPathComponent, text))
    }
    templates.sort { $0.name < $1.name }
    guard !templates.isEmpty else { throw SessionError("\(sample.path): the bundled sample has no Swift files") }
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

extension BenchmarkCorpus {
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
