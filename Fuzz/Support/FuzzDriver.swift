/// libFuzzer's driver, called from each target's entry point: SwiftPM names an executable's entry point
/// `<Target>_main`, so the targets start libFuzzer themselves rather than linking its `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target's check, set once by ``runFuzzer(argc:argv:_:)`` before libFuzzer starts.
nonisolated(unsafe) private var check: ([UInt8]) -> CInt = { _ in 0 }

/// Runs libFuzzer with the process's arguments, calling `test` with each input's bytes.
public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: @escaping ([UInt8]) -> CInt
) -> CInt {
  check = test
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}

/// libFuzzer's test of one input (the symbol its runtime looks for): the registered check of its bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count > 0 else { return check([]) }
  return check(Array(UnsafeBufferPointer(start: start, count: count)))
}
