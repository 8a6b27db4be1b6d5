import A11yAuditModel
import Foundation

/// What the scan cache's `scan.json` holds: the identity of the scan that wrote it, the hash of every file it read,
/// and its result, edits included, so that a rescan of the same files under the same identity is a read.
///
/// Read and written by the store's JSON code, generated from these declarations (see ``ScanCacheCodable``).
package struct ScanCacheDocument: Equatable, ScanCacheCodable {
  /// The layout of this file; another layout is ignored and rebuilt.
  package static let currentFormat = 2

  package var format: Int = Self.currentFormat
  /// ``ScanCache/Identity/key``: tool, build, rules and configuration of the scan that wrote the file.
  package var key: String
  /// Every Swift file the scan read, path relative to the root and content hash, in scan order.
  package var sources: [CachedFile]
  /// Every non-Swift file the scan read (asset catalogs, property lists, Xcode projects).
  package var resources: [CachedFile]
  package var result: CachedScan
}

extension ScanCacheDocument {
  /// What a rescan compares before it reads the cached result: the layout, the key and the files' hashes. Read with
  /// the result skipped, so that a rescan after an edit does not decode a whole scan it cannot use.
  package struct Header: StoreJSONReadable {
    package var format: Int
    package var key: String
    package var sources: [CachedFile]
    package var resources: [CachedFile]

    private static let keys: [StaticString] = ["format", "key", "resources", "result", "sources"]

    package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
      var format: Int?
      var key: String?
      var resources: [CachedFile]?
      var sources: [CachedFile]?
      var members = try json.members(Self.keys)
      while let member = try json.nextMember(&members) {
        switch member {
        case 0: format = try Int(storeJSON: &json)
        case 1: key = try String(storeJSON: &json)
        case 2: resources = try [CachedFile](storeJSON: &json)
        case 3: try json.skipValue()
        default: sources = try [CachedFile](storeJSON: &json)
        }
      }
      self.format = try json.required(format)
      self.key = try json.required(key)
      self.resources = try json.required(resources)
      self.sources = try json.required(sources)
    }
  }
}

/// The scan cache's document as a rescan reads it: the header at once, the result when the files are the cached ones.
package struct ScanCacheRead {
  package var header: ScanCacheDocument.Header
  /// The file's bytes.
  let data: Data

  /// The cached result, nil when the file does not read whole or an edit's range is not in its file.
  package func result() -> CachedScan? {
    guard let document = StoreJSONReader.read(data, as: ScanCacheDocument.self),
      document.result.edits.values.allSatisfy(TextEdit.areInFile)
    else { return nil }
    return document.result
  }
}

/// A file the cached scan read, and the hash of its bytes then.
package struct CachedFile: Equatable {
  package var file: String
  package var hash: String
}

/// A ``ScanResult`` and its edits as the cache keeps them.
package struct CachedScan: Equatable {
  package var findings: [Finding]
  package var screens: [Screen]
  package var files: [String]
  package var resourceFiles: [String]
  package var indexedFiles: Int
  package var lines: Int
  package var problems: [ScanProblem]
  package var filesCheckingSetting: [CachedSetting]
  package var formerIDs: [String: String]
  /// The edits of each finding, by file then finding id.
  package var edits: [String: [String: [TextEdit]]]

  /// `outcome` as the cache keeps it.
  package init(_ outcome: Scanner.Outcome) {
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
    formerIDs = result.formerIDs
    edits = outcome.edits
  }

  /// The scan outcome of the folder `root`, as it was cached.
  package func outcome(root: String) -> Scanner.Outcome {
    var result = ScanResult(
      root: root, findings: findings, screens: screens, files: files, lines: lines, problems: problems,
      filesCheckingSetting: Dictionary(filesCheckingSetting.map { ($0.category, $0.files) }) { first, _ in first })
    result.resourceFiles = resourceFiles
    result.indexedFiles = indexedFiles
    result.formerIDs = formerIDs
    return Scanner.Outcome(result: result, edits: edits)
  }
}

/// The files that consult one setting (a dictionary keyed by ``Category``, which the cache's JSON keys by string).
package struct CachedSetting: Equatable {
  package var category: Category
  package var files: [String]
}
