/// The store's dates, `yyyy-MM-ddTHH:mm:ssZ` in UTC, by hand: `ISO8601DateFormatter` is slow on Linux.
enum StoreDate {
  /// Seconds since 1970 of a 20-byte date, for years 1900 to 9999 and valid fields only.
  static func seconds(_ text: UnsafeBufferPointer<UInt8>) throws(StoreJSONReader.GiveUp) -> Int {
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
