/// A problem with what the user asked for that only the command line knows about: printed as one line on stderr,
/// exit code 2.
struct CLIError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
