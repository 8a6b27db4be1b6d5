/// The report's recommendations, each written once in the "How to fix" section and linked from every finding it
/// applies to (the script also copies it into a finding's details when they are opened). Most findings of a rule share
/// one recommendation, so listing each once keeps a page of thousands of findings small.
package struct FixAdvice {
  /// Distinct recommendations, in order of first use, with the rules giving them and how many findings they answer.
  package var entries: [(text: String, rules: [String], count: Int)] = []
  /// Each recommendation's number among ``entries``.
  package var numbers: [String: Int] = [:]

  package init(_ findings: [JSONReport.Entry]) {
    for entry in FindingsTable.ordered(findings) where !entry.recommendation.isEmpty {
      if let number = numbers[entry.recommendation] {
        entries[number].count += 1
        if !entries[number].rules.contains(entry.rule) { entries[number].rules.append(entry.rule) }
      } else {
        numbers[entry.recommendation] = entries.count
        entries.append((entry.recommendation, [entry.rule], 1))
      }
    }
  }

  /// `How to fix: <a href="#fix-3">rule-id</a>`: the rule, linked to its recommendation (just `Rule rule-id` for a
  /// finding without one).
  package func link(for entry: JSONReport.Entry) -> String {
    guard let number = numbers[entry.recommendation] else { return "Rule \(entry.rule.htmlEscaped)" }
    return "How to fix: <a href=\"#fix-\(number + 1)\">\(entry.rule.htmlEscaped)</a>"
  }

  /// The "How to fix" section.
  package func render() -> String {
    var out = [
      "<section id=\"fixes\" aria-labelledby=\"fixes-heading\">",
      "<h2 id=\"fixes-heading\">How to fix</h2>",
    ]
    guard !entries.isEmpty else {
      out += ["<p>No recommendation: the report has no findings.</p>", "</section>"]
      return out.joined(separator: "\n")
    }
    out += [
      "<p>Each recommendation once, with the rules that give it; every finding's “How to fix” links to its own.</p>",
      "<ol class=\"fixes\">",
    ]
    for (index, entry) in entries.enumerated() {
      let rules = entry.rules.map { "<code>\($0.htmlEscaped)</code>" }.joined(separator: ", ")
      out.append(
        "<li id=\"fix-\(index + 1)\"><p class=\"fix-rules\">\(rules) "
          + "(\(entry.count) finding\(entry.count == 1 ? "" : "s"))</p>"
          + "<p class=\"fix-text\">\(entry.text.htmlWithInlineCode)</p></li>")
    }
    out += ["</ol>", "</section>"]
    return out.joined(separator: "\n")
  }
}
