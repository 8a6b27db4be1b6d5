// The kit's front ends (the command line, the dashboard, the MCP server) see every layer through this one module, as
// SwiftLintFramework re-exports SwiftLintCore and the built-in rules.
@_exported import A11yAuditModel
@_exported import A11yAuditReports
@_exported import A11yAuditScanner
@_exported import A11yAuditStore

/// The scanner, named so that it wins over Foundation's `Scanner` wherever the kit is imported (a module's own
/// declarations shadow those of the modules it imports).
public typealias Scanner = A11yAuditScanner.Scanner
