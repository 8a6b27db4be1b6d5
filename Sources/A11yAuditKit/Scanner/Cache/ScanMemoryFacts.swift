import Foundation

/// What `.a11y-audit/cache/facts.json` holds, beside ``ScanMemoryDocument``: the project's facts as the last scan
/// resolved and completed them, and each file's index facts and navigation facts, in the order of the document's
/// files. Written with `JSONEncoder`: the areas' facts are `Codable`, and only a rescan after an edit reads them.
struct ScanMemoryFacts: Codable {
  /// ``ScanMemoryDocument/generation`` of the document written with it.
  var generation: String
  var resolved: ProjectContext
  var project: ProjectContext
  var files: [File]

  /// One file's facts.
  struct File: Codable {
    var index: SourceFileIndex
    var navigation: [NavigationGraph.Declared]

    init(index: SourceFileIndex, navigation: [NavigationGraph.Declared]) {
      self.index = index
      self.navigation = navigation
    }

    private enum CodingKeys: String, CodingKey { case index, navigation }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      index = try SourceFileIndex(decodingFactsFrom: container.superDecoder(forKey: .index))
      navigation = try container.decode([NavigationGraph.Declared].self, forKey: .navigation)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try index.encodeFacts(to: container.superEncoder(forKey: .index))
      try container.encode(navigation, forKey: .navigation)
    }
  }

  init(generation: String, resolved: ProjectContext, project: ProjectContext, files: [File]) {
    self.generation = generation
    self.resolved = resolved
    self.project = project
    self.files = files
  }

  private enum CodingKeys: String, CodingKey { case generation, resolved, project, files }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    generation = try container.decode(String.self, forKey: .generation)
    resolved = try ProjectContext(decodingFactsFrom: container.superDecoder(forKey: .resolved))
    project = try ProjectContext(decodingFactsFrom: container.superDecoder(forKey: .project))
    files = try container.decode([File].self, forKey: .files)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(generation, forKey: .generation)
    try resolved.encodeFacts(to: container.superEncoder(forKey: .resolved))
    try project.encodeFacts(to: container.superEncoder(forKey: .project))
    try container.encode(files, forKey: .files)
  }
}
