extension [UInt8] {
  /// Whether the bytes hold at least one of `needles`, found in a single pass over the bytes (each byte is looked up
  /// among the needles' first bytes, and only those needles are compared).
  func containsAny(of needles: [[UInt8]]) -> Bool {
    let needles = needles.filter { !$0.isEmpty && $0.count <= count }.sorted { $0[0] < $1[0] }
    guard !needles.isEmpty else { return false }
    var starts = [Int](repeating: needles.count, count: 257)
    for (index, needle) in needles.enumerated().reversed() { starts[Int(needle[0])] = index }
    for byte in stride(from: 255, through: 0, by: -1) where starts[byte] > starts[byte + 1] {
      starts[byte] = starts[byte + 1]
    }
    return withUnsafeBufferPointer { haystack in
      starts.withUnsafeBufferPointer { starts in
        guard let base = haystack.baseAddress else { return false }
        for offset in 0..<haystack.count {
          let byte = Int(base[offset])
          var candidate = starts[byte]
          let end = starts[byte + 1]
          while candidate < end {
            let needle = needles[candidate]
            if offset + needle.count <= haystack.count, needle.indices.allSatisfy({ base[offset + $0] == needle[$0] }) {
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
