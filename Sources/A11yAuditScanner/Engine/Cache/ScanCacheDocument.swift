import A11yAuditModel
import Foundation

/// What the scan cache's `scan.json` holds: the identity of the scan that wrote it, the hash of every file it read,
/// and its result, edits included, so that a rescan of the same files under the same identity is a read.
///
/// Read and written by the store's JSON code, generated from these declarations by `swift run StoreCodegen`.
package struct ScanCacheDocument: Equatable {
  /// The layout of this file; another layout is ignored and rebuilt.
  package static let currentFormat = 1

  package var format: Int = Self.currentFormat
  /// ``ScanCache/Identity/key``: tool, build, rules and configuration of the scan that wrote the file.
  package var key: String
  /// Every Swift file the scan read, path relative to the root and content hash, in scan order.
  package var sources: [CachedFile]
  /// Every non-Swift file the scan read (asset catalogs, property lists, Xcode projects).
  package var resources: [CachedFile]
  package var result: CachedScan
}

/// A file the cached scan read, and the hash of its bytes then.
package struct CachedFile: Equatable {
  package var file: String
  package var hash: String
}

/// A ``ScanResult`` and its edits in the cache's terms: dictionaries as sorted lists of pairs.
package struct CachedScan: Equatable {
  package var findings: [Finding]
  package var screens: [Screen]
  package var files: [String]
  package var resourceFiles: [String]
  package var indexedFiles: Int
  package var lines: Int
  package var problems: [ScanProblem]
  package var filesCheckingSetting: [CachedSetting]
  package var formerIDs: [CachedFormerID]
  package var edits: [CachedEdits]

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
    formerIDs = CachedFormerID.list(result.formerIDs)
    edits = outcome.edits.sorted { $0.key < $1.key }.flatMap { CachedEdits.list(file: $0.key, $0.value) }
  }

  /// The scan outcome of the folder `root`, as it was cached.
  package func outcome(root: String) -> Scanner.Outcome {
    var result = ScanResult(
      root: root, findings: findings, screens: screens, files: files, lines: lines, problems: problems,
      filesCheckingSetting: Dictionary(filesCheckingSetting.map { ($0.category, $0.files) }) { first, _ in first })
    result.resourceFiles = resourceFiles
    result.indexedFiles = indexedFiles
    result.formerIDs = CachedFormerID.dictionary(formerIDs)
    var byFile: [String: [String: [TextEdit]]] = [:]
    for entry in edits { byFile[entry.file, default: [:]][entry.id] = entry.textEdits }
    return Scanner.Outcome(result: result, edits: byFile)
  }
}

/// The files that consult one setting.
package struct CachedSetting: Equatable {
  package var category: Category
  package var files: [String]
}

/// A finding's former id (see ``ScanResult/formerIDs``).
package struct CachedFormerID: Equatable {
  package var id: String
  package var former: String

  /// `ids` (former id by current id) sorted by current id.
  package static func list(_ ids: [String: String]) -> [CachedFormerID] {
    ids.sorted { $0.key < $1.key }.map { CachedFormerID(id: $0.key, former: $0.value) }
  }

  /// `list` as former id by current id.
  package static func dictionary(_ list: [CachedFormerID]) -> [String: String] {
    Dictionary(list.map { ($0.id, $0.former) }) { first, _ in first }
  }
}

/// The edits that fix one finding of one file.
package struct CachedEdits: Equatable {
  package var file: String
  package var id: String
  package var edits: [CachedEdit]

  /// The edits of `file`'s findings (`byID`), sorted by finding id.
  package static func list(file: String, _ byID: [String: [TextEdit]]) -> [CachedEdits] {
    byID.sorted { $0.key < $1.key }.map { id, edits in
      CachedEdits(
        file: file, id: id,
        edits: edits.map { CachedEdit(start: $0.range.lowerBound, end: $0.range.upperBound, text: $0.replacement) })
    }
  }

  /// The edits as the fix applies them.
  package var textEdits: [TextEdit] { edits.map { TextEdit(range: $0.start..<$0.end, replacement: $0.text) } }
}

/// One replacement of UTF-8 offsets `start..<end` by `text`.
package struct CachedEdit: Equatable {
  package var start: Int
  package var end: Int
  package var text: String

  /// Whether `start..<end` is a range of offsets (a damaged cache may say otherwise).
  package var isValid: Bool { start >= 0 && start <= end }
}
