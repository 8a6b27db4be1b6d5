import Foundation

/// Debian's Chromium run headless on a page: a screenshot, or the DOM after the page's script ran, with what it
/// logged on stderr. Each run gets a profile folder of its own, removed afterwards.
struct HeadlessChromium {
  /// What one run gave.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  let binary: URL

  /// `chromium` (Debian) or `chromium-browser` on the PATH, if there is one.
  static let installed: HeadlessChromium? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessChromium(binary: candidate) }
      }
    }
    return nil
  }()

  /// Runs Chromium headless with `arguments` and the page at `url`, stopping it after two minutes.
  func run(_ arguments: [String], url: String) throws -> Run {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = binary
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--hide-scrollbars",
        "--user-data-dir=\(profile.path)",
      ] + arguments + [url]
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).out")
    let err = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self),
      stderr: String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self))
  }

  /// The DOM of `url` after its load event, with the console's messages on stderr (`INFO:CONSOLE…`).
  func dumpDOM(_ url: String) throws -> Run {
    try run(["--dump-dom", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000"], url: url)
  }

  /// `html` with its own scripts blocked, as in a browser with JavaScript off: `--dump-dom` reads the DOM with
  /// JavaScript, so Chromium's switch to turn it off would leave nothing to read; a Content-Security-Policy that allows
  /// no script stops the page's scripts only.
  static func withoutScripts(_ html: String) -> String {
    html.replacingOccurrences(
      of: "<head>", with: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">")
  }

  /// Lines of stderr the page's console or an uncaught error wrote.
  static func consoleLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
  }
}
