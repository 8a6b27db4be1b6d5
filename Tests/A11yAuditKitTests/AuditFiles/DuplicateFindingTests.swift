import Testing

@testable import A11yAuditKit

/// A place an audit names twice is one finding when listed per screen and again by severity, and two when one
/// screen's list names two problems on the same line.
@Suite struct DuplicateFindingTests {
  static let audit = """
    # Reduce Motion Audit

    ## Detailed Findings by Screen

    ### Onboarding

    #### PermissionsView
    **Status:** 🟠 HIGH - NEEDS FIX

    **File:** `Sources/Onboarding/PermissionsView.swift`

    **Animations Found (2 total):**

    1. **Line 19**: .animation runs motion that never stops
       - **Severity**: 🔴 CRITICAL

    2. **Line 19**: Content flashes 3.3 times a second
       - **Severity**: 🟠 HIGH

    ## Findings by Severity

    ### 🔴 Critical

    1. `PermissionsView.swift:19` — .animation runs motion that never stops
    """

  @Test func twoProblemsOnOneLineOfAScreenStayTwoAndTheSeverityListingMergesIntoTheFirst() {
    let document = AuditReader.read(text: Self.audit, path: "audit.md")

    #expect(document.findings.count == 2)
    #expect(document.findings.map(\.severity) == [.critical, .high])
    #expect(document.findingCounts[.critical] == 1 && document.findingCounts[.high] == 1)
  }
}
