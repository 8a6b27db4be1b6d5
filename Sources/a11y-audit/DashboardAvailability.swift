/// Whether this build has the terminal dashboard: the `Dashboard` package trait, on by default, compiles it with
/// ncursesw. A build without it still scans, reports, triages from the command line and serves MCP.
enum DashboardAvailability {
  #if Dashboard
    static let isBuilt = true
  #else
    static let isBuilt = false
  #endif

  /// What `tui`, `demo`, `bench-tui` and a bare `a11y-audit` say in a build without the dashboard.
  static let missing = """
    this a11y-audit was built without the terminal dashboard (the package's `Dashboard` trait); install ncursesw's \
    headers (Debian/Ubuntu: `sudo apt-get install libncursesw5-dev`; macOS has them) and build with the default \
    traits: `swift build -c release --product a11y-audit`. Every other command works in this build, e.g. \
    `a11y-audit findings`.
    """

  /// Throws the explanation when the dashboard is not in this build.
  static func require() throws {
    if !isBuilt { throw CLIError(missing) }
  }
}
