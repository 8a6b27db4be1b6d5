import Foundation

/// Fixed-size storage that parallel workers fill by index, one slot each, behind a lock.
package final class IndexedResults<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  package init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// Storage already holding `values`.
  package init(_ values: consuming [Value]) {
    slots = values.map { $0 }
  }

  /// Stores the result of work item `index`.
  package func set(_ value: Value, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
  }

  /// Moves out the result of work item `index` (nil once taken or never set), so that it can be freed where it is
  /// used.
  package func take(at index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return slots[index].take()
  }

  /// The results in index order; items never set are left out.
  package var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
