import Foundation

/// Whether `python3` with `jsonschema` and PyYAML works here (`.ci/run` installs both).
let pythonJSONSchemaAvailable: Bool = {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", "import jsonschema, yaml"]
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}()

/// `Tests/Data/NAME`.
func testData(_ name: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/\(name)")
}

/// Validates `document` (JSON, or YAML when `yaml`) against the JSON schema at `schema` with Python's `jsonschema`;
/// returns whether it is valid and what Python printed.
func validate(_ document: Data, against schema: URL, yaml: Bool = false) throws -> (valid: Bool, output: String) {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("document-\(UUID().uuidString)")
  try document.write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let load = yaml ? "yaml.safe_load(open(sys.argv[1]))" : "json.load(open(sys.argv[1]))"
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "python3", "-c",
    "import json,sys,yaml,jsonschema; jsonschema.validate(\(load), json.load(open(sys.argv[2]))); print('valid')",
    file.path, schema.path,
  ]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus == 0 && text.contains("valid"), text)
}
