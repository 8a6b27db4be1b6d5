/// One word of English copy, as ``SensoryReference`` reads it, and the vocabulary it reads with.
package struct SensoryWord: Equatable {
  /// The word as written, without the punctuation around it.
  package var text: String
  /// Whether quotation marks opened or closed around it (`“Done”`).
  package var isQuoted: Bool

  /// The word lowercased.
  package var lowercased: String { text.lowercased() }

  /// The word lowercased and, when it is a plural of a known word, made singular ("buttons" → "button", "switches"
  /// → "switch", "entries" → "entry").
  package var singular: String {
    let word = lowercased
    guard word.hasSuffix("s") else { return word }
    let stems = [
      String(word.dropLast()), String(word.dropLast(2)), word.hasSuffix("ies") ? word.dropLast(3) + "y" : "",
    ]
    return stems.first { Self.controls.contains($0) || Self.marks.contains($0) || Self.sounds.contains($0) } ?? word
  }

  /// The sense the word names by itself: a colour, a shape, or a place on screen.
  package var cue: SensoryReference.Cue? {
    let word = lowercased
    if Self.colors.contains(word) { return .color }
    if Self.shapes.contains(word) || Self.shapeAdjectives.contains(word) { return .shape }
    if Self.places.contains(word) { return .position }
    return nil
  }

  /// Whether the word is one of the colour names.
  package var isColorName: Bool { Self.colors.contains(lowercased) }

  /// The words of `sentence`, split at spaces and trimmed of punctuation (hyphenated words like "top-right" stay one).
  package static func words(of sentence: Substring) -> [SensoryWord] {
    sentence.split(whereSeparator: \.isWhitespace).compactMap { raw in
      let quoted = raw.first.map(quotes.contains) == true || raw.last.map(quotes.contains) == true
      let text = raw.trimmingCharacters(in: punctuation)
      return text.isEmpty ? nil : SensoryWord(text: text, isQuoted: quoted)
    }
  }

  /// The words joined back with single spaces.
  package static func phrase(_ words: ArraySlice<SensoryWord>) -> String {
    words.map(\.text).joined(separator: " ")
  }

  /// Where the place phrase starting at `index` ends ("on the right", "in the top-left corner", "at the bottom of the
  /// screen" up to "bottom"), nil when no place phrase starts there.
  package static func placePhraseEnd(_ words: [SensoryWord], at index: Int) -> Int? {
    guard index < words.count, prepositions.contains(words[index].lowercased) else { return nil }
    var next = index + 1
    if next < words.count, words[next].lowercased == "the" { next += 1 }
    var end: Int?
    while next < words.count, places.contains(words[next].lowercased) || placeNouns.contains(words[next].lowercased) {
      end = next
      next += 1
    }
    // "in the top-left corner", "on the right"; a corner or an edge is a place by itself ("the button in the corner").
    guard let end,
      words[(index + 1)...end].contains(where: { places.contains($0.lowercased) || cornerNouns.contains($0.lowercased) }
      )
    else { return nil }
    return end
  }

  /// Verbs that act on a control or look for one.
  package static let actions: Set<String> = [
    "tap", "press", "click", "touch", "select", "hit", "push", "use", "choose", "find", "double-tap", "long-press",
    "look", "toggle", "pick",
  ]
  /// Kinds of control an instruction points at, and shapes that stand for one ("the green circle").
  package static let controls: Set<String> = [
    "button", "icon", "link", "arrow", "switch", "toggle", "tab", "key", "symbol", "dot", "badge", "control",
    "checkbox", "checkmark", "field", "menu", "image", "slider", "row", "item", "option", "cell", "pin", "marker",
    "tile", "card", "circle", "square", "triangle", "diamond", "shape", "indicator", "heart", "star", "gear",
  ]
  /// Geometric shapes as nouns: a control called by its shape alone ("Tap the circle"). Pictures ("the heart", "the
  /// star", "the gear") are left out: a symbol's picture often is its name ("Favorite" star), so they are not judged.
  package static let shapes: Set<String> = ["circle", "square", "triangle", "diamond", "shape"]
  /// Shapes as adjectives ("the round button").
  private static let shapeAdjectives: Set<String> = [
    "round", "rounded", "circular", "square", "squared", "triangular", "rectangular", "oval", "diamond-shaped",
  ]
  /// Colour names.
  private static let colors: Set<String> = [
    "red", "green", "blue", "yellow", "orange", "purple", "pink", "grey", "gray", "black", "white", "brown", "teal",
    "violet", "gold", "golden", "silver", "cyan", "magenta",
  ]
  /// Places on a screen.
  private static let places: Set<String> = [
    "left", "right", "top", "bottom", "upper", "lower", "top-left", "top-right", "bottom-left", "bottom-right",
    "upper-left", "upper-right", "lower-left", "lower-right", "leftmost", "rightmost", "topmost", "far", "right-hand",
    "left-hand",
  ]
  /// Nouns a place phrase may end with ("the top-right corner").
  private static let placeNouns: Set<String> = ["corner", "side", "edge", "hand"]
  /// Place nouns that say where on screen by themselves ("in the corner").
  private static let cornerNouns: Set<String> = ["corner", "edge"]
  /// Words that start a place phrase.
  private static let prepositions: Set<String> = ["on", "at", "in", "to", "near", "along"]
  /// Words that may stand between a verb and its control without naming it.
  package static let modifiers: Set<String> = [
    "the", "a", "an", "this", "that", "these", "those", "small", "little", "big", "large", "tiny", "bright", "light",
    "dark", "blinking", "flashing", "glowing", "highlighted", "filled", "outlined", "solid", "colored", "coloured",
    "one", "two", "only", "same",
  ]
  /// Words that end the object of a verb before any control is named.
  package static let stops: Set<String> = [
    "to", "and", "or", "for", "with", "of", "in", "on", "at", "if", "when", "then", "from", "by", "into", "so",
    "but", "you", "your", "it", "is", "are", "will", "can", "as", "once", "until", "while",
  ]
  /// Words after a control that go on to name it ("the button labelled “Save”").
  package static let naming: Set<String> = ["labelled", "labeled", "called", "named", "titled", "marked", "saying"]
  /// Verbs telling that something is shown in a colour ("marked in red").
  package static let markings: Set<String> = [
    "marked", "shown", "highlighted", "displayed", "indicated", "outlined", "circled",
  ]
  /// Things whose colour carries a meaning in a legend ("Green dots mean …").
  package static let marks: Set<String> = [
    "dot", "item", "field", "entry", "line", "bar", "day", "cell", "square", "circle", "icon", "text", "value",
    "row", "pin", "marker", "number", "word", "area", "segment", "cube", "ring", "outline", "border", "arrow",
  ]
  /// Verbs that give a legend's meaning.
  package static let meanings: Set<String> = [
    "mean", "means", "indicate", "indicates", "show", "shows", "are", "is", "represent", "represents", "mark", "marks",
    "=", "—", "–",
  ]
  /// Sounds an instruction may wait for.
  package static let sounds: Set<String> = [
    "beep", "tone", "chime", "ding", "sound", "buzz", "click", "signal", "bell",
  ]

  /// Quotation marks that show a word is a name.
  private static let quotes: Set<Character> = ["\"", "“", "”", "‘", "’", "'", "«", "»"]
  /// Punctuation trimmed around a word.
  private static let punctuation = Set<Character>("\"“”‘’'«»,:()[]*_`")
}

extension Substring {
  /// The text without the characters of `set` at either end.
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var text = self
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
