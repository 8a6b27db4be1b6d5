import Foundation
import Testing

/// What the command line prints about itself cites public references or states the practice in plain words, never
/// the project's internal "seed" documents, which users do not have.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct ShippedHelpTextTests {
  @Test func everyHelpTextAndRuleDocumentationCitesNoInternalDocument() throws {
    let help = try CLIRunner.run(["--help"])
    #expect(help.status == 0, "\(help.stderr)")
    let listed = help.stdout.components(separatedBy: "SUBCOMMANDS:").dropFirst().first ?? ""
    let subcommands = listed.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .compactMap { $0.firstMatch(of: #/^  ([a-z][a-z-]*)(?: |$)/#).map { String($0.1) } }
    #expect(subcommands.contains("report") && subcommands.contains("fix"), "no subcommands in \(help.stdout)")
    let listing = try CLIRunner.run(["rules", "--format", "json"])
    let rules = (try JSONSerialization.jsonObject(with: listing.stdoutData) as? [String: Any])?["rules"]
    let ruleIDs = (rules as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } + ["unused-suppression"]
    #expect(ruleIDs.count > 20)

    var runs = [["--help"], ["rules"]]
    runs += subcommands.filter { $0 != "help" }.map { [$0, "--help"] }
    runs += ruleIDs.map { ["rules", $0] }
    for arguments in runs {
      let output = try CLIRunner.run(arguments)
      #expect(output.status == 0, "a11y-audit \(arguments.joined(separator: " ")): \(output.stderr)")
      let mentions = (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains(#/(?i)\bseed/#) }
      #expect(mentions.isEmpty, "a11y-audit \(arguments.joined(separator: " ")) prints \(mentions)")
    }
  }
}
