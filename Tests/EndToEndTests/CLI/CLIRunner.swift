import Foundation

/// Runs the built `a11y-audit` binary the way a user would and captures what it prints.
struct CLIRunner {
  /// Result of one run.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutData: Data
  }

  /// The package root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bundled sample app.
  static let sample = packageRoot.appendingPathComponent("Resources/Sample")

  /// The binary next to the test runner (`swift test` builds every product first), if present.
  static let binary: URL? = {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      runner.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      packageRoot.appendingPathComponent(".build/debug"),
    ].map { $0.appendingPathComponent("a11y-audit") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the binary with `arguments` in `directory`, stdin from /dev/null; with a `wrapper` (such as
  /// `prlimit --fsize=512 --`), the wrapper runs the binary.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], through wrapper: [String] = []
  ) throws -> Output {
    guard let binary else { throw RunnerError.noBinary }
    let process = Process()
    process.executableURL = wrapper.first.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = wrapper.isEmpty ? arguments : Array(wrapper.dropFirst()) + [binary.path] + arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
  }

  enum RunnerError: Error { case noBinary }
}

/// A temporary folder holding a copy of the bundled sample.
func copyOfSample(_ name: String = #function) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "a11y-audit-e2e-\(name.filter(\.isLetter))-\(UUID().uuidString)")
  try FileManager.default.copyItem(at: CLIRunner.sample, to: folder)
  return folder
}

/// The JSON object a `--format json` run printed.
func jsonObject(_ output: CLIRunner.Output) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: output.stdoutData) as? [String: Any] ?? [:]
}

/// The findings array of a JSON report.
func findings(_ object: [String: Any]) -> [[String: Any]] {
  object["findings"] as? [[String: Any]] ?? []
}

/// Whether the end-to-end tests can run here.
let binaryIsBuilt = CLIRunner.binary != nil
