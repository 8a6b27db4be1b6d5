import Foundation

/// A number of bytes that parallel workers draw from, behind a lock.
package final class ByteBudget: @unchecked Sendable {
  private let lock = NSLock()
  private var left: Int

  package init(_ bytes: Int) {
    left = bytes
  }

  /// Takes `count` bytes and returns true, or returns false (taking nothing) when fewer are left.
  package func take(_ count: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard count <= left else { return false }
    left -= count
    return true
  }
}
