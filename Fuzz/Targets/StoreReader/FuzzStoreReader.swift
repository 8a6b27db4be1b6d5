import Foundation
import FuzzSupport

@testable import A11yAuditKit

/// The store reader against `JSONDecoder`: whatever the hand-written reader accepts, `JSONDecoder` accepts and decodes
/// to the same document, and the writer's bytes for it read back equal. (The reader may give up on what
/// `JSONDecoder` reads, such as a store of an older layout: the store then falls back to `JSONDecoder`.)
func fuzzStoreReader(_ bytes: [UInt8]) -> CInt {
  let data = Data(bytes)
  guard let fast = StoreJSONReader.read(data) else { return 0 }
  guard let slow = try? StoreCoding.decodeWithFoundation(data) else {
    fatalError("the store reader accepted a file JSONDecoder refuses")
  }
  precondition(fast == slow, "the store reader and JSONDecoder read different documents")
  guard let written = try? StoreCoding.encode(fast) else { fatalError("the writer refused a document the reader read") }
  precondition(StoreJSONReader.read(written) == fast.canonicalized(), "the writer's bytes read back different")
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzStoreReader(_:)``.
@_cdecl("FuzzStoreReader_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzStoreReader)
}
