/// The App Store's Accessibility Nutrition Labels: a table of each feature's verdict with its counts and the
/// reviewer's conclusion, then each feature's evidence.
package enum LabelsSection {
  /// The section; without a readiness, a sentence saying so.
  package static func render(_ readiness: LabelReadiness?) -> String {
    var out = [
      "<section id=\"labels\" aria-labelledby=\"labels-heading\">",
      "<h2 id=\"labels-heading\">Accessibility Nutrition Labels</h2>",
    ]
    guard let readiness, !readiness.features.isEmpty else {
      out += ["<p>The labels' readiness was not worked out for this page.</p>", "</section>"]
      return out.joined(separator: "\n")
    }
    out.append(
      "<p>Which of the App Store's Accessibility Nutrition Labels the app can claim on "
        + "\(readiness.device.title.htmlEscaped): a feature is ready to claim only when no finding of its rules is "
        + "open, every screen is reviewed for its area, and a reviewer confirmed it with a note (Apple's evaluation "
        + "criteria: App Store Connect Help, Overview of Accessibility Nutrition Labels).</p>")
    out += [
      ScrollRegion.start(labelledBy: "labels-caption"),
      "<table class=\"labels\">",
      "<caption id=\"labels-caption\">Readiness of each label on \(readiness.device.title.htmlEscaped)</caption>",
      "<thead><tr><th scope=\"col\">Feature</th><th scope=\"col\">Verdict</th><th scope=\"col\">Open findings</th>"
        + "<th scope=\"col\">Screens not reviewed</th><th scope=\"col\">Reviewer</th></tr></thead>",
      "<tbody>",
    ]
    for item in readiness.features {
      let reviewer =
        item.declaration.map { "\($0.by) found it \($0.claim.title)".htmlEscaped } ?? "no conclusion yet"
      out.append(
        "<tr><th scope=\"row\"><a href=\"#label-\(item.feature.rawValue)\">\(item.feature.name.htmlEscaped)</a></th>"
          + "<td>\(item.verdict.title.htmlEscaped)</td><td>\(item.blocking.count)</td>"
          + "<td>\(item.screensNotReviewed.count) of \(item.screens)</td><td>\(reviewer)</td></tr>")
    }
    out += ["</tbody>", "</table>", ScrollRegion.end]
    for item in readiness.features {
      out += [
        "<article id=\"label-\(item.feature.rawValue)\" aria-labelledby=\"label-\(item.feature.rawValue)-heading\">",
        "<h3 id=\"label-\(item.feature.rawValue)-heading\">\(item.feature.name.htmlEscaped): "
          + "\(item.verdict.title.htmlEscaped)</h3>",
        "<p>\(item.feature.criteria.htmlEscaped)</p>",
        "<ul>",
      ]
      out += item.evidence.map { "<li>\($0.htmlWithInlineCode)</li>" }
      out += ["</ul>", "</article>"]
    }
    out.append("</section>")
    return out.joined(separator: "\n")
  }
}
