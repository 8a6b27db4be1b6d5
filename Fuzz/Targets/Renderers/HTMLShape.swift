import CHTMLCheck
import Foundation

/// Markdown as GitHub and most sites show it: cmark-gfm with the table, strikethrough and task-list extensions, and
/// raw HTML passed through (`CMARK_OPT_UNSAFE`), so that any HTML a report lets through becomes elements.
enum CommonMark {
  private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

  /// `markdown` as HTML.
  static func html(_ markdown: String) -> String {
    _ = registered
    let options = CMARK_OPT_UNSAFE
    guard let parser = cmark_parser_new(options) else { fatalError("cmark-gfm: no parser") }
    defer { cmark_parser_free(parser) }
    for name in ["table", "strikethrough", "tasklist"] {
      guard let extensionPointer = cmark_find_syntax_extension(name) else { fatalError("cmark-gfm: no \(name)") }
      cmark_parser_attach_syntax_extension(parser, extensionPointer)
    }
    Array(markdown.utf8).withUnsafeBytes { bytes in
      guard let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return }
      cmark_parser_feed(parser, start, bytes.count)
    }
    guard let document = cmark_parser_finish(parser) else { fatalError("cmark-gfm: no document") }
    defer { cmark_node_free(document) }
    guard let html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
      fatalError("cmark-gfm: no HTML")
    }
    defer { free(html) }
    return String(cString: html)
  }
}

/// What a page is made of, as libxml2's HTML parser reads it: how many elements of each name, which attributes each
/// element name carries, and the targets of links and images.
struct HTMLShape {
  /// Inline elements a text may leave out but never add: an empty code span in Markdown is two backticks, and
  /// `**name **` is no bold text, as the name ends in a space.
  static let textLevel: Set<String> = ["code", "strong", "em", "del"]
  /// Attributes naming something to load or open.
  private static let targetAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href"]

  var elements: [String: Int] = [:]
  /// `<element attribute>` pairs.
  var attributes: Set<String> = []
  var targets: Set<String> = []

  /// The shape of `html`.
  init(html: String) {
    let options = Int32(
      bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NONET.rawValue)
    let bytes = Array(html.utf8)
    let document = bytes.withUnsafeBytes { buffer -> htmlDocPtr? in
      guard let start = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
      return htmlReadMemory(start, Int32(buffer.count), "report.html", "UTF-8", options)
    }
    guard let document else { return }
    defer { xmlFreeDoc(document) }
    var pending: [xmlNodePtr] = xmlDocGetRootElement(document).map { [$0] } ?? []
    while let node = pending.popLast() {
      if let next = node.pointee.next { pending.append(next) }
      if let child = node.pointee.children { pending.append(child) }
      guard node.pointee.type == XML_ELEMENT_NODE, let namePointer = node.pointee.name else { continue }
      let name = String(cString: namePointer).lowercased()
      elements[name, default: 0] += 1
      var attribute = node.pointee.properties
      while let current = attribute {
        attribute = current.pointee.next
        guard let attributeName = current.pointee.name.map({ String(cString: $0).lowercased() }) else { continue }
        attributes.insert("<\(name) \(attributeName)>")
        guard Self.targetAttributes.contains(attributeName) else { continue }
        var value = ""
        var part = current.pointee.children
        while let text = part {
          part = text.pointee.next
          if let content = text.pointee.content { value += String(cString: content) }
        }
        targets.insert(value)
      }
    }
  }

  /// What this page holds that `benign`, the same report of placeholder texts, does not: an element or attribute it
  /// never writes, another number of a structural element (a heading, a list item, a table row, a quote, a
  /// checkbox…), more of an inline one (fewer is text shown plainly), or a link or image target of its own. Empty
  /// when none.
  func differences(from benign: HTMLShape) -> [String] {
    var found: [String] = []
    for name in Set(elements.keys).union(benign.elements.keys).sorted() {
      let count = elements[name] ?? 0
      let expected = benign.elements[name] ?? 0
      if expected == 0 {
        found.append("<\(name)> ×\(count): an element the report does not write")
      } else if count > expected || (count < expected && !Self.textLevel.contains(name)) {
        found.append("<\(name)> ×\(count) where the report writes \(expected)")
      }
    }
    for attribute in attributes.subtracting(benign.attributes).sorted() {
      found.append("attribute \(attribute): the report does not write it")
    }
    for target in targets.subtracting(benign.targets).sorted() {
      found.append("a link or image to \(target.debugDescription), which the report does not write")
    }
    return found
  }
}
