import Foundation
import FuzzSupport

/// Any notes, names, snippet, product details and audit file (the input's NUL-separated fields, see
/// ``ReportTexts``) give a Markdown audit and a conformance report that cmark-gfm renders, raw HTML allowed, to a page
/// libxml2's HTML parser reads with the elements, attributes and link targets of the same report of placeholder texts,
/// and as many headings, list items, table rows, quotes, rules and checkboxes; the same holds for the HTML report as
/// it is.
func fuzzRenderers(_ bytes: [UInt8]) -> CInt {
  let texts = ReportTexts(bytes)
  guard let fuzzed = RenderedReports(texts), let benign = RenderedReports(texts, placeholders: true) else { return 0 }
  let pages = [
    ("Markdown audit", CommonMark.html(fuzzed.markdownAudit), CommonMark.html(benign.markdownAudit)),
    ("conformance report (ACR)", CommonMark.html(fuzzed.acr), CommonMark.html(benign.acr)),
    ("HTML report", fuzzed.html, benign.html),
  ]
  for (report, page, benignPage) in pages {
    let differences = HTMLShape(html: page).differences(from: HTMLShape(html: benignPage))
    guard differences.isEmpty else {
      let fields = ReportTexts.Role.allCases.map { "  \($0): \(texts[$0].debugDescription)" }
      fatalError(
        "the \(report) of these texts holds what the report does not write:\n"
          + differences.map { "  \($0)" }.joined(separator: "\n") + "\ntexts:\n" + fields.joined(separator: "\n")
          + "\nrendered:\n\(page)")
    }
  }
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzRenderers(_:)``.
@_cdecl("FuzzRenderers_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzRenderers)
}
