import Foundation

@testable import A11yAuditKit

/// The bundled sample app, scanned once for the report tests.
enum SampleScan {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Sample")

  static let result: ScanResult = try! Scanner().scan(root: root)

  static func report(includePassing: Bool = true) -> JSONReport {
    JSONReport.make(scan: result, document: nil, includePassing: includePassing)
  }
}
