/// Why the session could not do what was asked: a finding, a checklist item or a store that is not there.
public struct SessionError: UserFacingError, Equatable, Sendable {
  /// The sentence shown to the person.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
