import A11yAuditModel
import Foundation

/// Matches what audit files describe to what the scanner found, so both share one status.
public enum AuditLinker {
  /// How far (in lines) an audit's line numbers may be from the code's and still match.
  package static let lineTolerance = 3

  /// One audit finding and where it landed.
  public struct Link: Sendable {
    public var audit: AuditDocument
    public var entry: AuditFinding
    /// The scanned file the entry names, relative to the root.
    public var file: String?
    /// The scanner finding it matches, if any.
    public var findingID: String?
  }

  /// Links every finding of every document to `scan`'s findings: first to the finding the store already links the
  /// entry to, when the scan still sees that site (a fix keeps a site's id but changes the code the audit quotes);
  /// then by line proximity, then, for entries whose line numbers went stale, by the code they quote (best matches
  /// first).
  public static func link(
    _ catalog: AuditCatalog, to scan: ScanResult, remembering store: StoreDocument? = nil
  )
    -> [Link]
  {
    var byFile: [String: [Finding]] = [:]
    for finding in scan.findings { byFile[finding.file, default: []].append(finding) }
    let remembered = rememberedLinks(in: store)
    let renamed = Dictionary(scan.formerIDs.map { ($0.value, $0.key) }) { first, _ in first }
    var links: [Link] = []
    for document in catalog.documents {
      var documentLinks = document.findings.map { entry in
        Link(audit: document, entry: entry, file: resolve(entry.file ?? entry.screen, in: scan.files), findingID: nil)
      }
      var taken = Set<String>()
      for index in documentLinks.indices {
        let entry = documentLinks[index].entry
        guard let file = documentLinks[index].file,
          let rememberedID = remembered[RememberedKey(path: document.path, line: entry.line, title: entry.title)],
          case let id = renamed[rememberedID] ?? rememberedID,
          !taken.contains(id), (byFile[file] ?? []).contains(where: { $0.id == id })
        else { continue }
        documentLinks[index].findingID = id
        taken.insert(id)
      }
      for index in documentLinks.indices where documentLinks[index].findingID == nil {
        guard let file = documentLinks[index].file, let lines = documentLinks[index].entry.lines,
          let match = nearest(
            to: lines, among: byFile[file] ?? [], quoting: documentLinks[index].entry, excluding: taken)
        else { continue }
        documentLinks[index].findingID = match
        taken.insert(match)
      }
      var candidates: [(link: Int, id: String, similarity: Double, distance: Int)] = []
      for (index, link) in documentLinks.enumerated() where link.findingID == nil {
        guard let file = link.file, let snippet = link.entry.snippet else { continue }
        let quoted = words(snippet)
        for finding in byFile[file] ?? [] where !taken.contains(finding.id) {
          let similarity = containment(of: finding, in: quoted)
          guard similarity >= snippetSimilarity else { continue }
          let distance = link.entry.lines.map { abs($0.lowerBound - finding.line) } ?? 0
          candidates.append((index, finding.id, similarity, distance))
        }
      }
      for candidate in candidates.sorted(by: { (-$0.similarity, $0.distance) < (-$1.similarity, $1.distance) })
      where documentLinks[candidate.link].findingID == nil && !taken.contains(candidate.id) {
        documentLinks[candidate.link].findingID = candidate.id
        taken.insert(candidate.id)
      }
      links += documentLinks
    }
    return links
  }

  /// An audit entry as the store remembers it: audit file, line and title.
  private struct RememberedKey: Hashable {
    var path: String
    var line: Int
    var title: String
  }

  /// The scanner finding the store links each audit entry to.
  private static func rememberedLinks(in store: StoreDocument?) -> [RememberedKey: String] {
    var links: [RememberedKey: String] = [:]
    for record in store?.findings ?? [] where !record.isAuditOnly {
      for reference in record.audit ?? [] {
        links[RememberedKey(path: reference.path, line: reference.line, title: reference.title)] = record.id
      }
    }
    return links
  }

  /// The scanned file a name from an audit refers to: the longest matching path suffix
  /// (`/Users/x/App/Views/Common/LoadingOverlay.swift` → `Views/Common/LoadingOverlay.swift`), or a bare
  /// file or type name (`LoadingOverlay.swift`, `LoadingOverlay`).
  public static func resolve(_ named: String, in files: [String]) -> String? {
    var name = named.trimmingCharacters(in: "` ")
    if !name.hasSuffix(".swift") { name += ".swift" }
    let parts = name.split(separator: "/")
    var best: (file: String, score: Int)?
    for file in files {
      let fileParts = file.split(separator: "/")
      var score = 0
      while score < min(parts.count, fileParts.count),
        parts[parts.count - 1 - score] == fileParts[fileParts.count - 1 - score]
      {
        score += 1
      }
      if score > 0, score > (best?.score ?? 0) { best = (file, score) }
    }
    return best?.file
  }

  /// The site within ``lineTolerance`` lines of the entry's, nearest first, then the one whose words the
  /// entry's quoted code contains best. When the entry quotes code, a nearby site must share at least
  /// ``nearbySimilarity`` of its words with the quote (so shifted line numbers don't pair the wrong sites).
  private static func nearest(
    to lines: ClosedRange<Int>, among findings: [Finding], quoting entry: AuditFinding, excluding taken: Set<String>
  ) -> String? {
    let quoted = words(entry.snippet ?? "")
    var best: (id: String, distance: Int, similarity: Double)?
    for finding in findings where !taken.contains(finding.id) {
      let span = finding.span.start.line...max(finding.span.start.line, finding.span.end.line)
      let distance =
        span.overlaps(lines)
        ? 0 : min(abs(span.lowerBound - lines.upperBound), abs(lines.lowerBound - span.upperBound))
      guard distance <= lineTolerance else { continue }
      let similarity = containment(of: finding, in: quoted)
      if !quoted.isEmpty, similarity < nearbySimilarity { continue }
      if best.map({ (distance, -similarity) < ($0.distance, -$0.similarity) }) ?? true {
        best = (finding.id, distance, similarity)
      }
    }
    return best?.id
  }

  /// Share of the site's words that appear in the audit's quoted code.
  private static func containment(of finding: Finding, in quoted: Set<String>) -> Double {
    let siteWords = words(finding.snippet)
    return siteWords.isEmpty ? 0 : Double(siteWords.intersection(quoted).count) / Double(siteWords.count)
  }

  /// Share of a nearby site's words the audit's quote must contain.
  package static let nearbySimilarity = 0.6

  /// Share of a site's words the audit's quote must contain to match when the lines do not.
  package static let snippetSimilarity = 0.8

  /// Identifiers and numbers (`0.2` whole) of a piece of code, without the words every site shares.
  private static func words(_ text: String) -> Set<String> {
    let tokens = text.split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }
      .map { $0.trimmingCharacters(in: ".") }
      .filter { !$0.isEmpty && !sharedWords.contains($0) }
    return Set(tokens)
  }

  /// Words in nearly every animation site, which say nothing about which one is meant.
  private static let sharedWords: Set<String> = ["animation", "withAnimation", "transition", "value", "true", "false"]
}
