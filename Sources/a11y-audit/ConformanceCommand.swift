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

  /// `conformance set NUMBER [LEVEL] --note TEXT`: a person's conclusion about one criterion.
  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Record a person's conclusion about a criterion: its level, a note, or both (`clear` removes the level).")

    @Argument(help: "The criterion's number, like 1.2.2.")
    var number: String

    @Argument(help: "supports, partially-supports, does-not-support, not-applicable, not-evaluated, or clear.")
    var level: String?

    @Option(name: .long, help: "Why, in your words; shown in the report's remarks.")
    var note: String?

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
      guard SuccessCriterion.wcag22(number) != nil else {
        throw ValidationError("\"\(number)\" is not a WCAG 2.2 success criterion number (like 1.2.2)")
      }
      if let level, level != "clear", ConformanceLevel(argument: level) == nil {
        throw ValidationError(
          "unknown level \"\(level)\"; use one of \(ConformanceLevel.allValueStrings.joined(separator: ", ")) or clear")
      }
      guard level != nil || note?.isEmpty == false else { throw ValidationError("give a level, a --note, or both") }
    }

    func run() throws {
      let session = try SessionFactory.session(store: storeOptions.store)
      let conformance = level.flatMap { ConformanceLevel(argument: $0) }
      let document = try session.apply(.criterion(number: number, level: conformance, note: note))
      let review = document.review(ofCriterion: number)
      let criterion = SuccessCriterion.wcag22(number)!
      print(
        "\(criterion.title): "
          + (review?.level.map { "judged \($0.title)" } ?? "no level recorded")
          + (review.map { $0.note.isEmpty ? "" : ", note: \($0.note)" } ?? ""))
    }
  }
}
