import Foundation

/// `swift run StoreCodegen`: writes the JSON reader and writer code of the store's and the scan cache's types, and the
/// record comparisons, from their declarations. It needs only SwiftSyntax, so it runs while the library does not build.
@main
enum StoreCodegen {
  static func main() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    do {
      for file in try GeneratedStoreCode.files(packageRoot: root) {
        let url = root.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.text {
          print("unchanged \(file.path)")
          continue
        }
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
        print("wrote     \(file.path)")
      }
    } catch {
      FileHandle.standardError.write(Data("StoreCodegen: \(error)\n".utf8))
      exit(2)
    }
  }
}
