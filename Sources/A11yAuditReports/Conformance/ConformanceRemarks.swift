import A11yAuditModel
import A11yAuditScanner

/// The "Remarks and Explanations" of a criterion: what the evidence is, in counts, screens and files, never internal
/// ids alone.
package enum ConformanceRemarks {
  package static func text(for assessment: CriterionAssessment) -> String {
    var sentences: [String] = []
    if assessment.criterion.isObsolete {
      sentences.append(
        "WCAG 2.2 removed \(assessment.criterion.number) \(assessment.criterion.name) as obsolete, so it does not "
          + "apply; reports against WCAG 2.0 or 2.1 may state Supports (W3C errata of September 2023).")
      return sentences.joined(separator: " ")
    }
    let review = assessment.review
    if !assessment.failing.isEmpty {
      sentences.append(failingSentence(assessment))
      if let rules = ruleList(assessment.rules) { sentences.append("Found by \(rules).") }
      if !assessment.wontFix.isEmpty {
        sentences.append(
          "Won't fix: " + assessment.wontFix.map(wontFixText).listed(upTo: 3) + ".")
      }
      if !assessment.acceptedRisks.isEmpty {
        sentences.append(
          "Accepted risk: " + assessment.acceptedRisks.map(acceptedRiskText).listed(upTo: 3) + ".")
      }
      if let level = review?.level {
        sentences.append("A reviewer judged it \(level.title), which does not stand while findings fail it.")
      }
    } else if let level = review?.level {
      sentences.append("A reviewer judged it \(level.title).")
      if let evidence = evidenceSentence(assessment) { sentences.append(evidence) }
    } else if assessment.isCovered {
      if let evidence = evidenceSentence(assessment) { sentences.append(evidence) }
      if !assessment.rules.isEmpty, let reading = assessment.criterion.staticReading, reading.extent != .code {
        sentences.append(
          "The rules decide it only in part: \(reading.note.prefix(1).lowercased() + reading.note.dropFirst())")
      }
      sentences.append(screensSentence(assessment))
    } else {
      sentences.append(
        "No rule of a11y-audit tests this criterion and no audit file or reviewer addresses it: it needs a manual "
          + "evaluation.")
      if let note = assessment.criterion.staticReading?.note { sentences.append(note) }
    }
    if let note = review?.note, !note.isEmpty {
      sentences.append("Reviewer's note\(review?.by.map { " (\($0))" } ?? ""): \(note)")
    }
    return sentences.joined(separator: " ")
  }

  /// `3 open findings (1 critical, 2 high) and 1 won't fix fail it on 2 of 14 screens (Login, Settings) in 3 files
  /// (…)`.
  private static func failingSentence(_ assessment: CriterionAssessment) -> String {
    let open = assessment.open
    let wontFix = assessment.wontFix.count
    let accepted = assessment.acceptedRisks.count
    var parts: [String] = []
    if !open.isEmpty {
      let bySeverity = Severity.descending.compactMap { severity -> String? in
        let count = open.count { $0.finding.severity == severity }
        return count == 0 ? nil : "\(count) \(severity.rawValue)"
      }
      parts.append("\(open.count.counted("open finding")) (\(bySeverity.joined(separator: ", ")))")
    }
    if wontFix > 0 { parts.append("\(wontFix.counted("finding")) triaged won't fix") }
    if accepted > 0 { parts.append("\(accepted.counted("finding")) accepted as a risk for now") }
    var sentence = parts.joined(separator: " and ") + " fail\(assessment.failing.count == 1 ? "s" : "") it"
    if assessment.screens > 0, !assessment.screensFailing.isEmpty {
      sentence +=
        " on \(assessment.screensFailing.count) of \(assessment.screens) screens"
        + " (\(assessment.screensFailing.listed(upTo: 4)))"
    } else if assessment.screens > 0 {
      sentence += " for the whole app (no screen holds them: settings such as `Info.plist` keys apply everywhere)"
    }
    let files = Array(Set(assessment.failing.map(\.finding.file))).sorted()
    sentence += ", in \(files.count.counted("file")) (\(files.listed(upTo: 3)))."
    return sentence
  }

  /// What tested the criterion, when anything did.
  private static func evidenceSentence(_ assessment: CriterionAssessment) -> String? {
    var parts: [String] = []
    if let rules = ruleList(assessment.rules) { parts.append("the scan finds no failing site of \(rules)") }
    if !assessment.auditFiles.isEmpty {
      parts.append("the audit files (\(assessment.auditFiles.listed(upTo: 3))) list no open finding")
    }
    guard !parts.isEmpty else { return nil }
    let text = parts.joined(separator: "; ")
    return text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  private static func screensSentence(_ assessment: CriterionAssessment) -> String {
    guard assessment.screens > 0 else {
      return "The scan listed no screens to review, so it is not concluded from the scan alone."
    }
    if assessment.screensReviewed == assessment.screens {
      return "All \(assessment.screens) screens are reviewed."
    }
    return "Supports needs every screen reviewed: \(assessment.screensReviewed) of \(assessment.screens) are."
  }

  private static func ruleList(_ ids: [String]) -> String? {
    guard !ids.isEmpty else { return nil }
    let titles = ids.map { RuleRegistry.description(for: $0)?.title ?? $0 }
    return (ids.count == 1 ? "its rule " : "its \(ids.count) rules ")
      + titles.map { "“\($0)”" }.listed(upTo: 3)
  }

  private static func wontFixText(_ record: FindingRecord) -> String {
    let place = "\(record.finding.file):\(record.finding.line)"
    guard let note = record.notes.last?.text, !note.isEmpty else { return "\(place) (no note)" }
    return "\(place) “\(note)”"
  }

  /// `Sources/A.swift:12 until 2027-03-31, accepted by Dana “the redesign lands in Q2”`.
  private static func acceptedRiskText(_ record: FindingRecord) -> String {
    let place = "\(record.finding.file):\(record.finding.line)"
    guard let acceptance = record.acceptance else { return place }
    return "\(place) until \(acceptance.until), accepted by \(acceptance.by) “\(acceptance.reason)”"
  }

}
