import Foundation
import Testing

@testable import A11yAuditKit

/// The HTML report's Accessibility Nutrition Labels section on the sample.
@Suite struct HTMLLabelsSectionTests {
  @Test func everyFeatureHasARowAndItsEvidence() throws {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: HTMLReportTests.date)
    document.declare(
      .darkInterface, on: .iPhone, claim: .supported, by: "Ana <QA>", note: "Checked `every` screen",
      at: HTMLReportTests.date)
    let readiness = LabelReadiness.make(
      document: document, rules: RuleRegistry.all.map { $0.description.id },
      video: VideoPresence(scan: SampleScan.result), device: .iPhone)
    let html = LabelsSection.render(readiness)
    #expect(html.hasPrefix("<section id=\"labels\" aria-labelledby=\"labels-heading\">"))
    #expect(html.components(separatedBy: "<tr><th scope=\"row\">").count == 10)
    #expect(
      html.contains(
        "<tr><th scope=\"row\"><a href=\"#label-dark-interface\">Dark Interface</a></th><td>Blocked</td>"
          + "<td>1</td><td>18 of 18</td><td>Ana &lt;QA&gt; found it supported</td></tr>"))
    #expect(html.contains("<li>Confirmed by Ana &lt;QA&gt; on 2027-01-15: Checked <code>every</code> screen</li>"))
    #expect(html.contains("<h3 id=\"label-reduced-motion-heading\">Reduced Motion: Blocked</h3>"))
    #expect(LabelsSection.render(nil).contains("was not worked out"))
  }
}
