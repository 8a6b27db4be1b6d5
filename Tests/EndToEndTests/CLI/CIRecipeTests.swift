import Foundation
import Testing

/// `docs/ci.md` and its GitHub Actions workflow: the workflow is valid, the document shows it as it is, and its
/// commands do what the document says on a real git checkout of the sample.
@Suite struct CIRecipeTests {
  static let workflow = CLIRunner.packageRoot.appendingPathComponent("docs/github-actions/a11y-audit.yml")
  static let document = CLIRunner.packageRoot.appendingPathComponent("docs/ci.md")

  /// Whether `check-jsonschema` (PyPI; `.ci/run` installs it) is on the PATH.
  static let checkJSONSchemaAvailable: Bool = (try? shell(["check-jsonschema", "--version"]).status) == 0

  static func shell(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theDocumentShowsTheWorkflowAsItIs() throws {
    let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
    let document = try String(contentsOf: Self.document, encoding: .utf8)
    #expect(document.contains("```yaml\n" + workflow + "```"))
  }

  @Test(.enabled(if: checkJSONSchemaAvailable, "check-jsonschema is not installed (.ci/run installs it from PyPI)"))
  func theWorkflowValidatesAgainstTheGitHubWorkflowSchema() throws {
    let result = try Self.shell(["check-jsonschema", "--builtin-schema", "vendor.github-workflows", Self.workflow.path])
    #expect(result.status == 0, "\(result.output)")
  }

  /// The workflow's `a11y-audit` lines, `$BASE_REF` set as on a pull request into main.
  static func commands() throws -> [String] {
    try String(contentsOf: workflow, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .compactMap { line in
        guard let start = line.range(of: "a11y-audit report") ?? line.range(of: "a11y-audit scan") else { return nil }
        return String(line[start.lowerBound...])
      }
  }

  @Test(.enabled(if: binaryIsBuilt, "a11y-audit is not built"))
  func theWorkflowsCommandsWriteSARIFAndFailOnlyOnNewHighFindings() throws {
    let commands = try Self.commands()
    #expect(commands.count == 2, "\(commands)")
    let sample = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: sample) }
    let binary = try #require(CLIRunner.binary).deletingLastPathComponent().path
    let git = "git -c user.email=ci@example.com -c user.name=CI"
    let script = """
      set -e
      export PATH="\(binary):$PATH"
      git init -q -b main . && git add -A && \(git) commit -qm base
      git update-ref refs/remotes/origin/main HEAD
      BASE_REF=main
      \(commands[0])
      scope=()
      if [ -f .a11y-audit/baseline.json ]; then scope+=(--baseline .a11y-audit/baseline.json); fi
      if [ -n "$BASE_REF" ]; then scope+=(--changed-since "origin/$BASE_REF"); fi
      \(commands[1]) && echo "gate: passed"
      printf 'import SwiftUI\\nstruct Pulse: View {\\n  @State var on = false\\n  var body: some View {\\n    Circle().scaleEffect(on ? 1.2 : 1).animation(.spring(), value: on)\\n  }\\n}\\n' > Sources/Pulse.swift
      \(commands[1]) || echo "gate: failed with $?"
      """
    let run = try Self.shell(["bash", "-c", script], in: sample)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("gate: passed"), "\(run.output)")
    #expect(run.output.contains("gate: failed with 1"), "\(run.output)")
    #expect(run.output.contains("Sources/Pulse.swift:5"), "\(run.output)")
    let sarif = try JSONSerialization.jsonObject(
      with: Data(contentsOf: sample.appendingPathComponent("a11y-audit.sarif")))
    let runs = (sarif as? [String: Any])?["runs"] as? [[String: Any]] ?? []
    #expect(((runs.first?["results"] as? [Any])?.count ?? 0) > 10)
    #expect(!FileManager.default.fileExists(atPath: sample.appendingPathComponent(".a11y-audit/store.json").path))
  }
}
