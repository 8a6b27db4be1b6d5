import Foundation

@testable import A11yAuditTUI

/// A terminal that replays keys and keeps what was painted, for driving the runtime without a TTY.
@MainActor
final class ScriptedTerminal: TerminalIO {
  var size: Size
  /// What ``read()`` gives next; input ends when it runs out.
  var inputs: [TerminalInput]
  /// Every frame painted, in order.
  private(set) var frames: [Frame] = []
  private(set) var invalidations = 0
  private(set) var suspensions = 0

  init(size: Size = Size(width: 100, height: 30), inputs: [TerminalInput] = []) {
    self.size = size
    self.inputs = inputs
  }

  func read() -> TerminalInput { inputs.isEmpty ? .endOfInput : inputs.removeFirst() }
  func paint(_ frame: Frame) { frames.append(frame) }
  func invalidate() { invalidations += 1 }

  func suspend(_ body: () -> Int32) -> Int32 {
    suspensions += 1
    return body()
  }
}

/// A copy of a fixture folder of the kit's tests (`Tests/A11yAuditKitTests/Fixtures/Scanner/NAME`), `.fixture`
/// suffixes dropped.
func copyOfKitFixture(_ name: String) throws -> URL {
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("A11yAuditKitTests/Fixtures/Scanner/\(name)")
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-tui-\(UUID().uuidString)")
  let enumerator = FileManager.default.enumerator(atPath: source.path)
  while let relative = enumerator?.nextObject() as? String {
    let from = source.appendingPathComponent(relative)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue else {
      continue
    }
    let target = root.appendingPathComponent(
      relative.hasSuffix(".fixture") ? String(relative.dropLast(".fixture".count)) : relative)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: from, to: target)
  }
  return root
}
