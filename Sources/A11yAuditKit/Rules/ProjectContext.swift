/// What rules may know about the whole scanned project, beyond the file in hand.
///
/// Empty for now: the place for cross-file facts such as Reduce Motion helpers declared in another file.
public struct ProjectContext: Sendable {
  /// Names of declarations elsewhere in the project known to consult the Reduce Motion setting.
  public var reduceMotionHelperNames: Set<String>

  /// Creates a project context.
  public init(reduceMotionHelperNames: Set<String> = []) {
    self.reduceMotionHelperNames = reduceMotionHelperNames
  }
}
