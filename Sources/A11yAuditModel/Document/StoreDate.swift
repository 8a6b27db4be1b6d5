/// The store's dates, `yyyy-MM-ddTHH:mm:ssZ` in UTC, read and written by hand: the ISO 8601 formatter
/// `JSONDecoder` and `JSONEncoder` use is slow on Linux.
package enum StoreDate {
  /// Seconds since 1970 of a 20-byte date, for years 1900 to 9999 and valid fields only.
  package static func seconds(_ text: UnsafeBufferPointer<UInt8>) throws(StoreJSONReader.GiveUp) -> Int {
    func number(_ from: Int, _ count: Int) throws(StoreJSONReader.GiveUp) -> Int {
      var value = 0
      for offset in from..<from + count {
        let byte = text[offset]
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw StoreJSONReader.GiveUp() }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
      text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
      text[19] == UInt8(ascii: "Z")
    else { throw StoreJSONReader.GiveUp() }
    let year = try number(0, 4)
    let month = try number(5, 2)
    let day = try number(8, 2)
    let hour = try number(11, 2)
    let minute = try number(14, 2)
    let second = try number(17, 2)
    guard (1900...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { throw StoreJSONReader.GiveUp() }
    return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
  }

  /// `2025-11-22T10:04:00Z` for whole seconds since 1970 in the years 1900 to 9999, else nil.
  package static func text(seconds: Int?) -> String? {
    guard let seconds, (-2_208_988_800...253_402_300_799).contains(seconds) else { return nil }
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(daysSince1970: days)
    var text = [UInt8](repeating: UInt8(ascii: "0"), count: 20)
    func put(_ value: Int, at end: Int, digits: Int) {
      var value = value
      for offset in 0..<digits {
        text[end - offset] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
    }
    put(year, at: 3, digits: 4)
    put(month, at: 6, digits: 2)
    put(day, at: 9, digits: 2)
    put(time / 3_600, at: 12, digits: 2)
    put(time / 60 % 60, at: 15, digits: 2)
    put(time % 60, at: 18, digits: 2)
    for (offset, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
      as [(Int, Unicode.Scalar)]
    {
      text[offset] = UInt8(ascii: separator)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The date of the proleptic Gregorian calendar `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  private static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
