/// Shortens a file's place (`IceCubesApp/App/Tabs/TagGroup/EditTagGroupView.swift:21`) to a number of display
/// columns by cutting it in the middle, so a list row keeps what tells findings apart: where the path starts and
/// which file and line it names.
///
/// In order, the first that fits:
/// 1. the whole path and suffix, unchanged;
/// 2. the first folder, the ellipsis for all the folders in between, and the file name
///    (`Packages/…/AccountDetailHeaderView.swift:37`);
/// 3. the ellipsis for all the folders, then the file name (`…/AccountDetailHeaderView.swift:37`): a whole file
///    name tells findings apart better than the first folder;
/// 4. the file name alone, cut in its middle, keeping its extension and the suffix (`AccountD…derView.swift:37`);
/// 5. the ellipsis and as much of the end as fits (`…w.swift:37`), or, in fewer columns than the ellipsis takes,
///    nothing.
///
/// Widths are display columns (``DisplayWidth``), so wide characters count twice. A shortened result holds the
/// ellipsis exactly once and is never wider than asked for.
enum PathShortener {
  /// Columns a list gives a place at least: room for a file name cut to a character each side, a `.swift`
  /// extension and a line of up to five digits (`:12345`).
  static func minimumColumns(ellipsis: String = "…") -> Int { 2 + DisplayWidth.of(ellipsis) + 6 + 6 }

  /// `path` followed by `suffix` (such as `:21`), shortened from the middle to at most `columns` display columns.
  static func shorten(_ path: String, suffix: String = "", toFit columns: Int, ellipsis: String = "…") -> String {
    let whole = path + suffix
    if DisplayWidth.of(whole) <= columns { return whole }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard columns >= ellipsisWidth else { return "" }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let name = parts.last ?? path
    if parts.count >= 3 {
      // All the middle folders go at once: shortened places look alike, and what is left goes to the row's title.
      let kept = parts[0] + "/" + ellipsis + "/" + name + suffix
      if DisplayWidth.of(kept) <= columns { return kept }
    }
    if parts.count >= 2 {
      let folderless = ellipsis + "/" + name + suffix
      if DisplayWidth.of(folderless) <= columns { return folderless }
    }
    if let cut = cutName(name, suffix: suffix, toFit: columns, ellipsis: ellipsis) { return cut }
    return ellipsis + suffixFitting(name + suffix, columns: columns - ellipsisWidth)
  }

  /// The file name cut in the middle of its stem, one character or more kept on each side, or nil when that does
  /// not fit.
  private static func cutName(_ name: String, suffix: String, toFit columns: Int, ellipsis: String) -> String? {
    var stem = Substring(name)
    var ending = Substring("")
    if let dot = name.lastIndex(of: "."), dot > name.startIndex {
      stem = name[..<dot]
      ending = name[dot...]
    }
    let room = columns - DisplayWidth.of(ellipsis) - DisplayWidth.of(ending) - DisplayWidth.of(suffix)
    if DisplayWidth.of(stem) <= room { return ellipsis + name + suffix }
    guard stem.count >= 2 else { return nil }
    let front = prefixFitting(stem, columns: room - room / 2)
    let back = suffixFitting(stem.dropFirst(front.count), columns: room - DisplayWidth.of(front))
    guard !front.isEmpty, !back.isEmpty else { return nil }
    return front + ellipsis + back + ending + suffix
  }

  /// The longest start of `text` that takes at most `columns`.
  private static func prefixFitting(_ text: some StringProtocol, columns: Int) -> String {
    var kept = ""
    var used = 0
    for character in text {
      let width = DisplayWidth.of(character)
      if used + width > columns { break }
      kept.append(character)
      used += width
    }
    return kept
  }

  /// The longest end of `text` that takes at most `columns`.
  private static func suffixFitting(_ text: some StringProtocol, columns: Int) -> String {
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = DisplayWidth.of(character)
      if used + width > columns { break }
      kept.append(character)
      used += width
    }
    return String(kept.reversed())
  }
}
