import Foundation

/// What `.a11y-audit/cache/scan.json` holds: the identity of the scan that wrote it, the hash of every file it read,
/// and its result, edits included, so that a rescan of the same files under the same identity is a read.
struct ScanCacheDocument: Equatable {
  /// The layout of this file; another layout is ignored and rebuilt.
  static let currentFormat = 1

  var format = Self.currentFormat
  /// ``ScanCache/Identity/key``: tool, build, rules and configuration of the scan that wrote the file.
  var key: String
  /// Every Swift file the scan read, path relative to the root and content hash, in scan order.
  var sources: [CachedFile]
  /// Every non-Swift file the scan read (asset catalogs, property lists, Xcode projects).
  var resources: [CachedFile]
  var result: CachedScan
}

/// A file the cached scan read, and the hash of its bytes then.
struct CachedFile: Equatable {
  var file: String
  var hash: String
}

/// A ``ScanResult`` and its edits in the cache's terms: dictionaries as sorted lists of pairs.
struct CachedScan: Equatable {
  var findings: [Finding]
  var screens: [Screen]
  var files: [String]
  var resourceFiles: [String]
  var indexedFiles: Int
  var lines: Int
  var problems: [ScanProblem]
  var filesCheckingSetting: [CachedSetting]
  var formerIDs: [CachedFormerID]
  var edits: [CachedEdits]

  /// `outcome` as the cache keeps it.
  init(_ outcome: Scanner.Outcome) {
    let result = outcome.result
    findings = result.findings
    screens = result.screens
    files = result.files
    resourceFiles = result.resourceFiles
    indexedFiles = result.indexedFiles
    lines = result.lines
    problems = result.problems
    filesCheckingSetting = result.filesCheckingSetting.sorted { $0.key.rawValue < $1.key.rawValue }.map {
      CachedSetting(category: $0.key, files: $0.value)
    }
    formerIDs = result.formerIDs.sorted { $0.key < $1.key }.map { CachedFormerID(id: $0.key, former: $0.value) }
    edits = outcome.edits.sorted { $0.key < $1.key }.flatMap { file, byID in
      byID.sorted { $0.key < $1.key }.map { id, edits in
        CachedEdits(
          file: file, id: id,
          edits: edits.map { CachedEdit(start: $0.range.lowerBound, end: $0.range.upperBound, text: $0.replacement) })
      }
    }
  }

  init(
    findings: [Finding], screens: [Screen], files: [String], resourceFiles: [String], indexedFiles: Int, lines: Int,
    problems: [ScanProblem], filesCheckingSetting: [CachedSetting], formerIDs: [CachedFormerID], edits: [CachedEdits]
  ) {
    self.findings = findings
    self.screens = screens
    self.files = files
    self.resourceFiles = resourceFiles
    self.indexedFiles = indexedFiles
    self.lines = lines
    self.problems = problems
    self.filesCheckingSetting = filesCheckingSetting
    self.formerIDs = formerIDs
    self.edits = edits
  }

  /// The scan outcome of the folder `root`, as it was cached.
  func outcome(root: String) -> Scanner.Outcome {
    var result = ScanResult(
      root: root, findings: findings, screens: screens, files: files, lines: lines, problems: problems,
      filesCheckingSetting: Dictionary(filesCheckingSetting.map { ($0.category, $0.files) }) { first, _ in first })
    result.resourceFiles = resourceFiles
    result.indexedFiles = indexedFiles
    result.formerIDs = Dictionary(formerIDs.map { ($0.id, $0.former) }) { first, _ in first }
    var byFile: [String: [String: [TextEdit]]] = [:]
    for entry in edits {
      byFile[entry.file, default: [:]][entry.id] = entry.edits.map {
        TextEdit(range: $0.start..<$0.end, replacement: $0.text)
      }
    }
    return Scanner.Outcome(result: result, edits: byFile)
  }
}

/// The files that consult one setting.
struct CachedSetting: Equatable {
  var category: Category
  var files: [String]
}

/// A finding's former id (see ``ScanResult/formerIDs``).
struct CachedFormerID: Equatable {
  var id: String
  var former: String
}

/// The edits that fix one finding of one file.
struct CachedEdits: Equatable {
  var file: String
  var id: String
  var edits: [CachedEdit]
}

/// One replacement of UTF-8 offsets `start..<end` by `text`.
struct CachedEdit: Equatable {
  var start: Int
  var end: Int
  var text: String
}

// MARK: - JSON, in the store's reader and writer (the cache of a large project is read on every rescan)

extension ScanCacheDocument: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["format", "key", "resources", "result", "sources"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var format: Int?
    var key: String?
    var resources: [CachedFile]?
    var result: CachedScan?
    var sources: [CachedFile]?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0:
        format = try Int(storeJSON: &json)
        // Another layout's members are not this one's: stop before reading them.
        guard format == Self.currentFormat else { throw StoreJSONReader.GiveUp() }
      case 1: key = try String(storeJSON: &json)
      case 2: resources = try [CachedFile](storeJSON: &json)
      case 3: result = try CachedScan(storeJSON: &json)
      default: sources = try [CachedFile](storeJSON: &json)
      }
    }
    self.format = try json.required(format)
    self.key = try json.required(key)
    self.resources = try json.required(resources)
    self.result = try json.required(result)
    self.sources = try json.required(sources)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("format", format)
      json.member("key", key)
      json.member("resources", resources)
      json.member("result", result)
      json.member("sources", sources)
    }
  }
}

extension CachedFile: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["file", "hash"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var file: String?
    var hash: String?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: file = try String(storeJSON: &json)
      default: hash = try String(storeJSON: &json)
      }
    }
    self.file = try json.required(file)
    self.hash = try json.required(hash)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("file", file)
      json.member("hash", hash)
    }
  }
}

extension CachedScan: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = [
    "edits", "files", "filesCheckingSetting", "findings", "formerIDs", "indexedFiles", "lines", "problems",
    "resourceFiles", "screens",
  ]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var edits: [CachedEdits]?
    var files: [String]?
    var filesCheckingSetting: [CachedSetting]?
    var findings: [Finding]?
    var formerIDs: [CachedFormerID]?
    var indexedFiles: Int?
    var lines: Int?
    var problems: [ScanProblem]?
    var resourceFiles: [String]?
    var screens: [Screen]?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: edits = try [CachedEdits](storeJSON: &json)
      case 1: files = try [String](storeJSON: &json)
      case 2: filesCheckingSetting = try [CachedSetting](storeJSON: &json)
      case 3: findings = try [Finding](storeJSON: &json)
      case 4: formerIDs = try [CachedFormerID](storeJSON: &json)
      case 5: indexedFiles = try Int(storeJSON: &json)
      case 6: lines = try Int(storeJSON: &json)
      case 7: problems = try [ScanProblem](storeJSON: &json)
      case 8: resourceFiles = try [String](storeJSON: &json)
      default: screens = try [Screen](storeJSON: &json)
      }
    }
    self.init(
      findings: try json.required(findings), screens: try json.required(screens), files: try json.required(files),
      resourceFiles: try json.required(resourceFiles), indexedFiles: try json.required(indexedFiles),
      lines: try json.required(lines), problems: try json.required(problems),
      filesCheckingSetting: try json.required(filesCheckingSetting), formerIDs: try json.required(formerIDs),
      edits: try json.required(edits))
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("edits", edits)
      json.member("files", files)
      json.member("filesCheckingSetting", filesCheckingSetting)
      json.member("findings", findings)
      json.member("formerIDs", formerIDs)
      json.member("indexedFiles", indexedFiles)
      json.member("lines", lines)
      json.member("problems", problems)
      json.member("resourceFiles", resourceFiles)
      json.member("screens", screens)
    }
  }
}

extension CachedSetting: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["category", "files"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var category: Category?
    var files: [String]?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: category = try Category(storeJSON: &json)
      default: files = try [String](storeJSON: &json)
      }
    }
    self.category = try json.required(category)
    self.files = try json.required(files)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("category", category)
      json.member("files", files)
    }
  }
}

extension CachedFormerID: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["former", "id"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var former: String?
    var id: String?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: former = try String(storeJSON: &json)
      default: id = try String(storeJSON: &json)
      }
    }
    self.former = try json.required(former)
    self.id = try json.required(id)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("former", former)
      json.member("id", id)
    }
  }
}

extension CachedEdits: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["edits", "file", "id"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var edits: [CachedEdit]?
    var file: String?
    var id: String?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: edits = try [CachedEdit](storeJSON: &json)
      case 1: file = try String(storeJSON: &json)
      default: id = try String(storeJSON: &json)
      }
    }
    self.edits = try json.required(edits)
    self.file = try json.required(file)
    self.id = try json.required(id)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("edits", edits)
      json.member("file", file)
      json.member("id", id)
    }
  }
}

extension CachedEdit: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["end", "start", "text"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var end: Int?
    var start: Int?
    var text: String?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: end = try Int(storeJSON: &json)
      case 1: start = try Int(storeJSON: &json)
      default: text = try String(storeJSON: &json)
      }
    }
    let lower = try json.required(start)
    let upper = try json.required(end)
    guard lower >= 0, lower <= upper else { throw StoreJSONReader.GiveUp() }
    self.start = lower
    self.end = upper
    self.text = try json.required(text)
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("end", end)
      json.member("start", start)
      json.member("text", text)
    }
  }
}

extension ScanProblem: StoreJSONReadable, StoreJSONWritable {
  private static let keys: [StaticString] = ["file", "message"]

  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var file: String?
    var message: String?
    var members = try json.members(Self.keys)
    while let member = try json.nextMember(&members) {
      switch member {
      case 0: file = try String(storeJSON: &json)
      default: message = try String(storeJSON: &json)
      }
    }
    self.init(file: try json.required(file), message: try json.required(message))
  }

  func write(to json: inout StoreJSONWriter) {
    json.object { json in
      json.member("file", file)
      json.member("message", message)
    }
  }
}
