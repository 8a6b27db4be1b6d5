import A11yAuditScanner

/// The parts of the SARIF 2.1.0 object model (OASIS Static Analysis Results Interchange Format) the tool writes,
/// named as the specification names them.
public struct SARIFLog: Codable, Equatable, Sendable {
  public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  public var version = "2.1.0"
  public var runs: [Run]

  package enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  /// One run of one tool.
  public struct Run: Codable, Equatable, Sendable {
    public var tool: Tool
    /// Which analysis this is, so that code scanning keeps runs of different areas apart (`a11y-audit/all/`).
    public var automationDetails: AutomationDetails
    public var originalUriBaseIds: [String: ArtifactLocation]
    public var results: [Result]
  }

  public struct AutomationDetails: Codable, Equatable, Sendable {
    public var id: String
  }

  public struct Tool: Codable, Equatable, Sendable {
    public var driver: Driver
  }

  public struct Driver: Codable, Equatable, Sendable {
    public var name: String
    public var version: String
    public var semanticVersion: String
    public var informationUri: String
    public var rules: [ReportingDescriptor]
  }

  /// A rule's metadata.
  public struct ReportingDescriptor: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var shortDescription: Message
    public var fullDescription: Message?
    public var help: MultiformatMessage?
    public var defaultConfiguration: ReportingConfiguration
    public var properties: RuleProperties?
  }

  public struct RuleProperties: Codable, Equatable, Sendable {
    public var tags: [String]
    /// The WCAG 2.2 success criteria the rule tests, by number.
    public var wcag: [String]
    /// `very-high`, `high`, `medium` or `low`, as measured on the precision benchmark; absent for a rule not measured.
    public var precision: String?
    /// `error`, `warning` or `recommendation`, as code scanning reads it.
    public var problemSeverity: String

    package enum CodingKeys: String, CodingKey {
      case tags, wcag, precision
      case problemSeverity = "problem.severity"
    }
  }

  public struct ReportingConfiguration: Codable, Equatable, Sendable {
    public var level: String
  }

  public struct Message: Codable, Equatable, Sendable {
    public var text: String
  }

  public struct MultiformatMessage: Codable, Equatable, Sendable {
    public var text: String
    public var markdown: String?
  }

  /// One finding.
  public struct Result: Codable, Equatable, Sendable {
    public var ruleId: String
    public var ruleIndex: Int
    public var level: String
    public var message: Message
    public var locations: [Location]
    public var partialFingerprints: [String: String]
    public var properties: ResultProperties
    public var suppressions: [Suppression]?
  }

  public struct ResultProperties: Codable, Equatable, Sendable {
    public var severity: String
    public var status: String
    public var category: String
    /// The WCAG 2.2 success criteria the result fails, by number.
    public var wcag: [String]
  }

  public struct Location: Codable, Equatable, Sendable {
    public var physicalLocation: PhysicalLocation
  }

  public struct PhysicalLocation: Codable, Equatable, Sendable {
    public var artifactLocation: ArtifactLocation
    public var region: Region
  }

  public struct ArtifactLocation: Codable, Equatable, Sendable {
    public var uri: String
    public var uriBaseId: String?
  }

  public struct Region: Codable, Equatable, Sendable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int?
    public var snippet: Message?
  }

  /// A result a person decided not to act on.
  public struct Suppression: Codable, Equatable, Sendable {
    public var kind: String
    public var status: String
    public var justification: String
    /// For an accepted risk: who accepted it and the last day it holds.
    public var properties: SuppressionProperties?

    package init(kind: String, status: String, justification: String, properties: SuppressionProperties? = nil) {
      self.kind = kind
      self.status = status
      self.justification = justification
      self.properties = properties
    }
  }

  /// Who accepted a risk and until when (`yyyy-MM-dd`, UTC), in a suppression's property bag.
  public struct SuppressionProperties: Codable, Equatable, Sendable {
    public var acceptedBy: String
    public var expires: String

    package init(acceptedBy: String, expires: String) {
      self.acceptedBy = acceptedBy
      self.expires = expires
    }
  }
}
