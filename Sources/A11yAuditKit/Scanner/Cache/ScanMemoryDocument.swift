import Foundation

/// What `.a11y-audit/cache/files.json` holds: each file's part of the last scan (its hash and its findings, screens
/// and edits), so that a rescan from the command line after a few edits parses and checks those files alone, as a
/// session's rescan does from ``ScanMemory``. The facts of every file and of the project are in `facts.json`
/// (``ScanMemoryFacts``), which names the same ``generation``.
///
/// Read and written by the store's JSON code, generated from these declarations by `swift run StoreCodegen`.
struct ScanMemoryDocument: Equatable {
  /// The layout of this file; another layout is ignored and rebuilt.
  static let currentFormat = 1

  var format: Int = Self.currentFormat
  /// ``ScanCache``'s key of the scan: tool, build, rules and configuration.
  var key: String
  /// Names the `facts.json` written with this file: files of different scans are never paired.
  var generation: String
  /// The scanned folder.
  var root: String
  /// Every non-Swift file the scan read, with its hash.
  var resources: [CachedFile]
  /// Every Swift file the scan read, in path order.
  var files: [CachedFileScan]
}

/// One file's part of a scan.
struct CachedFileScan: Equatable {
  var file: String
  var hash: String
  /// Whether the rules saw the file indexed in full.
  var isIndexed: Bool
  /// Whether the file holds what the project pass looks for in other files' text (see ``ScanMemory/Kept``).
  var touchesCompletion: Bool
  var lines: Int
  var findings: [Finding]
  /// The file's views, before the navigation graph placed them.
  var screens: [Screen]
  var consultedSettings: [Category]
  var suppressionProblems: [ScanProblem]
  var formerIDs: [CachedFormerID]
  var edits: [CachedEdits]
}
