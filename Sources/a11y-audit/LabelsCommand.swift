import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit labels`: which App Store Accessibility Nutrition Labels the app can honestly claim, and a reviewer's
/// conclusions about them.
struct LabelsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "labels",
    abstract:
      "Show which App Store Accessibility Nutrition Labels the app can claim, or record a reviewer's conclusion.",
    discussion: """
      Each of the nine features is Blocked (open findings of its rules, or a reviewer found it does not work), \
      Needs review, or Ready to claim (nothing blocks it, every screen is reviewed for its area, and a reviewer \
      confirmed it with a name and a note). Automation alone never makes a feature ready.
      """,
    subcommands: [Show.self, Set.self], defaultSubcommand: Show.self)

  /// The forms `labels show` prints.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case markdown
    /// The App Store Connect API accessibility declaration request body.
    case appStoreConnect = "app-store-connect"
  }

  /// `labels show`: scans, then prints each feature's verdict and evidence.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Scan, then print each feature's verdict and the evidence behind it.")

    @Argument(help: "The audited folder.", completion: .directory)
    var path: String = "."

    @Option(name: .long, help: "The device the labels are for: iphone, ipad, mac, watch, tv or vision.")
    var device: DeviceFamily = .iPhone

    @Option(name: .long, help: "Output format: text, json, markdown or app-store-connect.")
    var format: Format = .text

    @Option(name: .long, help: "app-store-connect: the app's App Store Connect id, for a create request.")
    var appID: String?

    @Option(name: .long, help: "markdown: the app's name for the title (default: the folder's name).")
    var appName: String?

    @Flag(name: .long, help: "Read the store but do not write the scan into it.")
    var readOnly = false

    @OptionGroup var storeOptions: StoreOptions
    @OptionGroup var quietOption: QuietOption
    @OptionGroup var scanOptions: ScanOptions

    func run() throws {
      let session = try SessionFactory.session(
        path: path, store: storeOptions.store, quiet: quietOption.quiet, scanOptions: scanOptions)
      let readiness = try session.labelReadiness(device: device, store: readOnly ? .read : .record)
      switch format {
      case .text: print(LabelsListing.text(readiness), terminator: "")
      case .json: Console.write(try JSONOutput.encode(LabelsListing(readiness)))
      case .markdown:
        Console.writeText(Data(LabelsListing.markdown(readiness, appName: appName ?? session.root.name).utf8))
      case .appStoreConnect:
        let declaration: AppStoreConnectDeclaration
        do {
          declaration = try AppStoreConnectDeclaration.make(readiness, appID: appID)
        } catch {
          Console.error(error.description)
          throw ExitCode(1)
        }
        Console.write(try JSONOutput.encode(declaration))
        let unconfirmed = readiness.features.filter {
          $0.verdict == .needsReview && $0.declaration?.claim == .supported
        }
        if !unconfirmed.isEmpty {
          Console.error(
            "not claimed yet, review not finished: "
              + unconfirmed.map { "\($0.feature.name) (\($0.screensNotReviewed.count) screens not reviewed)" }
              .joined(separator: ", "))
        }
      }
    }
  }

  /// `labels set FEATURE supported|not-supported|clear --by NAME --note TEXT`: a reviewer's conclusion.
  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Record a reviewer's conclusion about a feature on a device (`clear` removes it).")

    @Argument(
      help: ArgumentHelp(
        "The feature: \(AccessibilityFeature.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "feature"))
    var feature: AccessibilityFeature

    @Argument(help: "supported, not-supported or clear.")
    var claim: String

    @Option(name: .long, help: "Who tried the app with the feature (required).")
    var by: String?

    @Option(name: .long, help: "What was checked and found (required).")
    var note: String?

    @Option(name: .long, help: "The device: iphone, ipad, mac, watch, tv or vision.")
    var device: DeviceFamily = .iPhone

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
      guard claim == "clear" || FeatureClaim(rawValue: claim) != nil else {
        throw ValidationError("unknown conclusion \"\(claim)\"; use supported, not-supported or clear")
      }
      guard claim == "clear" || (by?.trimmingCharacters(in: .whitespaces).isEmpty == false) else {
        throw ValidationError("a conclusion needs --by NAME: the label is a public claim someone answers for")
      }
      guard claim == "clear" || (note?.trimmingCharacters(in: .whitespaces).isEmpty == false) else {
        throw ValidationError("a conclusion needs --note TEXT saying what was checked and found")
      }
    }

    func run() throws {
      let session = try SessionFactory.session(store: storeOptions.store)
      let readiness = try session.declare(
        feature, on: device, claim: FeatureClaim(rawValue: claim), by: by ?? "", note: note ?? "")
      guard let item = readiness.readiness(of: feature) else { return }
      let recorded = item.declaration.map { "\($0.by) found it \($0.claim.title)" } ?? "conclusion cleared"
      print("\(feature.name) on \(device.title): \(recorded); now \(item.verdict.title)")
      if item.verdict == .blocked, item.declaration?.claim == .supported {
        print("  still blocked: \(item.evidence.first ?? "")")
      }
    }
  }
}

extension DeviceFamily: ExpressibleByArgument {}
extension AccessibilityFeature: ExpressibleByArgument {}
