import A11yAuditModel
import A11yAuditStore

/// The audit files: each one's title, path, kind, area, findings per severity and checklist progress, then its
/// checklist items under their headings, each marked `done` or `to do` in words.
package enum AuditFilesSection {
  /// The section.
  package static func render(_ audits: [AuditDocument]) -> String {
    var out = [
      "<section id=\"audits\" aria-labelledby=\"audits-heading\">",
      "<h2 id=\"audits-heading\">Audit files</h2>",
    ]
    if audits.isEmpty {
      out.append(
        "<p>No audit, plan or checklist file was read (they are read when the report records the scan in the "
          + "store).</p>")
    }
    for (index, audit) in audits.enumerated() { out.append(article(audit, number: index + 1)) }
    out.append("</section>")
    return out.joined(separator: "\n")
  }

  /// One audit file.
  package static func article(_ audit: AuditDocument, number: Int) -> String {
    let (checked, total) = audit.checklistProgress
    var facts = ["<code>\(audit.path.htmlEscaped)</code>", audit.kind.rawValue]
    if let category = audit.category { facts.append(category.title.htmlEscaped) }
    if !audit.findings.isEmpty {
      let counts = audit.findingCounts
      let bySeverity = Severity.descending.compactMap { severity in
        (counts[severity] ?? 0) > 0 ? "\(counts[severity] ?? 0) \(severity.rawValue)" : nil
      }
      facts.append(
        "\(audit.findings.count) finding\(audit.findings.count == 1 ? "" : "s")"
          + (bySeverity.isEmpty ? "" : " (\(bySeverity.joined(separator: ", ")))"))
    }
    facts.append("checklist \(checked) of \(total) ticked")
    var out = [
      "<article class=\"audit\" aria-labelledby=\"audit-\(number)\">",
      "<h3 id=\"audit-\(number)\">\(audit.title.htmlEscaped)</h3>",
      "<p>\(facts.joined(separator: " · "))</p>",
    ]
    var section: String?
    for item in audit.checklist {
      if item.section != section {
        if section != nil { out.append("</ul>") }
        section = item.section
        out += ["<h4>\(item.section.htmlEscaped)</h4>", "<ul class=\"checklist\">"]
      }
      out.append(
        "<li class=\"\(item.checked ? "done" : "todo")\"><span class=\"tick\">\(item.checked ? "done" : "to do")</span> "
          + "\(item.text.htmlWithInlineCode)</li>")
    }
    if section != nil { out.append("</ul>") }
    out.append("</article>")
    return out.joined(separator: "\n")
  }
}
