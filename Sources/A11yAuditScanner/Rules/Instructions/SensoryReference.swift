/// A place in English copy where an instruction finds a control, or explains what something means, by how it looks,
/// where it is or how it sounds ("Tap the green button", "the icon in the top right corner", "fields marked in red").
package struct SensoryReference: Equatable {
  /// The sense the reference relies on.
  package enum Cue: String, Equatable {
    /// Colour alone ("the green button", "marked in red").
    case color
    /// Shape alone ("the round button", "the star icon").
    case shape
    /// Position on screen alone ("the button on the right", "in the top-left corner").
    case position
    /// A sound alone ("when you hear the beep").
    case sound
  }

  /// The sense it relies on.
  package var cue: Cue
  /// The words of the reference, as written ("Tap the green button").
  package var phrase: String
  /// True when the same words also name the control ("Tap the green **Save** button", "the button labelled “Done”"):
  /// the look or place is extra, not the only way to find it.
  package var namesControl: Bool

  /// Every sensory reference in `text`, sentence by sentence.
  package static func all(in text: String) -> [SensoryReference] {
    sentences(of: text).flatMap { sentence -> [SensoryReference] in
      let words = SensoryWord.words(of: sentence)
      let otherCue = sentence.contains("*") || sentence.lowercased().contains("asterisk")
      return instructions(in: words) + colorMeanings(in: words, otherCue: otherCue) + soundCues(in: words)
    }
  }

  /// The sentences of `text`, split at full stops, question and exclamation marks, semicolons and line breaks.
  private static func sentences(of text: String) -> [Substring] {
    text.split(whereSeparator: { ".!?;\n".contains($0) })
  }

  /// "Tap the green button", "Press the button on the right", "Tap in the top-left corner": a verb that acts on a
  /// control, then the control found by colour, shape or place.
  private static func instructions(in words: [SensoryWord]) -> [SensoryReference] {
    words.indices.compactMap { index in
      guard SensoryWord.actions.contains(words[index].lowercased) else { return nil }
      return instruction(at: index, in: words)
    }
  }

  private static func instruction(at verb: Int, in words: [SensoryWord]) -> SensoryReference? {
    var start = verb + 1
    if let next = words[safe: start], ["on", "for"].contains(next.lowercased),
      SensoryWord.placePhraseEnd(words, at: start) == nil
    {
      start += 1
    }
    // "Tap in the top right corner", "Tap on the right": a place with no control at all.
    if let end = SensoryWord.placePhraseEnd(words, at: start) {
      return SensoryReference(cue: .position, phrase: SensoryWord.phrase(words[verb...end]), namesControl: false)
    }
    // The object: up to six words ending in a kind of control ("the small round Save button").
    var cue: Cue?
    var named = false
    var noun: Int?
    var stop: Int?
    for index in start..<min(words.count, start + 6) {
      let word = words[index]
      stop = index
      if SensoryWord.controls.contains(word.singular) {
        noun = index
        if cue == nil, SensoryWord.shapes.contains(word.singular) { cue = .shape }
        break
      }
      if let wordCue = word.cue {
        cue = cue ?? wordCue
      } else if SensoryWord.stops.contains(word.lowercased) {
        break
      } else if !SensoryWord.modifiers.contains(word.lowercased), word.text.contains(where: \.isLetter) {
        named = true  // "Save" in "the green Save button", "share" in "the round share button"
      }
    }
    guard let noun else {
      // "Tap Compose in the top-right corner": named, then placed.
      guard named, let stop, let end = SensoryWord.placePhraseEnd(words, at: stop) else { return nil }
      return SensoryReference(cue: .position, phrase: SensoryWord.phrase(words[verb...end]), namesControl: true)
    }
    var end = noun
    // "the button labelled “Done”", "the “Done” button" name the control whatever comes next.
    if let next = words[safe: end + 1], SensoryWord.naming.contains(next.lowercased) || next.isQuoted {
      named = true
      end += SensoryWord.naming.contains(next.lowercased) && end + 2 < words.count ? 2 : 1
    }
    if cue == nil, let placeEnd = SensoryWord.placePhraseEnd(words, at: end + 1) {
      cue = .position
      end = placeEnd
    }
    guard let cue else { return nil }
    return SensoryReference(cue: cue, phrase: SensoryWord.phrase(words[verb...end]), namesControl: named)
  }

  /// "Required fields are marked in red", "Green dots mean you practised": what a colour means, told by the colour.
  private static func colorMeanings(in words: [SensoryWord], otherCue named: Bool) -> [SensoryReference] {
    var found: [SensoryReference] = []
    for index in words.indices {
      let word = words[index]
      if SensoryWord.markings.contains(word.lowercased) {
        var next = index + 1
        if words[safe: next]?.lowercased == "in" || words[safe: next]?.lowercased == "with" { next += 1 }
        if let color = words[safe: next], color.isColorName {
          found.append(
            SensoryReference(cue: .color, phrase: SensoryWord.phrase(words[index...next]), namesControl: named))
        }
      } else if word.isColorName, let thing = words[safe: index + 1], SensoryWord.marks.contains(thing.singular),
        let verb = words[safe: index + 2], SensoryWord.meanings.contains(verb.lowercased)
      {
        found.append(
          SensoryReference(cue: .color, phrase: SensoryWord.phrase(words[index...index + 2]), namesControl: named))
      }
    }
    return found
  }

  /// "When you hear the beep", "after the tone": a moment told only by a sound.
  private static func soundCues(in words: [SensoryWord]) -> [SensoryReference] {
    words.indices.compactMap { index in
      let word = words[index].lowercased
      // "When you hear the chime": a sound word within three words after "hear" ("when you hear Japanese" is not).
      if word == "hear", words[safe: index - 1]?.lowercased == "you",
        let first = words[safe: index - 2], ["when", "after", "once", "until", "if"].contains(first.lowercased),
        let sound = (index + 1...index + 3).first(where: {
          words[safe: $0].map { SensoryWord.sounds.contains($0.singular) } == true
        })
      {
        return SensoryReference(
          cue: .sound, phrase: SensoryWord.phrase(words[(index - 2)...sound]), namesControl: false)
      }
      if ["after", "at"].contains(word), words[safe: index + 1]?.lowercased == "the",
        let sound = words[safe: index + 2], SensoryWord.sounds.contains(sound.singular)
      {
        return SensoryReference(cue: .sound, phrase: SensoryWord.phrase(words[index...index + 2]), namesControl: false)
      }
      return nil
    }
  }
}

extension Array {
  /// The element at `index`, nil outside the array.
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
