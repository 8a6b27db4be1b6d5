import Testing

@testable import A11yAuditKit

/// What the scan reads of a project's string tables and catalogs: each key's English value.
@Suite struct EnglishStringsTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "account.title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Account" } }
          }
        },
        "Learn more" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "En savoir plus" } } } },
        "Done" : { },
        "%lld posts" : { "localizations" : { "en" : { "variations" : { "plural" : { } } } } },
        "odd" : "not an object",
        "nulled" : { "localizations" : { "en" : null } },
        "numbered" : { "localizations" : { "en" : { "stringUnit" : { "value" : 3 } } } }
      },
      "version" : "1.0"
    }
    """

  private static func strings(_ files: [(String, String)]) -> EnglishStrings {
    EnglishStrings(files: files.map { ResourceFile(file: $0.0, bytes: Array($0.1.utf8)) })
  }

  @Test func aCatalogGivesEachKeyItsEnglishUnitOrTheKeyItselfWhenItsSourceIsEnglish() {
    let strings = Self.strings([("App/Localizable.xcstrings", Self.catalog)])
    #expect(strings.problems.isEmpty)
    #expect(strings.value(forKey: "account.title") == "Account")
    // No `en` localization in an English catalog: the key is the English text.
    #expect(strings.value(forKey: "Learn more") == "Learn more")
    #expect(strings.value(forKey: "Done") == "Done")
    #expect(strings.value(forKey: "odd") == "odd")
    #expect(strings.value(forKey: "nulled") == "nulled")
    // An `en` localization without a string unit's text (plural variations, a number) has no value read.
    #expect(strings.value(forKey: "%lld posts") == nil)
    #expect(strings.value(forKey: "numbered") == nil)
    #expect(strings.value(forGeneratedPath: ["Account", "title"]) == "Account")
  }

  @Test func aCatalogInAnotherSourceLanguageGivesOnlyItsEnglishUnits() {
    let german = Self.catalog.replacingOccurrences(
      of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"de\"")
    let strings = Self.strings([("App/Localizable.xcstrings", german)])
    #expect(strings.value(forKey: "account.title") == "Account")
    #expect(strings.value(forKey: "Learn more") == nil)
    #expect(strings.value(forKey: "Done") == nil)
  }

  @Test func aFileThatIsNoCatalogIsAProblemNamingIt() {
    let strings = Self.strings([
      ("A/Broken.xcstrings", "{ \"strings\" : "), ("B/Listless.xcstrings", "{ \"sourceLanguage\" : \"en\" }"),
      ("C/Array.xcstrings", "[]"), ("D/Good.xcstrings", Self.catalog),
    ])
    #expect(strings.problems.map(\.file) == ["A/Broken.xcstrings", "B/Listless.xcstrings", "C/Array.xcstrings"])
    #expect(strings.problems.allSatisfy { $0.message == "not a readable string table; its text is not read" })
    #expect(strings.value(forKey: "account.title") == "Account")
  }

  @Test func theFirstTableGivenWinsAndStringsTablesAreReadToo() {
    let strings = Self.strings([
      (
        "App/en.lproj/Localizable.strings",
        "/* a comment */\n\"account.title\" = \"Your account\";\n\"save\" = \"Save\";"
      ),
      ("App/Localizable.xcstrings", Self.catalog),
    ])
    #expect(strings.value(forKey: "account.title") == "Your account")
    #expect(strings.value(forKey: "save") == "Save")
    #expect(strings.value(forKey: "Done") == "Done")
  }
}
