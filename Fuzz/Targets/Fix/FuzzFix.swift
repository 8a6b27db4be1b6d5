import Foundation
import FuzzSupport

@testable import A11yAuditKit

/// Fixing any UTF-8 text gives a file that parses cleanly whenever the text did. (A file that already has syntax
/// errors may still be fixed: the fixes are local to their sites.)
func fuzzFix(_ bytes: [UInt8]) -> CInt {
  let data = Data(bytes)
  guard let text = String(validating: data, as: UTF8.self) else { return 0 }
  let plan = AutomaticFixer().plan(sources: [(file: "Fuzz.swift", text: text)])
  let parsed = AutomaticFixer.parsesCleanly(Array(data))
  for change in plan.changes {
    precondition(change.original == Array(data), "the change starts from other bytes")
    precondition(
      !parsed || AutomaticFixer.parsesCleanly(change.fixed), "a file that parsed no longer parses after the fix")
  }
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzFix(_:)``.
@_cdecl("FuzzFix_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzFix)
}
