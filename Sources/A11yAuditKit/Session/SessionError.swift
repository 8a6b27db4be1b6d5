/// An error a person can act on: one line naming the file or the value and what to do.
///
/// Every error the kit reports to people conforms, so front ends map them to a message (and the command line to exit
/// code 2) in one place.
public protocol UserFacingError: Error, CustomStringConvertible {}

extension StoreError: UserFacingError {}
extension ScanError: UserFacingError {}
extension ConfigurationError: UserFacingError {}
extension AuditFileError: UserFacingError {}

/// Why the session could not do what was asked: a finding, a checklist item or a store that is not there.
public struct SessionError: UserFacingError, Equatable, Sendable {
  /// The sentence shown to the person.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }

  /// No store file yet where one is needed.
  static func noStore(_ store: Store) -> SessionError {
    SessionError("\(store.path): no store yet; run `a11y-audit scan` first")
  }
}
