import A11yAuditModel
import Foundation

/// The first line of the scan cache's `files.json`, whose other lines hold each file's part of the last scan
/// (``CachedFileScan``: its hash, index facts, findings, screens, edits and navigation facts), so that a rescan from
/// the command line after a few edits parses and checks those files alone, as a session's rescan does from
/// ``ScanMemory``. One compact JSON value a line: the lines are read on every core, and a rescan writes the lines of
/// unchanged files back as they were. The project's facts are in `facts.json` (``ScanMemoryFacts``); both files name
/// the same ``generation``.
///
/// Read and written by the store's JSON code, generated from these declarations (see ``ScanCacheCodable``).
package struct ScanMemoryDocument: Equatable, ScanCacheCodable {
  /// The layout of this file; another layout is ignored and rebuilt.
  package static let currentFormat = 4

  package var format: Int = Self.currentFormat
  /// ``ScanCache``'s key of the scan: tool, build, rules and configuration.
  package var key: String
  /// Names the `facts.json` written with this file: files of different scans are never paired.
  package var generation: String
  /// The scanned folder.
  package var root: String
  /// Every non-Swift file the scan read, with its hash.
  package var resources: [CachedFile]
  /// How many Swift files the scan read: the lines that follow, in scan order.
  package var fileCount: Int
}

/// One file's part of a scan.
package struct CachedFileScan: Equatable, ScanCacheCodable {
  package var file: String
  package var hash: String
  /// Whether the index walk entered the whole file (``SourceFileIndex/isComplete``).
  package var isComplete: Bool
  /// The file's index facts before the project pass (``ScanMemory/Entry/preUse``).
  package var facts: AreaFileFacts
  /// Whether the rules saw the file indexed in full.
  package var isIndexed: Bool
  /// What the file gave to the completion of the project's facts (see ``ScanMemory/Kept``).
  package var completionDigest: String
  package var lines: Int
  package var findings: [Finding]
  /// The file's views, before the navigation graph placed them.
  package var screens: [Screen]
  package var consultedSettings: [Category]
  package var partialProblems: [ScanProblem]
  package var formerIDs: [String: String]
  /// The edits of each finding, by finding id.
  package var edits: [String: [TextEdit]]
  package var navigation: [NavigationGraph.Declared]
}
