import A11yAuditModel
import Foundation

/// The English values of the project's string tables: `Localizable.strings` (and the other `.strings` tables) in
/// `en.lproj`, `en-*.lproj` or `Base.lproj`, and string catalogs (`*.xcstrings`), by key. Rules read what a
/// localized key shows (`Text("onboarding.learn_more")`, `L10n.Onboarding.learnMore`) from them.
///
/// A catalog's English value is its `en` string unit, or the key itself when the catalog's source language is English
/// and the key has no `en` unit. Plural and device variations are not read. Tables in other languages are not read.
package struct EnglishStrings: ResourceFacts {
  package static let fileNames = ["*.strings", "*.xcstrings"]

  /// `.strings` tables in an English or base localisation folder, and every string catalog outside built products.
  package static func reads(_ file: String) -> Bool {
    let folders = file.split(separator: "/").dropLast()
    if folders.contains(where: { [".app", ".framework", ".bundle"].contains(where: $0.hasSuffix) }) { return false }
    if file.hasSuffix(".xcstrings") { return true }
    guard let folder = folders.last else { return false }
    return folder == "en.lproj" || folder == "Base.lproj" || (folder.hasPrefix("en-") && folder.hasSuffix(".lproj"))
  }

  /// English values by key, the first table in path order winning.
  package private(set) var values: [String: String] = [:]
  /// English values by key folded to lowercase letters and digits (`nfclistlearnmore` for `nfc.list.learn_more`),
  /// for the constants SwiftGen generates (`L10n.Nfc.List.learnMore`).
  package private(set) var foldedValues: [String: String] = [:]
  package private(set) var problems: [ScanProblem] = []

  package init(files: [ResourceFile]) {
    // Each file on its own core: a large app's string catalogs run to megabytes.
    let read = IndexedResults<[(String, String)]?>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      read.set(Self.entries(of: files[index]), at: index)
    }
    for (file, entries) in zip(files, read.values) {
      guard let entries else {
        problems.append(ScanProblem(file: file.file, message: "not a readable string table; its text is not read"))
        continue
      }
      for (key, value) in entries {
        if values[key] == nil { values[key] = value }
        let folded = Self.fold(key)
        if foldedValues[folded] == nil { foldedValues[folded] = value }
      }
    }
  }

  /// The keys and values of a table or catalog, in file order; nil when it is not one.
  private static func entries(of file: ResourceFile) -> [(String, String)]? {
    if file.file.hasSuffix(".xcstrings") { return catalogEntries(file.bytes) }
    var parser = StringsTableParser(text: decode(file.bytes))
    return parser.entries()
  }

  /// The English value of `key`, nil when no table has it.
  package func value(forKey key: String) -> String? { values[key] }

  /// The English value of a SwiftGen constant's path below its root (`["Nfc", "List", "learnMore"]`).
  package func value(forGeneratedPath path: [String]) -> String? {
    guard !path.isEmpty else { return nil }
    return foldedValues[Self.fold(path.joined())]
  }

  /// `key` lowercased, keeping only letters and digits.
  package static func fold(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
  }

  /// The text of a `.strings` file: UTF-16 when it starts with a byte order mark, UTF-8 otherwise.
  private static func decode(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
      let text = String(data: Data(bytes), encoding: .utf16)
    {
      return text
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The keys and English values of a string catalog's JSON, nil when it is not one.
  private static func catalogEntries(_ bytes: [UInt8]) -> [(String, String)]? {
    guard let catalog = try? JSONDecoder().decode(StringCatalog.self, from: Data(bytes)) else { return nil }
    let sourceIsEnglish = catalog.sourceLanguage?.hasPrefix("en") ?? false
    return catalog.strings.keys.sorted().compactMap { key in
      let english = catalog.strings[key]?.english
      if let value = english?.value { return (key, value) }
      return sourceIsEnglish && english == nil ? (key, key) : nil
    }
  }
}

/// What ``EnglishStrings`` reads of a string catalog (`*.xcstrings`): its source language and each key's `en`
/// string unit. The other languages are skipped rather than built; a member of another kind than a catalog gives
/// it reads as missing.
private struct StringCatalog: Decodable {
  var sourceLanguage: String?
  var strings: [String: Entry]

  private enum Keys: String, CodingKey { case sourceLanguage, strings }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    sourceLanguage = try? container.decode(String.self, forKey: .sourceLanguage)
    strings = try container.decode([String: Entry].self, forKey: .strings)
  }

  /// One key of the catalog: its English localization when it is an object.
  struct Entry: Decodable {
    var english: English?

    private enum Keys: String, CodingKey { case localizations }
    private enum Languages: String, CodingKey { case en }

    init(from decoder: any Decoder) {
      let localizations = try? decoder.container(keyedBy: Keys.self).nestedContainer(
        keyedBy: Languages.self, forKey: .localizations)
      english = try? localizations?.decode(English.self, forKey: .en)
    }
  }

  /// A key's `en` localization: the value of its string unit, when it has one.
  struct English: Decodable, Equatable {
    var value: String?

    private enum Keys: String, CodingKey { case stringUnit }
    private enum Unit: String, CodingKey { case value }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      value = try? container.nestedContainer(keyedBy: Unit.self, forKey: .stringUnit).decode(
        String.self, forKey: .value)
    }
  }
}

/// Reads the `"key" = "value";` entries of a `.strings` table, skipping `/* … */` and `//` comments.
private struct StringsTableParser {
  var characters: [Character]
  var index = 0

  init(text: String) { characters = Array(text) }

  /// The entries in file order, nil when the text is not a strings table.
  mutating func entries() -> [(String, String)]? {
    var result: [(String, String)] = []
    while true {
      skipSpaceAndComments()
      guard index < characters.count else { return result }
      guard let key = token() else { return nil }
      skipSpaceAndComments()
      guard index < characters.count, characters[index] == "=" else { return nil }
      index += 1
      skipSpaceAndComments()
      guard let value = token() else { return nil }
      skipSpaceAndComments()
      guard index < characters.count, characters[index] == ";" else { return nil }
      index += 1
      result.append((key, value))
    }
  }

  /// A quoted string with its escapes resolved, or a bare word.
  private mutating func token() -> String? {
    guard index < characters.count else { return nil }
    guard characters[index] == "\"" else {
      var word = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber
          || "_.-".contains(
            characters[index])
      {
        word.append(characters[index])
        index += 1
      }
      return word.isEmpty ? nil : word
    }
    index += 1
    var text = ""
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character == "\"" { return text }
      guard character == "\\", index < characters.count else {
        text.append(character)
        continue
      }
      let escaped = characters[index]
      index += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      default: text.append(escaped)
      }
    }
    return nil
  }

  private mutating func skipSpaceAndComments() {
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace || character == "\u{FEFF}" {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        index += 2
        while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
        index = min(index + 2, characters.count)
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, !characters[index].isNewline { index += 1 }
      } else {
        return
      }
    }
  }
}
