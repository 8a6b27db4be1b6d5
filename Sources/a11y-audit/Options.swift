import ArgumentParser
import Foundation

/// Output formats of the listing commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}

/// `--store PATH`, shared by every command that reads or writes triage state.
struct StoreOptions: ParsableArguments {
  @Option(name: .long, help: "Store file to use instead of <root>/.a11y-audit/store.json.", completion: .file())
  var store: String?
}

/// Display options of the dashboard.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .long, help: "Draw with ASCII only (no Unicode box or bar characters).")
  var ascii = false

  @Flag(name: .long, help: "No colour (also when NO_COLOR is set); badges and markers still carry the meaning.")
  var noColor = false
}
