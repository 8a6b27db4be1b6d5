extension RuleDescription {
  /// The rule's documentation in Markdown: front matter (title, impact, tags), summary, rationale with its blind
  /// spots, criteria, messages per kind of site, the automatic fix, and the incorrect and correct examples. The files
  /// in `Resources/Rules` are this text (a test checks), and SARIF reports carry it as the rule's help.
  public var documentation: String {
    let rule = self
    var lines = [
      "---",
      "title: \(rule.title)",
      "impact: \(rule.impact)",
      "impactDescription: \(rule.impactDescription)",
      "tags: \(rule.tags.joined(separator: ", "))",
      "---",
      "",
      "## \(rule.title)",
      "",
      rule.summary,
      "",
    ]
    lines += rule.rationale.components(separatedBy: "\n\n").flatMap { [$0, ""] }
    lines += ["WCAG: \(rule.wcag). Rule id: `\(rule.id)`. Default severity: \(rule.severity.label).", ""]
    lines += ["### Messages", "", "| Site | Message | Recommendation |", "|------|---------|----------------|"]
    for variant in rule.variants {
      lines.append("| \(cell(variant.when)) | \(cell(variant.message)) | \(cell(variant.recommendation)) |")
    }
    lines.append("| any other | \(cell(rule.message)) | \(cell(rule.recommendation)) |")
    lines.append("| passing | \(cell(rule.passingMessage)) | |")
    lines.append("")
    lines += [
      "### Automatic fix", "", rule.automaticFix ?? "None: `a11y-audit fix` leaves these sites to a person.", "",
    ]
    for example in rule.triggeringExamples {
      lines += ["**Incorrect (\(rule.message)):**", "", "```swift", example.strippedCode, "```", ""]
    }
    for example in rule.nonTriggeringExamples {
      lines += ["**Correct (\(rule.passingMessage)):**", "", "```swift", example.code, "```", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// Text fit for one table cell: no line breaks, pipes escaped.
  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }
}
