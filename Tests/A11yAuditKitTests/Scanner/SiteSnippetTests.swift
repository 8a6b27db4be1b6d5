import Testing

@testable import A11yAuditKit

@Suite struct SiteSnippetTests {
  @Test func modifierSnippetAndSpanStartAtItsDotAndEndAtItsParenthesis() throws {
    let source = """
      struct Quiz: View {
        var body: some View {
          QuestionCard().padding()
            .transition(.asymmetric(
                insertion: .move(edge: .trailing),
                removal: .move(edge: .leading)
            )).id(index)
        }
      }
      """

    let finding = try #require(Scanner().scan(source: source, file: "Quiz.swift").first)

    #expect(
      finding.snippet == """
        .transition(.asymmetric(
            insertion: .move(edge: .trailing),
            removal: .move(edge: .leading)
        ))
        """)
    #expect(finding.span == SourceSpan(start: .init(line: 4, column: 7), end: .init(line: 7, column: 9)))
    #expect(finding.context == "Quiz.body")
  }

  @Test func longWithAnimationSnippetIsCappedAtSixLinesWithoutIndentation() throws {
    let source = """
      struct Quiz: View {
        func finish() {
          withAnimation(.spring(response: 0.6, dampingFraction: 0.6)) {
            showCompletion = true
            scale = 1.0
            rotation = 0
            opacity = 1
            offset = 0
            blur = 0
          }
        }
      }
      """

    let finding = try #require(Scanner().scan(source: source, file: "Quiz.swift").first)

    #expect(
      finding.snippet == """
        withAnimation(.spring(response: 0.6, dampingFraction: 0.6)) {
          showCompletion = true
          scale = 1.0
          rotation = 0
          opacity = 1
        …
        """)
    #expect(finding.span == SourceSpan(start: .init(line: 3, column: 5), end: .init(line: 10, column: 6)))
  }

  @Test func oneLineSiteInAChainKeepsOnlyItsOwnText() throws {
    let source =
      "struct A: View { var body: some View { Text(\"a\").offset(y: o).animation(.easeIn, value: o).padding() } }"

    let finding = try #require(Scanner().scan(source: source, file: "A.swift").first)

    #expect(finding.snippet == ".animation(.easeIn, value: o)")
    #expect(finding.column == 62)
    #expect(finding.severity == .medium)
    #expect(finding.kind == "decorative")
  }
}
