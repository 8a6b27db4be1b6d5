import Foundation

/// SARIF 2.1.0 output with rule metadata, for GitHub code scanning and other SARIF viewers.
public enum SARIFReport {
  /// The SARIF log of `report`'s violations; won't-fix and false-positive findings are marked suppressed.
  public static func make(_ report: JSONReport, toolVersion: String) throws -> Data {
    let entries = report.findings.filter { !$0.passing && $0.presence != Presence.absent.rawValue }
    let ruleIDs = Array(Set(entries.map(\.rule))).sorted()
    let rules = ruleIDs.map(ruleObject)
    let results = entries.map { entry -> [String: Any] in
      var region: [String: Any] = [
        "startLine": max(entry.line, 1), "startColumn": max(entry.column, 1),
        "endLine": max(entry.endLine, entry.line, 1),
      ]
      if entry.endLine > entry.line || entry.endColumn > entry.column { region["endColumn"] = max(entry.endColumn, 1) }
      if !entry.snippet.isEmpty { region["snippet"] = ["text": entry.snippet] }
      var result: [String: Any] = [
        "ruleId": entry.rule,
        "ruleIndex": ruleIDs.firstIndex(of: entry.rule) ?? 0,
        "level": level(Severity(rawValue: entry.severity) ?? .medium),
        "message": ["text": entry.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": entry.file, "uriBaseId": "SRCROOT"], "region": region,
            ]
          ]
        ],
        "partialFingerprints": ["a11yAuditFindingId/v1": entry.id],
        "properties": ["severity": entry.severity, "status": entry.status, "category": entry.category],
      ]
      if entry.status == FixStatus.wontFix.rawValue || entry.status == FixStatus.falsePositive.rawValue {
        result["suppressions"] = [
          ["kind": "external", "status": "accepted", "justification": "triaged as \(entry.status) in a11y-audit"]
        ]
      }
      return result
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "a11y-audit", "version": toolVersion, "semanticVersion": toolVersion,
              "informationUri": "https://github.com/a11y-audit/a11y-audit", "rules": rules,
            ]
          ],
          "originalUriBaseIds": [
            "SRCROOT": ["uri": URL(fileURLWithPath: report.root, isDirectory: true).absoluteString]
          ],
          "results": results,
        ]
      ],
    ]
    var data = try JSONSerialization.data(
      withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    data.append(0x0A)
    return data
  }

  /// SARIF level of a severity: critical and high are errors, medium a warning, the rest notes.
  public static func level(_ severity: Severity) -> String {
    switch severity {
    case .critical, .high: "error"
    case .medium: "warning"
    case .low, .none: "note"
    }
  }

  private static func ruleObject(_ id: String) -> [String: Any] {
    guard let description = RuleRegistry.description(for: id) else {
      return [
        "id": id, "name": "AuditFinding",
        "shortDescription": ["text": "A problem described in an audit file with no matching code site."],
        "defaultConfiguration": ["level": "warning"],
      ]
    }
    return [
      "id": id,
      "name": description.title.split { !$0.isLetter && !$0.isNumber }.map {
        $0.prefix(1).uppercased() + $0.dropFirst()
      }
      .joined(),
      "shortDescription": ["text": description.summary],
      "fullDescription": ["text": description.rationale],
      "help": ["text": description.recommendation, "markdown": description.recommendation],
      "defaultConfiguration": ["level": level(description.severity)],
      "properties": [
        "tags": ["accessibility", description.category.rawValue], "wcag": description.wcag,
      ],
    ]
  }
}
