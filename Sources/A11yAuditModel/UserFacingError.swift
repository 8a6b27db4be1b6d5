/// An error a person can act on: one line naming the file or the value and what to do.
///
/// Every error the kit reports to people conforms, so front ends map them to a message (and the command line to exit
/// code 2) in one place.
public protocol UserFacingError: Error, CustomStringConvertible {}
