import Foundation
import Testing

@testable import A11yAuditKit

/// Each rule's precision comes from the precision benchmark's labels, and reaches its documentation and SARIF.
@Suite struct RuleMeasurementTests {
  @Test func precisionIsTrueAmongDecidedFindingsAndNamesSARIFsLevel() {
    let measured = RuleMeasurement(truePositives: 19, falsePositives: 1, debatable: 7, apps: 3)
    #expect(measured.precision == 0.95)
    #expect(measured.level == .veryHigh)
    #expect(RuleMeasurement(truePositives: 9, falsePositives: 1, debatable: 0, apps: 1).level == .high)
    #expect(RuleMeasurement(truePositives: 7, falsePositives: 3, debatable: 0, apps: 1).level == .medium)
    #expect(RuleMeasurement(truePositives: 1, falsePositives: 3, debatable: 0, apps: 1).level == .low)
    #expect(RuleMeasurement(truePositives: 0, falsePositives: 0, debatable: 4, apps: 1).precision == nil)
    #expect(measured.summary == "0.95 (19 true, 1 false, 7 debatable on 3 apps)")
  }

  @Test func everyRuleStatesWhatTheBenchmarkMeasured() {
    for rule in RuleRegistry.all.map({ $0.description }) {
      #expect(rule.precision == rule.measurement?.level, "\(rule.id)")
      let below = (rule.measurement?.precision).map { $0 < RuleMeasurement.defaultRuleThreshold } ?? false
      #expect(rule.isBelowPrecisionBar == below, "\(rule.id)")
      #expect(rule.documentation.contains(rule.precisionSentence), "\(rule.id)")
      #expect(RuleListing.manual(rule).contains(rule.precisionSentence), "\(rule.id)")
    }
    #expect(RuleRegistry.all.contains { $0.description.measurement != nil })
  }
}
