import A11yAuditModel
import A11yAuditScanner

/// What the scan saw of video, which decides whether Captions and Audio Descriptions apply to the app.
public struct VideoPresence: Sendable, Equatable {
  /// Video player sites the scan found (`VideoPlayer`, `AVPlayerViewController`, `AVPlayerLayer`), with or without
  /// captions.
  public var playerSites: Int

  public init(playerSites: Int) {
    self.playerSites = playerSites
  }

  /// The video the scan found: the sites `video-without-captions` looked at, passing or not.
  public init(scan: ScanResult) {
    playerSites = scan.findings.count { $0.rule == VideoWithoutCaptionsRule.description.id }
  }
}
