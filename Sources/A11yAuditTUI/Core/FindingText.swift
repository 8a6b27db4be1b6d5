import A11yAuditKit

/// Words for one finding, shared by the list, the detail screen and the status line.
extension FindingRecord {
  /// `Views/Common/LoadingOverlay.swift:61`.
  var location: String { "\(finding.file):\(finding.line)" }

  /// `LoadingOverlay.swift:61`, for the status line.
  var shortLocation: String {
    let name = finding.file.split(separator: "/").last.map(String.init) ?? finding.file
    return "\(name):\(finding.line)"
  }

  /// How the latest scan saw the site, as a short tag for the list (`(absent)`), or nil for a violation.
  var presenceTag: String? {
    switch presence {
    case .violation: nil
    case .passing: "(passing)"
    case .absent: "(absent)"
    }
  }

  /// How the latest scan saw the site, as a sentence for the detail screen.
  var presenceSentence: String {
    switch presence {
    case .violation: "reported by the latest scan"
    case .passing: "the site now passes its rule (passing in the latest scan)"
    case .absent: "not seen by the latest scan (absent)"
    }
  }
}

extension FindingRecord {
  /// What a list row names the finding by: its rule's title, or its message when no rule describes it (findings
  /// that come from an audit file alone, rules this build does not know).
  var listTitle: String { RuleTitles.byID[finding.rule] ?? finding.message }

  /// `CRIT`, the severity badge without its brackets, for the sentence-like rows of the linear layout.
  var severityWord: String { String(finding.severity.badge.dropFirst().dropLast()) }

  /// The row of the linear layout, a sentence with the whole place:
  /// `CRIT open Views/Common/LoadingOverlay.swift:61 Respect Reduce Motion in withAnimation`.
  var sentence: String { sentence(place: location) }

  /// The sentence within `columns`: with the whole place when it fits, else with the file name and line alone (an
  /// ellipsis in the middle of a path is only noise read aloud; the detail screen has the whole path).
  func sentence(fitting columns: Int) -> String {
    let whole = sentence
    return DisplayWidth.of(whole) <= columns ? whole : sentence(place: shortLocation)
  }

  private func sentence(place: String) -> String {
    [severityWord, status.title, presenceTag, place, listTitle].compactMap { $0 }.joined(separator: " ")
  }
}

/// Rule titles by rule id, read once from the kit's rule descriptions.
enum RuleTitles {
  static let byID: [String: String] = {
    var titles = [SuppressionRuleDescription.unusedSuppression.id: SuppressionRuleDescription.unusedSuppression.title]
    for rule in RuleRegistry.all { titles[rule.description.id] = rule.description.title }
    return titles
  }()
}
