import A11yAuditModel
import A11yAuditScanner
import Foundation

extension AuditSession {
  /// The finding whose id is `idOrPrefix` or starts with it (case-insensitive), with the code around it and its
  /// mechanical fix planned (nothing is written). Refuses when there is no store yet.
  public func detail(ofFinding idOrPrefix: String) throws -> FindingDetail {
    let record = try requireStore().finding(matching: idOrPrefix, in: store)
    let code = sourceLines(of: record.finding.file).map { CodeExcerpt(record.finding, source: $0) }
    return FindingDetail(record: record, code: code, fix: fixPreview(for: record))
  }

  /// What `a11y-audit fix --rule RULE --file FILE` would change for `record`'s rule and file, when that fixes it.
  public func fixPreview(for record: FindingRecord) -> FixPreview {
    let finding = record.finding
    guard record.hasAutomaticFix else {
      return .none("\(finding.rule) has no mechanical fix: a person makes the change the recommendation describes")
    }
    let plan: AutomaticFixer.Plan
    do {
      plan = try planFix(rules: [finding.rule], files: [finding.file])
    } catch {
      return .none("no fix can be planned: \(error)")
    }
    guard plan.fixedFindings.contains(where: { $0.id == record.id }) else {
      return .none("the fixer has no safe change for this site; a person makes the change the recommendation describes")
    }
    let files = plan.changes.map(\.file)
    return FixPreview(
      diff: plan.diff, files: files, sites: plan.fixedFindings.count,
      summary:
        "The fix changes \(plan.fixedFindings.count) site(s) of \(finding.rule) in \(files.joined(separator: ", ")).",
      command: "a11y-audit fix --rule \(finding.rule) --file \(finding.file)")
  }
}
