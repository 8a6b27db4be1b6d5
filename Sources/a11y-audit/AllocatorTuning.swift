#if canImport(Glibc)
  import Glibc
#endif

/// Start-up tuning of the C allocator, applied before any command runs: scans parse on every core and free many
/// small trees.
///
/// glibc gives freed memory back to the kernel after each file (trimming the heap top and unmapping large blocks),
/// and with several threads that is a large share of a scan's time. Raising the trim and mmap thresholds keeps the
/// memory in the process, so parsing and rule visiting do not spend that time in the kernel.
enum AllocatorTuning {
  /// Raises glibc's `M_TRIM_THRESHOLD`, `M_TOP_PAD` and `M_MMAP_THRESHOLD`; does nothing on other C libraries.
  static func apply() {
    #if canImport(Glibc)
      // `mallopt` is declared in <malloc.h>, which the Glibc module does not export; look it up instead.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
      let trimThreshold: Int32 = -1
      let topPad: Int32 = -2
      let mmapThreshold: Int32 = -3
      _ = mallopt(mmapThreshold, 32 * 1024 * 1024)
      _ = mallopt(trimThreshold, 512 * 1024 * 1024)
      _ = mallopt(topPad, 64 * 1024 * 1024)
    #endif
  }
}
