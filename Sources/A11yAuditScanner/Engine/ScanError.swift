import A11yAuditModel

/// Why a scan could not start, with the path and what to do.
public enum ScanError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path is neither a folder nor a `.swift` file.
  case notAFolder(path: String)
  /// The path is a FIFO, a socket or a device.
  case notARegularFile(path: String)

  /// One line naming the path and what to do.
  public var description: String {
    switch self {
    case .notFound(let path):
      "\(path): no such file or folder; pass the folder that holds the app's Swift sources"
    case .notAFolder(let path):
      "\(path): not a folder or a .swift file; pass the folder that holds the app's Swift sources"
    case .notARegularFile(let path):
      "\(path): \(EntryType.notRegularFileMessage); pass the folder that holds the app's Swift sources"
    }
  }
}

extension ScanError: UserFacingError {}
