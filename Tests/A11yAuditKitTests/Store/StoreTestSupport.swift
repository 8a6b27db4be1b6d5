import Foundation

@testable import A11yAuditKit

/// A fresh temporary folder, removed by the caller with `cleanUp`.
func makeTemporaryFolder(_ name: String = #function) -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "a11y-audit-tests-\(name.filter(\.isLetter))-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// A finding with sensible defaults for store tests.
func makeFinding(
  id: String, file: String = "Views/A.swift", line: Int = 10, severity: Severity = .high, passing: Bool = false
) -> Finding {
  Finding(
    id: id, rule: "with-animation-reduce-motion", category: .reduceMotion, severity: severity, file: file,
    span: SourceSpan(start: SourcePosition(line: line, column: 5), end: SourcePosition(line: line + 2, column: 6)),
    snippet: "withAnimation(.spring()) { x = 1 }", message: "withAnimation ignores Reduce Motion",
    recommendation: "Guard it with accessibilityReduceMotion", passing: passing, context: "A.body")
}

/// A scan result over `files` (all of which count as scanned) holding `findings`.
func makeScan(root: URL, files: [String] = ["Views/A.swift"], findings: [Finding]) -> ScanResult {
  ScanResult(root: root.path, findings: findings, screens: [], files: files, lines: 100, problems: [])
}

let t0 = Date(timeIntervalSince1970: 1_800_000_000)
let t1 = Date(timeIntervalSince1970: 1_800_000_100)
