import Foundation
import Testing

@testable import A11yAuditKit

/// A tap gesture finding is the tapped view and its gesture: editing what the view shows or does, or adding
/// modifiers between them, keeps its id (and so its triage); stores that know it by the id it had before keep it.
@Suite struct TapGestureIdentityTests {
  private static let original = """
    import SwiftUI
    struct Row: View {
      var body: some View {
        HStack {
          Text("Hello")
          Image(systemName: "star")
        }
        .padding()
        .onTapGesture { open() }
        Image(systemName: "gear").onTapGesture(count: 1) { settings() }
      }
    }
    """

  private func scan(_ text: String) -> ScanResult {
    Scanner(rules: [TapGestureMissingTraitRule.self]).scan(sources: [("A.swift", text)])
  }

  @Test func editingTheContentTheActionOrTheModifiersInBetweenKeepsTheIds() {
    let before = scan(Self.original)
    #expect(before.findings.map(\.line) == [4, 10])

    let edits = [
      ("Text(\"Hello\")", "Text(\"Hello, world\")\n      Spacer()"),
      ("{ open() }", "{ open(animated: false) }"),
      ("{ settings() }", "{ showSettings = true }"),
      (".padding()", ".padding(8)\n    .background(Color.blue)"),
    ]
    for (old, new) in edits {
      let after = scan(Self.original.replacingOccurrences(of: old, with: new))
      #expect(after.findings.map(\.id) == before.findings.map(\.id), "after replacing \(old) with \(new)")
    }
  }

  @Test func theTraitAddedBeforeTheGestureTurnsTheSameFindingPassing() {
    let before = scan(Self.original)
    let fixed = scan(Self.original.replacingOccurrences(of: ".padding()", with: ".accessibilityAddTraits(.isButton)"))
    #expect(before.findings.map(\.passing) == [false, false])
    #expect(fixed.findings.map(\.passing) == [true, false])
    #expect(fixed.findings.map(\.id) == before.findings.map(\.id))
  }

  @Test func anotherTappedViewOrGestureIsAnotherFinding() {
    let before = scan(Self.original)
    let otherImage = scan(Self.original.replacingOccurrences(of: "\"gear\"", with: "\"gearshape\""))
    let otherContainer = scan(Self.original.replacingOccurrences(of: "HStack {", with: "VStack {"))
    #expect(otherImage.findings.map(\.id) != before.findings.map(\.id))
    #expect(otherImage.findings.first?.id == before.findings.first?.id)
    #expect(otherContainer.findings.first?.id != before.findings.first?.id)
    #expect(otherContainer.findings.last?.id == before.findings.last?.id)
  }

  /// The ids earlier releases gave these sites (taken from a scan of this file by the release before the change):
  /// stores written by them must find their records.
  @Test func theFormerIdsAreThoseEarlierReleasesGave() {
    let result = scan(Self.original)
    #expect(result.findings.map { result.formerIDs[$0.id] } == ["bd360803977502d4", "e3cc209575230d05"])
  }

  @Test func aStoreKeyedByTheFormerIdsKeepsStatusNotesAndHistoryUnderTheNewOnes() throws {
    let result = scan(Self.original)
    let formerIDs = result.findings.map { result.formerIDs[$0.id] ?? "" }
    var document = StoreDocument(
      findings: result.findings.enumerated().map { index, finding in
        var old = finding
        old.id = formerIDs[index]
        return FindingRecord(finding: old, status: .open)
      })
    document.setStatus(.wontFix, forFinding: formerIDs[0], note: "a decorative scrim", at: t0)

    let summary = ScanMerger.merge(result, into: &document, at: t1)

    #expect(summary.added == 0 && summary.verified == 0 && summary.unchanged == 2)
    #expect(document.findings.map(\.id) == result.findings.map(\.id))
    #expect(document.findings.map(\.status) == [.wontFix, .open])
    #expect(document.findings[0].notes.map(\.text) == ["a decorative scrim"])
    #expect(document.findings[0].history.count == 1)
  }
}
