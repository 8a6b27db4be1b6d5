import A11yAuditModel
import A11yAuditReports
import Foundation

/// A change a person makes to the triage: what every front end saves through ``AuditSession/apply(_:)``.
public enum TriageChange: Sendable, Equatable {
  /// Set a finding's status, keeping `note` with the change when given.
  case status(findingID: String, FixStatus, note: String? = nil)
  /// Accept the risk of shipping with a finding (``RiskAcceptance``; its `at` is replaced by the time of saving).
  case acceptRisk(findingID: String, RiskAcceptance)
  /// Add a note to a finding.
  case addNote(findingID: String, text: String)
  /// Remove the latest note with this text from a finding (the dashboard's undo).
  case removeNote(findingID: String, text: String)
  /// Set a screen's review state for every area.
  case review(screenID: String, ReviewState)
  /// Set a screen's review state for one area.
  case areaReview(screenID: String, area: Category, ReviewState)
  /// Record a person's conclusion about a WCAG success criterion or a Section 508 / EN 301 549 row: a conformance
  /// level (nil clears it), a note (nil or empty keeps the previous note) and who they are (nil keeps the name).
  case criterion(number: String, level: ConformanceLevel?, note: String?, by: String? = nil)
  /// Record a reviewer's conclusion about an Accessibility Nutrition Label on a device (nil `claim` removes it).
  case declaration(AccessibilityFeature, device: DeviceFamily, claim: FeatureClaim?, by: String, note: String)

  /// The finding or screen the change is about.
  public var targetID: String {
    switch self {
    case .status(let id, _, _), .acceptRisk(let id, _), .addNote(let id, _), .removeNote(let id, _), .review(let id, _),
      .areaReview(let id, _, _):
      id
    case .criterion(let number, _, _, _): number
    case .declaration(let feature, let device, _, _, _): "\(device.rawValue)/\(feature.rawValue)"
    }
  }

  /// Applies the change to `document` at `date` as `person` made it; false when its finding, screen or note is not
  /// there.
  func apply(to document: inout StoreDocument, at date: Date, by person: String) -> Bool {
    switch self {
    case .status(let id, let status, let note):
      return document.setStatus(status, forFinding: id, note: note, at: date, by: person)
    case .acceptRisk(let id, var acceptance):
      acceptance.at = date
      return document.acceptRisk(acceptance, forFinding: id)
    case .addNote(let id, let text):
      return document.addNote(text, toFinding: id, at: date, by: person)
    case .removeNote(let id, let text):
      guard let index = document.index(ofFinding: id),
        let note = document.findings[index].notes.lastIndex(where: { $0.text == text })
      else { return false }
      document.findings[index].notes.remove(at: note)
      return true
    case .review(let id, let state):
      return document.setReview(state, forScreen: id)
    case .areaReview(let id, let area, let state):
      return document.setReview(state, forScreen: id, area: area)
    case .criterion(let number, let level, let note, let person):
      guard SuccessCriterion.wcag22(number) != nil || ConformanceCatalog.row(number) != nil else { return false }
      document.setReview(ofCriterion: number, level: level, note: note, by: person, at: date)
      return true
    case .declaration(let feature, let device, let claim, let person, let note):
      document.declare(feature, on: device, claim: claim, by: person, note: note, at: date)
      return true
    }
  }
}
