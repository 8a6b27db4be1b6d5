/// What the scan cache's `facts.json` holds, beside ``ScanMemoryDocument``: the project's facts as the last scan
/// resolved them from the files' indexes and completed them, each area under its name.
package struct ScanMemoryFacts: ScanCacheCodable {
  /// ``ScanMemoryDocument/generation`` of the document written with it.
  package var generation: String
  package var resolved: ProjectContext
  package var project: ProjectContext

  package init(generation: String, resolved: ProjectContext, project: ProjectContext) {
    self.generation = generation
    self.resolved = resolved
    self.project = project
  }
}
