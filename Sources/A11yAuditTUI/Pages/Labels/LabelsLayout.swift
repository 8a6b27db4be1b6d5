import A11yAuditKit

/// The nine Accessibility Nutrition Labels on one device: each feature's verdict in words, its open findings, the
/// screens left to review and the reviewer's conclusion; below, the evidence of the selected feature.
enum LabelsLayout {
  static func make(_ state: AppState) -> ListLayout {
    var layout = ListLayout()
    let features = state.cache.labels.features
    guard !features.isEmpty else { return layout }
    let counts = LabelVerdict.allCases.compactMap { verdict -> String? in
      let count = features.count { $0.verdict == verdict }
      return count == 0 ? nil : "\(count) \(verdict.title.lowercased())"
    }
    layout.header("Accessibility Nutrition Labels on \(state.labelsDevice.title): \(counts.joined(separator: ", "))")
    for item in features {
      layout.item(
        state.prefs.linear ? sentence(item) : columns(item, width: state.size.width),
        fill: item.verdict == .ready ? .normal : .dim)
    }
    guard features.indices.contains(state.labelsList.selected) else { return layout }
    let selected = features[state.labelsList.selected]
    layout.text([])
    layout.header("\(selected.feature.name): \(selected.verdict.title)")
    let width = max(20, state.size.width - 4)
    for line in selected.evidence {
      for (index, part) in TextWrap.lines(line, width: width).enumerated() {
        layout.text([Span((index == 0 ? "- " : "  ") + part)])
      }
    }
    return layout
  }

  /// `Reduced Motion             [Blocked]       3 open, 2 to review    Ana: supported`; the reviewer's column only
  /// when the terminal is wide enough (the evidence below names them too).
  private static func columns(_ item: FeatureReadiness, width: Int) -> [Span] {
    var spans = [
      Span(item.feature.name.padded(to: 34)),
      Span(("[" + item.verdict.title + "]").padded(to: 16), role(item.verdict)),
      Span(counts(item).padded(to: 23), item.blocking.isEmpty ? .dim : .header),
    ]
    if width >= 100 { spans.append(Span(conclusion(item), .dim)) }
    return spans
  }

  /// `Reduced Motion: Blocked, 3 open findings, 2 of 18 screens not reviewed, Ana found it supported.`
  private static func sentence(_ item: FeatureReadiness) -> [Span] {
    var text = "\(item.feature.name): \(item.verdict.title)"
    if !item.blocking.isEmpty {
      text += ", \(item.blocking.count) open finding\(item.blocking.count == 1 ? "" : "s")"
    }
    if !item.screensNotReviewed.isEmpty {
      text += ", \(item.screensNotReviewed.count) of \(item.screens) screens not reviewed"
    }
    if let declaration = item.declaration {
      text += ", \(declaration.by) found it \(declaration.claim.title)"
      if declaration.note.isEmpty { text += " (no note yet)" }
    }
    return [Span(text + ".")]
  }

  /// `3 open, 2 to review`, or what is left when nothing blocks.
  private static func counts(_ item: FeatureReadiness) -> String {
    var parts: [String] = []
    if !item.blocking.isEmpty { parts.append("\(item.blocking.count) open") }
    if !item.screensNotReviewed.isEmpty { parts.append("\(item.screensNotReviewed.count) to review") }
    if item.applicable == false { parts.append("no video") }
    return parts.isEmpty ? "all reviewed" : parts.joined(separator: ", ")
  }

  /// `Ana: supported`, `Ana: supported, no note`, or `no conclusion`.
  private static func conclusion(_ item: FeatureReadiness) -> String {
    guard let declaration = item.declaration else { return "no conclusion" }
    return "\(declaration.by): \(declaration.claim.title)" + (declaration.note.isEmpty ? ", no note" : "")
  }

  private static func role(_ verdict: LabelVerdict) -> Role {
    switch verdict {
    case .blocked: .severity(.critical)
    case .needsReview: .severity(.medium)
    case .ready: .normal
    }
  }

  /// The feature at list position `position`.
  static func feature(at position: Int, _ state: AppState) -> FeatureReadiness? {
    let features = state.cache.labels.features
    return features.indices.contains(position) ? features[position] : nil
  }
}
