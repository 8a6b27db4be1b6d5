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
    case .passing: "the site now respects the setting (passing in the latest scan)"
    case .absent: "not seen by the latest scan (absent)"
    }
  }
}
