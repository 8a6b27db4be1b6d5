import Foundation

/// What the scan cache's `facts.json` holds, beside ``ScanMemoryDocument``: the project's facts as the last scan
/// resolved them from the files' indexes and completed them. Written with `JSONEncoder`: the areas' project facts are
/// `Codable`, and small beside each file's (which `files.json` holds).
package struct ScanMemoryFacts: Codable {
  /// ``ScanMemoryDocument/generation`` of the document written with it.
  package var generation: String
  package var resolved: ProjectContext
  package var project: ProjectContext

  package init(generation: String, resolved: ProjectContext, project: ProjectContext) {
    self.generation = generation
    self.resolved = resolved
    self.project = project
  }

  private enum CodingKeys: String, CodingKey { case generation, resolved, project }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    generation = try container.decode(String.self, forKey: .generation)
    resolved = try ProjectContext(decodingFactsFrom: container.superDecoder(forKey: .resolved))
    project = try ProjectContext(decodingFactsFrom: container.superDecoder(forKey: .project))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(generation, forKey: .generation)
    try resolved.encodeFacts(to: container.superEncoder(forKey: .resolved))
    try project.encodeFacts(to: container.superEncoder(forKey: .project))
  }
}
