import Testing

@testable import A11yAuditKit

@Suite struct SensoryReferenceTests {
  /// The cue found in `text`, and whether the words also name the control; nil when nothing is found.
  private func reading(_ text: String) -> (cue: SensoryReference.Cue, named: Bool)? {
    SensoryReference.all(in: text).first.map { ($0.cue, $0.namesControl) }
  }

  @Test(arguments: [
    ("Tap the green button to start.", SensoryReference.Cue.color),
    ("Press the big red button", .color),
    ("Click the round icon", .shape),
    ("Tap the circle to save it", .shape),
    ("Tap the button in the corner to scan", .position),
    ("Green dots = map landmarks", .color),
    ("Tap the green heart if you enjoyed this app", .color),
    ("Tap the buttons on the left", .position),
    ("Use the switches on the left", .position),
    ("Red entries are late", .color),
    ("Use the switch at the top right of the screen", .position),
    ("Tap in the upper-left corner", .position),
    ("Tap on the right to skip", .position),
    ("Select the top-right icon", .position),
    ("Click the **+** icon in the top right corner", .position),
    ("Errors are shown in red", .color),
    ("Green dots mean you practised", .color),
    ("Once you hear the tone, speak", .sound),
    ("Breathe out after the beep", .sound),
  ])
  func instructionsRelyingOnASenseAloneAreFound(text: String, cue: SensoryReference.Cue) throws {
    let found = try #require(reading(text))

    #expect(found.cue == cue)
    #expect(!found.named)
  }

  @Test(arguments: [
    "Tap the green Start button",
    "Press the red “Delete” button",
    "Tap the button labelled Done on the right",
    "Fields marked in red and with * are required",
    "Tap Compose in the top-right corner",
  ])
  func instructionsThatAlsoNameTheControlAreNamed(text: String) throws {
    #expect(try #require(reading(text)).named)
  }

  @Test(arguments: [
    "Choose the options below.",
    "Scroll above to see more",
    "Swipe left to delete",
    "A red 60-second countdown that grabs attention.",
    "Show Pending Button on the Left",
    "Tap the %1$@ corner %2$@ times to open settings",
    "Use red for errors and green for success in your theme",
    "The word within the brackets will be colored red.",
    "Select a colour",
    "When you hear Japanese at work, tap “I heard this” to capture it",
    "When you hear",
    "Tap the heart to like a post",
    "Tap the star to favourite it",
  ])
  func copyWithoutSensoryInstructionsIsNotRead(text: String) {
    #expect(reading(text) == nil)
  }

  @Test func eachSentenceIsReadOnItsOwnAndThePhraseIsKept() {
    let found = SensoryReference.all(in: "Pick a song. Tap the blue icon; then wait for the chime")

    #expect(found.map(\.cue) == [.color])
    #expect(found.first?.phrase == "Tap the blue icon")
  }
}
