import Foundation
import TestSupport

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
