/// What a text field collects about the person using the app, as the WCAG 2.2 input purposes (section 7) name it, with
/// the `UITextContentType` that tells AutoFill.
package enum InputPurpose: String, CaseIterable {
  case oneTimeCode
  case newPassword
  case password
  case username
  case emailAddress
  case telephoneNumber
  case creditCardNumber
  case givenName
  case familyName
  case name
  case fullStreetAddress
  case postalCode
  case addressCity
  case countryName

  /// The content type, as written in the modifier (`.emailAddress`).
  package var contentType: String { "." + rawValue }

  /// The purpose in a few words, for messages (`an email address`).
  package var phrase: String {
    switch self {
    case .oneTimeCode: "a one-time code"
    case .newPassword: "a new password"
    case .password: "a password"
    case .username: "a username"
    case .emailAddress: "an email address"
    case .telephoneNumber: "a phone number"
    case .creditCardNumber: "a credit card number"
    case .givenName: "a first name"
    case .familyName: "a last name"
    case .name: "a full name"
    case .fullStreetAddress: "a street address"
    case .postalCode: "a postal code"
    case .addressCity: "a city"
    case .countryName: "a country"
    }
  }

  /// Word sequences that name the purpose in a field's title, prompt or bound property, lowercased and split at
  /// case changes and punctuation (`emailAddress` and "E-mail" become `email address` and `e mail`).
  package var phrases: [[String]] {
    switch self {
    case .oneTimeCode:
      [
        ["one", "time", "code"], ["one", "time", "password"], ["one", "time", "passcode"], ["otp"], ["totp"],
        ["verification", "code"], ["authentication", "code"], ["auth", "code"], ["2fa"], ["two", "factor"],
        ["sms", "code"], ["confirmation", "code"], ["login", "code"],
      ]
    case .newPassword:
      [
        ["new", "password"], ["confirm", "password"], ["repeat", "password"], ["retype", "password"],
        ["re", "enter", "password"], ["reenter", "password"], ["password", "again"], ["password", "confirmation"],
        ["verify", "password"], ["create", "password"], ["create", "a", "password"], ["choose", "a", "password"],
      ]
    case .password: [["password"], ["passwd"], ["pwd"]]
    case .username: [["username"], ["user", "name"], ["user", "id"], ["userid"], ["login"], ["account", "name"]]
    case .emailAddress: [["email"], ["e", "mail"], ["emailaddress"]]
    case .telephoneNumber:
      [["phone"], ["telephone"], ["phonenumber"], ["mobile", "number"], ["cell", "number"], ["mobile", "phone"]]
    case .creditCardNumber: [["card", "number"], ["cardnumber"], ["credit", "card"], ["debit", "card"]]
    case .givenName: [["first", "name"], ["firstname"], ["given", "name"], ["forename"]]
    case .familyName: [["last", "name"], ["lastname"], ["family", "name"], ["surname"]]
    case .name: [["full", "name"], ["fullname"], ["your", "name"], ["legal", "name"]]
    case .fullStreetAddress:
      [
        ["street"], ["address", "line"], ["home", "address"], ["billing", "address"], ["shipping", "address"],
        ["mailing", "address"], ["postal", "address"],
      ]
    case .postalCode: [["zip"], ["zipcode"], ["postal", "code"], ["postcode"], ["post", "code"]]
    case .addressCity: [["city"]]
    case .countryName: [["country"]]
    }
  }

  /// Words that show a field is about something other than the person (a Wi-Fi network, a server, a contact, a
  /// search): such a field has no input purpose of the person's own.
  package static let otherSubjects: Set<String> = [
    "wifi", "wi", "ssid", "psk", "network", "server", "mqtt", "host", "hostname", "proxy", "router", "device",
    "node", "channel", "api", "token", "key", "recipient", "friend", "emergency", "search", "filter",
    "guest", "instance", "url", "domain", "p12", "certificate", "pin", "admin", "bluetooth", "tak", "ip", "port",
    "webhook", "secret", "invite", "invitee", "partner", "beneficiary", "payee",
  ]

  /// Words of a view's type name that show its fields are about something other than the person (`MQTTConfig`,
  /// `WifiNetworkListView`, `AddServerUserView`).
  package static let otherSubjectTypes: Set<String> = [
    "wifi", "network", "mqtt", "server", "admin", "device", "node", "router", "proxy", "tak", "channel",
    "bluetooth", "invite",
  ]

  /// Types that only wrap a title (`LocalizedStringKey("login.password")`): their names say nothing of the field, and
  /// the `key` in them is no API key.
  package static let textWrappers: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String", "Text", "NSLocalizedString",
  ]

  /// Phrases that look like a purpose and are not one (`country code` of a phone number).
  package static let lookalikes: [[String]] = [["country", "code"], ["city", "search"]]

  /// The first purpose, in declaration order, whose phrase `words` hold; nil when they hold none, or name another
  /// subject.
  package static func named(by words: [String]) -> InputPurpose? {
    guard !words.isEmpty, !words.contains(where: otherSubjects.contains),
      !lookalikes.contains(where: words.contains(phrase:))
    else { return nil }
    return allCases.first { purpose in purpose.phrases.contains(where: words.contains(phrase:)) }
  }

  /// `emailAddress` → `email`, `address`; "E-mail address:" → `e`, `mail`, `address`; `MQTTConfig` → `mqtt`,
  /// `config`; `L10n.userName` → `l10n`, `user`, `name`.
  package static func words(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty, index > 0 {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let endsAcronym = previous.isUppercase && next?.isLowercase == true
        if previous.isLowercase || previous.isNumber || endsAcronym {
          words.append(current)
          current = ""
        }
      }
      current.append(contentsOf: character.lowercased())
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension Array where Element == String {
  /// Whether `phrase` occurs as consecutive words.
  fileprivate func contains(phrase: [String]) -> Bool {
    guard phrase.count <= count, let first = phrase.first else { return false }
    for start in indices where self[start] == first && start + phrase.count <= count {
      if Array(self[start..<start + phrase.count]) == phrase { return true }
    }
    return false
  }
}
