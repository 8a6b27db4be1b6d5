#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension [UInt8] {
  /// Whether the bytes hold at least one of `needles` (empty needles never match).
  package func containsAny(of needles: [[UInt8]]) -> Bool {
    containsAny(of: needles, in: 0..<count)
  }

  /// Whether the bytes within `range` hold at least one of `needles` (empty needles never match).
  ///
  /// A few needles are each looked for with `memchr`; many are found in a single pass over the bytes, where each
  /// byte is looked up among the needles' first bytes and only those needles are compared.
  package func containsAny(of needles: [[UInt8]], in range: Range<Int>) -> Bool {
    let range = range.clamped(to: 0..<count)
    let needles = needles.filter { !$0.isEmpty && $0.count <= range.count }
    guard !needles.isEmpty else { return false }
    if needles.count <= 6 { return needles.contains { firstOffset(of: $0, in: range) != nil } }
    let sorted = needles.sorted { $0[0] < $1[0] }
    let flat = sorted.flatMap { $0 }
    var ends: [Int] = []
    ends.reserveCapacity(sorted.count)
    var starts = [Int](repeating: sorted.count, count: 257)
    var end = 0
    for (index, needle) in sorted.enumerated() {
      end += needle.count
      ends.append(end)
      if starts[Int(needle[0])] == sorted.count { starts[Int(needle[0])] = index }
    }
    for byte in stride(from: 255, through: 0, by: -1) where starts[byte] > starts[byte + 1] {
      starts[byte] = starts[byte + 1]
    }
    return withUnsafeBufferPointer { haystack in
      flat.withUnsafeBufferPointer { flat in
        ends.withUnsafeBufferPointer { ends in
          starts.withUnsafeBufferPointer { starts in
            guard let base = haystack.baseAddress, let patterns = flat.baseAddress else { return false }
            for offset in range {
              let byte = Int(base[offset])
              var candidate = starts[byte]
              let last = starts[byte + 1]
              while candidate < last {
                let start = candidate == 0 ? 0 : ends[candidate - 1]
                let length = ends[candidate] - start
                if offset + length <= range.upperBound, memcmp(base + offset, patterns + start, length) == 0 {
                  return true
                }
                candidate += 1
              }
            }
            return false
          }
        }
      }
    }
  }
}

extension [UInt8] {
  /// Whether `needle` occurs anywhere in the bytes.
  package func containsBytes(_ needle: [UInt8]) -> Bool {
    firstOffset(of: needle, in: 0..<count) != nil
  }

  /// Whether `needle` occurs within `range` of the bytes.
  package func containsBytes(_ needle: [UInt8], in range: Range<Int>) -> Bool {
    firstOffset(of: needle, in: range) != nil
  }

  /// Where `needle` first starts within `range`, if it occurs there.
  package func firstOffset(of needle: [UInt8], in range: Range<Int>) -> Int? {
    let range = range.clamped(to: 0..<count)
    guard !needle.isEmpty else { return range.lowerBound }
    guard range.count >= needle.count else { return nil }
    return withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { pattern in
        guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - pattern.count
        while index <= last {
          guard let hit = memchr(base + index, Int32(pattern[0]), last - index + 1) else { return nil }
          let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + offset, patternBase, pattern.count) == 0 { return offset }
          index = offset + 1
        }
        return nil
      }
    }
  }
}
