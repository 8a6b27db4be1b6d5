/// How far reading an app's SwiftUI code can decide a WCAG 2.2 criterion: what the code shows, and what only a
/// person with the running app (or its content) can judge.
public struct StaticReading: Sendable, Equatable {
  /// How much of the criterion code decides.
  public enum Extent: String, Sendable {
    /// Everything that decides it is in what the tool reads (views, modifiers, `Info.plist`, asset catalogs): rules
    /// covering it leave a person only their findings to confirm.
    case code
    /// Code shows some failures; others need the running app or the content.
    case partly
    /// Only a person with the running app or its content can judge it.
    case person
    /// Always satisfied (4.1.1 Parsing, obsolete in WCAG 2.2).
    case obsolete
  }

  public var extent: Extent
  /// What code shows and what a person still has to judge, or why code alone cannot tell.
  public var note: String

  public init(extent: Extent, note: String) {
    self.extent = extent
    self.note = note
  }
}

extension SuccessCriterion {
  /// How far code decides this criterion; nil at Level AAA, which the tool does not claim.
  public var staticReading: StaticReading? { StaticReading.byNumber[number] }
}

extension StaticReading {
  private static func code(_ note: String) -> StaticReading { StaticReading(extent: .code, note: note) }
  private static func partly(_ note: String) -> StaticReading { StaticReading(extent: .partly, note: note) }
  private static func person(_ note: String) -> StaticReading { StaticReading(extent: .person, note: note) }

  /// Every Level A and AA criterion of WCAG 2.2, by number.
  package static let byNumber: [String: StaticReading] = [
    "1.1.1": partly("Whether a label says what the image or chart means, and which images are decorative, is content."),
    "1.2.1": person("Whether prerecorded audio or video has a transcript or alternative is content outside the code."),
    "1.2.2": partly("Code shows players without captions; whether a media file carries caption tracks is in the file."),
    "1.2.3": partly(
      "Code shows players that offer no alternative; whether the video's visual information is described is in the media."
    ),
    "1.2.4": person("Live captions come from the stream's producer, outside the app's code."),
    "1.2.5": partly(
      "Code shows players that offer no audio description; whether the media carries one is in the file."),
    "1.3.1": partly(
      "Code shows missing traits and labels; whether structure matches the visual design needs the screen."),
    "1.3.2": partly(
      "Code shows reading order moved by sort priorities; an order that follows the layout needs the screen."),
    "1.3.3": partly(
      "Code shows instructions in string literals and string tables; copy loaded from a server needs a person."),
    "1.3.4": code("Supported orientations are in `Info.plist` and the code that locks them."),
    "1.3.5": partly(
      "Code shows fields and their content types; a field's purpose when its name says nothing needs a person."),
    "1.4.1": partly(
      "Code shows state drawn only in colour; whether an image or chart relies on colour needs the screen."),
    "1.4.2": partly("Code shows players started on appear; how long the audio lasts is in the media file."),
    "1.4.3": partly(
      "Known colours are judged; text over images, gradients, materials and colours from a server need the screen."),
    "1.4.4": partly(
      "Code shows fixed sizes, caps and truncation; clipping at the largest text sizes needs the running app."),
    "1.4.5": person("Whether an image contains text is visible only in the image."),
    "1.4.10": person("Reflow at 320 points wide and the largest text sizes needs the running app."),
    "1.4.11": partly("Known symbol colours are judged; control borders, focus rings and graphics need the screen."),
    "1.4.12": person("Native text spacing is set by the system; custom text layout needs a person."),
    "1.4.13": person("Pointer hover and focus popovers (iPad, Mac) need the running app."),
    "2.1.1": partly(
      "Code shows gestures without alternatives; reaching everything with Full Keyboard Access needs the app."),
    "2.1.2": person("A focus trap shows only when moving focus through the running app."),
    "2.1.4": code("Keyboard shortcuts and their modifiers are declared in code."),
    "2.2.1": partly("Code shows timers that dismiss or expire content; server-side session limits need a person."),
    "2.2.2": partly(
      "Code shows repeating motion and timer-driven content; whether a pause control is reachable needs the app."),
    "2.3.1": partly("Code shows how fast content flashes; the flashing area and saturated red need the screen."),
    "2.4.1": person("Apps rarely repeat blocks of content; a person judges whether a way to skip them is needed."),
    "2.4.2": partly("Code shows screens without a title; whether a title describes the screen needs a person."),
    "2.4.3": partly(
      "Code shows steps and sort priorities that move focus; the order people meet needs the running app."),
    "2.4.4": partly("Code shows generic link text; whether surrounding text gives the purpose needs a person."),
    "2.4.5": person("More than one way to reach a screen is a property of the whole app, judged by a person."),
    "2.4.6": partly("Code shows headings and labels missing; whether they describe the content needs a person."),
    "2.4.7": partly("Code shows focus effects turned off; a custom focus look needs the running app."),
    "2.4.11": person("Whether a focused element is hidden behind a bar or sheet depends on layout at run time."),
    "2.5.1": partly("Code shows path and multi-finger gestures without a single-pointer alternative."),
    "2.5.2": partly("Code shows gestures acting on touch down; custom touch handling needs the running app."),
    "2.5.3": partly("Code shows labels and visible text; text drawn in images needs a person."),
    "2.5.4": partly(
      "Code shows motion-triggered actions; whether an alternative elsewhere in the app exists needs a person."),
    "2.5.7": partly("Code shows drag gestures without alternatives; an alternative on another screen needs a person."),
    "2.5.8": partly(
      "Code shows explicit and intrinsic target sizes; sizes laid out at run time and spacing need the screen."),
    "3.1.1": person("The app's language is in its project settings and string catalogs, checked by a person."),
    "3.1.2": person("Passages in another language are content, judged by a person."),
    "3.2.1": person("Changes of context on focus show only when moving focus through the running app."),
    "3.2.2": partly(
      "Code shows navigation and submission from input changes; a warning given beforehand needs a person."),
    "3.2.3": person("Consistent navigation across screens is judged by a person walking the app."),
    "3.2.4": person("Consistent names for the same function across screens are judged by a person."),
    "3.2.6": person("Consistent placement of help across screens is judged by a person."),
    "3.3.1": partly("Code shows errors marked only by colour; server-side validation messages need the running app."),
    "3.3.2": partly("Code shows fields without labels; whether instructions suffice needs a person."),
    "3.3.3": person("Whether an error message suggests a fix is content, judged by a person."),
    "3.3.4": person("Review, confirmation and undo for legal and financial steps are judged by a person."),
    "3.3.7": partly("Code shows one screen asking twice; information asked again on a later screen needs a person."),
    "3.3.8": partly("Code shows credential fields AutoFill cannot fill; puzzles and cognitive tests need a person."),
    "4.1.1": StaticReading(extent: .obsolete, note: "Obsolete in WCAG 2.2: always satisfied."),
    "4.1.2": partly(
      "Code shows controls without names, roles or values; custom controls drawn at run time need a person."),
    "4.1.3": partly("Code shows status messages shown without an announcement; messages from a server need the app."),
  ]
}
