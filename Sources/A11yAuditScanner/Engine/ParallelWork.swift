import Dispatch
import Synchronization

/// Runs a loop's iterations on several threads at once: every core by default, or at most `jobs` (`--jobs N`).
package enum ParallelWork {
  /// Calls `body` once for each index of `0..<iterations`, on up to `jobs` threads (nil: one per core); returns when
  /// all are done. Threads take the next index as they finish one, so uneven files do not leave a core idle.
  package static func perform(iterations: Int, jobs: Int?, _ body: @Sendable (Int) -> Void) {
    guard let jobs else {
      DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
      return
    }
    guard jobs > 1, iterations > 1 else {
      for index in 0..<iterations { body(index) }
      return
    }
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, iterations)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < iterations else { return }
        body(index)
      }
    }
  }
}
