import A11yAuditKit
import Foundation

/// The loop: read input, update the state, perform effects, paint. Owns nothing of curses but the ``Terminal``.
@MainActor
final class Runtime {
  private(set) var state: AppState
  private let terminal: Terminal
  private let store: Store

  init(state: AppState, terminal: Terminal, store: Store) {
    self.state = state
    self.terminal = terminal
    self.store = store
  }

  /// Runs until a quit key, or until input ends.
  func run() {
    terminal.paint(render(state))
    while true {
      let input = terminal.read()
      if input == .endOfInput { return }
      var messages: [Msg] = []
      let size = terminal.size
      if size != state.size { messages.append(.resize(size)) }
      if case .key(let key) = input { messages.append(.key(key)) }
      guard !messages.isEmpty else { continue }
      for message in messages {
        guard dispatch(message) else { return }
      }
      terminal.paint(render(state))
    }
  }

  /// Applies a message and everything its effects bring back. Returns false when the TUI should quit.
  private func dispatch(_ first: Msg) -> Bool {
    var queue = [first]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      for effect in update(&state, message) {
        switch effect {
        case .quit:
          return false
        case .redraw:
          terminal.invalidate()
        case .setStatus(let id, let status):
          queue += save(status, forFinding: id)
        }
      }
    }
    return true
  }

  /// Saves a status change through the store at once; failures come back as messages, never crashes.
  private func save(_ status: FixStatus, forFinding id: String) -> [Msg] {
    do {
      var found = true
      let document = try store.update { document -> StoreDocument in
        found = document.setStatus(status, forFinding: id, at: Date())
        return document
      }
      guard found else {
        return [.failed("the finding is no longer in the store (was the folder rescanned?)"), .loaded(document)]
      }
      return [.saved(document)]
    } catch {
      var messages: [Msg] = [.failed(Runtime.describe(error))]
      if let document = try? store.load() { messages.append(.loaded(document)) }
      return messages
    }
  }

  static func describe(_ error: any Error) -> String {
    (error as? StoreError)?.description ?? String(describing: error)
  }
}
