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
    lines += ["### Measured precision", "", rule.precisionSentence, ""]
    if !rule.knownFalseAlarms.isEmpty {
      lines += ["Still reported wrongly on real apps: \(rule.knownFalseAlarms)", ""]
    }
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

extension RuleDescription {
  /// What the precision benchmark measured, in one paragraph for the docs and `rules RULE`.
  public var precisionSentence: String {
    guard let measurement else {
      return "Not measured: the rule reported nothing on the benchmark apps (Benchmarks/precision)."
    }
    let bar = Int(RuleMeasurement.defaultRuleThreshold * 100)
    let verdict =
      isOptIn
      ? "below the \(bar)% a rule on by default is held to, so the rule is opt-in: it runs when `.a11y-audit.yml` "
        + "names it in `opt_in_rules:` or with `--all-rules`"
      : "at or above \(bar)%, so the rule runs by default"
    return "\(measurement.summary) on the open-source apps of Benchmarks/precision, every finding read in the code: "
      + "\(verdict)."
  }
}
