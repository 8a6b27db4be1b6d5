import Foundation

/// The first line of the scan cache's `files.json`, whose other lines hold each file's part of the last scan
/// (``CachedFileScan``: its hash, index facts, findings, screens, edits and navigation facts), so that a rescan from
/// the command line after a few edits parses and checks those files alone, as a session's rescan does from
/// ``ScanMemory``. One compact JSON value a line: the lines are read on every core, and a rescan writes the lines of
/// unchanged files back as they were. The project's facts are in `facts.json` (``ScanMemoryFacts``); both files name
/// the same ``generation``.
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
  /// How many Swift files the scan read: the lines that follow, in scan order.
  var fileCount: Int
}

/// One file's part of a scan.
struct CachedFileScan: Equatable {
  var file: String
  var hash: String
  /// The file's index facts before the project pass (``ScanMemory/Entry/preUse``).
  var facts: CachedIndexFacts
  /// Whether the rules saw the file indexed in full.
  var isIndexed: Bool
  /// Whether the file holds what the project pass looks for in other files' text (see ``ScanMemory/Kept``).
  var touchesCompletion: Bool
  var lines: Int
  var findings: [Finding]
  /// The file's views, before the navigation graph placed them.
  var screens: [Screen]
  var consultedSettings: [Category]
  var partialProblems: [ScanProblem]
  var formerIDs: [CachedFormerID]
  var edits: [CachedEdits]
  var navigation: [CachedNavigation]
}

/// A type declaration's or extension's navigation facts (``TypeNavigation``) and the lines it spans.
struct CachedNavigation: Equatable {
  var name: String
  var isApp: Bool
  var isViewHelper: Bool
  var needsInput: Bool
  var hostsNavigation: Bool
  /// The UTF-8 range of the declaration.
  var start: Int
  var end: Int
  var startLine: Int
  var endLine: Int
  var uses: [CachedViewUse]
  var calls: [String]
}

/// A use of another type (``ViewUse``); `style` is a ``ViewUseStyle`` raw value.
struct CachedViewUse: Equatable {
  var typeName: String
  var style: String
  var inMember: String?
}
