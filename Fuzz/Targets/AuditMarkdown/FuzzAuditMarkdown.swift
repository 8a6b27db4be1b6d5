import Foundation
import FuzzSupport

@testable import A11yAuditKit

/// A file written once per process, in which checklist items are ticked.
private let file = FileManager.default.temporaryDirectory.appendingPathComponent(
  "a11y-audit-fuzz-\(ProcessInfo.processInfo.processIdentifier).md")

/// Any text reads as an audit without a crash; toggling each checklist item (the first eight) changes the item's box
/// alone, and toggling it back restores every byte (but the case of a ticked box's `X`: ticking writes the case most
/// of the file's ticked items use).
func fuzzAuditMarkdown(_ bytes: [UInt8]) -> CInt {
  let data = Data(bytes)
  let text = String(decoding: data, as: UTF8.self)
  let document = AuditReader.read(text: text, path: "audit.md")
  guard String(validating: data, as: UTF8.self) != nil else { return 0 }
  for item in document.checklist.prefix(8) {
    guard (try? data.write(to: file)) != nil else { fatalError("cannot write \(file.path)") }
    guard let ticked = try? ChecklistWriter.toggle(item, in: file) else {
      fatalError("item \"\(item.text)\" at line \(item.line) read from the file could not be toggled")
    }
    guard let once = try? Data(contentsOf: file) else { fatalError("cannot read \(file.path)") }
    precondition(once.count == data.count, "toggling changed the file's length")
    let changed = zip(once, data).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    precondition(changed == [item.boxOffset], "toggling changed bytes \(changed), not the box at \(item.boxOffset)")
    guard (try? ChecklistWriter.toggle(ticked, in: file)) != nil else {
      fatalError("the item could not be toggled back")
    }
    guard var twice = try? Data(contentsOf: file) else { fatalError("cannot read \(file.path)") }
    if item.checked, twice.count == data.count, [UInt8(ascii: "x"), UInt8(ascii: "X")].contains(twice[item.boxOffset]) {
      twice[item.boxOffset] = data[item.boxOffset]
    }
    precondition(twice == data, "toggling twice did not restore the bytes")
  }
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzAuditMarkdown(_:)``.
@_cdecl("FuzzAuditMarkdown_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzAuditMarkdown)
}
