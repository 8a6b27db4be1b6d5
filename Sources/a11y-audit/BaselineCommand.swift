import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit baseline`: the violations a project accepts when it adopts the gate.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Create, update or show the baseline that `scan --baseline` compares with.",
    discussion: """
      The baseline lists the violations the scan sees now, by finding id; `scan --baseline FILE` then reports only \
      new ones. `update` removes the entries that are gone (and adds the new ones with --accept-new), so the \
      baseline only shrinks unless you choose otherwise.
      """,
    subcommands: [Create.self, Update.self, Show.self])

  /// The root and the baseline file of a subcommand.
  struct Location: ParsableArguments {
    @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
    var path: String = "."

    @Option(name: [.short, .long], help: "The baseline file (default: <root>/.a11y-audit/baseline.json).")
    var output: String?

    @OptionGroup var quietOption: QuietOption
    @OptionGroup var scanOptions: ScanOptions

    func resolve() throws -> (AuditSession, URL) {
      let session = try SessionFactory.session(path: path, quiet: quietOption.quiet, scanOptions: scanOptions)
      if let output { return (session, SessionFactory.currentDirectory.resolving(output)) }
      return (session, try session.defaultBaselineURL())
    }
  }

  struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a baseline of every violation the scan sees now.")

    @OptionGroup var location: Location

    @Flag(name: .long, help: "Replace an existing baseline file.")
    var force = false

    func run() throws {
      let (session, url) = try location.resolve()
      guard force || !FileManager.default.fileExists(atPath: url.path) else {
        throw CLIError("\(url.path): a baseline exists; use `a11y-audit baseline update`, or --force to replace it")
      }
      let outcome = try session.scan(.ignore)
      SessionFactory.warn(outcome.problems)
      let baseline = Baseline(outcome.scan.findings)
      try baseline.write(to: url)
      print("Wrote a baseline of \(baseline.summary) to \(url.path)")
    }
  }

  struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove the baselined findings that are gone (and, with --accept-new, add the new ones).")

    @OptionGroup var location: Location

    @Flag(name: .long, help: "Also accept every violation not in the baseline yet.")
    var acceptNew = false

    func run() throws {
      let (session, url) = try location.resolve()
      let old = try Baseline.load(url)
      let outcome = try session.scan(.ignore)
      SessionFactory.warn(outcome.problems)
      let new = old.updated(with: outcome.scan, acceptingNew: acceptNew)
      try new.write(to: url)
      let (removed, added) = old.change(to: new)
      print("Baseline \(url.path): \(removed) gone removed, \(added) new accepted; now \(new.summary).")
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the baselined findings and their counts.")

    @OptionGroup var location: Location

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
      let (_, url) = try location.resolve()
      let baseline = try Baseline.load(url)
      switch format {
      case .json: Console.write(try JSONOutput.encode(baseline))
      case .text:
        for line in baseline.listing { print(line) }
        print("\(url.path): \(baseline.summary).")
      }
    }
  }
}
