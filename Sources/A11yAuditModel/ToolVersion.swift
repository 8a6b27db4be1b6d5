/// This build's version, printed by `--version` and written into SARIF logs.
public enum ToolVersion {
  /// Semantic version of a11y-audit.
  public static let current = "0.4.0"
}
