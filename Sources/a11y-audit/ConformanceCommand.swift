import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit conformance`: where the app stands against WCAG 2.2, and a person's conclusions about criteria.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Show each WCAG 2.2 criterion's conformance level from the store, or record a person's conclusion.",
    subcommands: [Show.self, Set.self], defaultSubcommand: Show.self)

  /// `conformance show`: one line per criterion (no scan; the store as the last scan left it).
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every criterion with its level and the counts behind it (the store as the last scan left it).")

    @Argument(help: "The audited folder.", completion: .directory)
    var path: String = "."

    @Option(name: .long, help: "The highest WCAG level listed (a, aa or aaa).")
    var level: SuccessCriterion.Level = .aa

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
      let session = try SessionFactory.session(path: path, store: storeOptions.store)
      let assessment = try session.conformance(upTo: level)
      switch format {
      case .json: Console.write(try JSONOutput.encode(ConformanceListing(assessment)))
      case .text: print(ConformanceListing(assessment).text, terminator: "")
      }
    }
  }

  /// `conformance set NUMBER [LEVEL] --by NAME --note TEXT`: a person's conclusion about one criterion or row.
  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Record a person's conclusion about a criterion or a Section 508 / EN 301 549 row: its level and why "
        + "(`clear` removes the level).",
      discussion: """
        A level needs --by and --note: a conformance report states it in public. A level is refused while findings \
        fail the criterion (or the criteria a row follows), since the report would not show it.
        """)

    @Argument(help: "The WCAG 2.2 criterion (1.2.2) or the Section 508 / EN 301 549 row (502.3.1, 11.5.2.5).")
    var number: String

    @Argument(help: "supports, partially-supports, does-not-support, not-applicable, not-evaluated, or clear.")
    var level: String?

    @Option(name: .long, help: "Why, in your words; shown in the report's remarks.")
    var note: String?

    @Option(name: .long, help: "Who judged it (required with a level).")
    var by: String?

    @OptionGroup var storeOptions: StoreOptions

    /// `1.2.2 Captions (Prerecorded) (A)` or `502.3.1 Object Information`.
    static func title(of number: String) -> String? {
      SuccessCriterion.wcag22(number)?.title ?? ConformanceCatalog.row(number).map { "\($0.id) \($0.title)" }
    }

    func validate() throws {
      guard Self.title(of: number) != nil else {
        throw ValidationError(
          "\"\(number)\" is not a WCAG 2.2 success criterion number (like 1.2.2) nor a Section 508 or EN 301 549 row "
            + "(like 502.3.1)")
      }
      if let level, level != "clear", ConformanceLevel(argument: level) == nil {
        throw ValidationError(
          "unknown level \"\(level)\"; use one of \(ConformanceLevel.allValueStrings.joined(separator: ", ")) or clear")
      }
      guard level != nil || note?.isEmpty == false else { throw ValidationError("give a level, a --note, or both") }
      if let level, level != "clear" {
        guard by?.trimmingCharacters(in: .whitespaces).isEmpty == false else {
          throw ValidationError("a level needs --by NAME: the report names who judged it")
        }
        guard note?.trimmingCharacters(in: .whitespaces).isEmpty == false else {
          throw ValidationError("a level needs --note TEXT saying why")
        }
      }
    }

    func run() throws {
      let session = try SessionFactory.session(store: storeOptions.store)
      let conformance = level.flatMap { ConformanceLevel(argument: $0) }
      if conformance != nil, let reason = try session.conformance(upTo: .aaa).overruling(number) {
        throw CLIError("\(Self.title(of: number) ?? number) not set to \(conformance!.title): \(reason)")
      }
      let document = try session.apply(.criterion(number: number, level: conformance, note: note, by: by))
      let review = document.review(ofCriterion: number)
      print(
        "\(Self.title(of: number) ?? number): "
          + (review?.level.map { "judged \($0.title)" } ?? "no level recorded")
          + (review?.by.map { " by \($0)" } ?? "")
          + (review.map { $0.note.isEmpty ? "" : ", note: \($0.note)" } ?? ""))
    }
  }
}
