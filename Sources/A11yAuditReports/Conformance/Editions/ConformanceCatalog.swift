/// The Section 508 and EN 301 549 chapters of the VPAT 2.5 editions, every row of GSA's OpenACR catalog
/// `2.5-edition-wcag-2.2-508-eu-en` in its order, each answered for an iOS app: the WCAG 2.2 criteria it follows
/// (Section 508 incorporates WCAG by reference in E205.4 and E207.2; EN 301 549's Table B.2 and clause 11 map its
/// software requirements to WCAG), or why it does not apply, or what a person must check.
public enum ConformanceCatalog {
  /// Hardware chapters: an app is software.
  package static let hardware = "Applies to hardware: the product is a software app."
  /// Authoring tool clauses.
  package static let authoring =
    "Not Applicable unless the app is an authoring tool (it creates documents or web content others read): check it "
    + "if it is."
  /// Documentation and support clauses.
  package static let documentation =
    "Check the app's documentation and support: they describe its accessibility features and are accessible "
    + "themselves, and support staff can be reached by people with disabilities."
  /// Two-way voice and video clauses.
  package static let voiceCalls = "Not Applicable unless the app offers voice or video calls: check it if it does."
  /// Relay and emergency service clauses.
  package static let relay =
    "Not Applicable unless the app provides relay or emergency service access: check it if it does."

  /// Every chapter, Section 508's then EN 301 549's, in the VPAT's order.
  public static let chapters: [CatalogChapter] = [
    CatalogChapter(
      id: "functional_performance_criteria", standard: .section508,
      title: "Chapter 3: Functional Performance Criteria (FPC)",
      rows: [
        .init(
          "302.1", "Without Vision",
          wcag: ["1.1.1", "1.3.1", "1.3.2", "1.3.3", "2.1.1", "2.4.3", "2.4.4", "2.4.6", "2.5.3", "4.1.2", "4.1.3"]),
        .init("302.2", "With Limited Vision", wcag: ["1.3.4", "1.4.3", "1.4.4", "1.4.11", "2.5.8"]),
        .init("302.3", "Without Perception of Color", wcag: ["1.4.1"]),
        .init("302.4", "Without Hearing", wcag: ["1.2.2", "1.2.3"]),
        .init("302.5", "With Limited Hearing", wcag: ["1.2.2", "1.4.2"]),
        .init(
          "302.6", "Without Speech",
          check:
            "Check that no task needs the person to speak (voice input always has a touch or keyboard alternative)."),
        .init("302.7", "With Limited Manipulation", wcag: ["2.1.1", "2.5.1", "2.5.4", "2.5.7", "2.5.8"]),
        .init("302.8", "With Limited Reach and Strength", wcag: ["2.5.1", "2.5.4"]),
        .init(
          "302.9", "With Limited Language, Cognitive, and Learning Abilities",
          wcag: ["2.2.1", "2.2.2", "3.2.2", "3.3.1", "3.3.2", "3.3.7", "3.3.8"]),
      ]),
    CatalogChapter(
      id: "hardware", standard: .section508, title: "Chapter 4: Hardware",
      rows: [
        .init("402.2.1", "Information Displayed On-Screen", notApplicable: hardware),
        .init("402.2.2", "Transactional Outputs", notApplicable: hardware),
        .init("402.2.3", "Speech Delivery Type and Coordination", notApplicable: hardware),
        .init("402.2.4", "User Control", notApplicable: hardware),
        .init("402.2.5", "Braille Instructions", notApplicable: hardware),
        .init("402.3.1", "Private Listening", notApplicable: hardware),
        .init("402.3.2", "Non-private Listening", notApplicable: hardware),
        .init("402.4", "Characters on Display Screens", notApplicable: hardware),
        .init("402.5", "Characters on Variable Message Signs", notApplicable: hardware),
        .init("403.1", "General (Biometrics)", notApplicable: hardware),
        .init("404.1", "General (Preservation of Information Provided for Accessibility)", notApplicable: hardware),
        .init("405.1", "General (Privacy)", notApplicable: hardware),
        .init("406.1", "General (Standard Connections)", notApplicable: hardware),
        .init("407.2", "Contrast (Operable Parts)", notApplicable: hardware),
        .init("407.3.1", "Tactilely Discernible", notApplicable: hardware),
        .init("407.3.2", "Alphabetic Keys", notApplicable: hardware),
        .init("407.3.3", "Numeric Keys", notApplicable: hardware),
        .init("407.4", "Key Repeat", notApplicable: hardware),
        .init("407.5", "Timed Response", notApplicable: hardware),
        .init("407.6", "Operation", notApplicable: hardware),
        .init("407.7", "Tickets, Fare Cards, and Keycards", notApplicable: hardware),
        .init("407.8.1", "Vertical Reference Plane", notApplicable: hardware),
        .init("407.8.1.1", "Vertical Plane for Side Reach", notApplicable: hardware),
        .init("407.8.1.2", "Vertical Plane for Forward Reach", notApplicable: hardware),
        .init("407.8.2", "Side Reach", notApplicable: hardware),
        .init("407.8.2.1", "Unobstructed Side Reach", notApplicable: hardware),
        .init("407.8.2.2", "Obstructed Side Reach", notApplicable: hardware),
        .init("407.8.3", "Forward Reach", notApplicable: hardware),
        .init("407.8.3.1", "Unobstructed Forward Reach", notApplicable: hardware),
        .init("407.8.3.2", "Obstructed Forward Reach", notApplicable: hardware),
        .init("407.8.3.2.1", "Operable Part Height for ICT with Obstructed Forward Reach", notApplicable: hardware),
        .init("407.8.3.2.2", "Knee and Toe Space under ICT with Obstructed Forward Reach", notApplicable: hardware),
        .init("408.2", "Visibility", notApplicable: hardware),
        .init("408.3", "Flashing", notApplicable: hardware),
        .init("409.1", "General (Status Indicators)", notApplicable: hardware),
        .init("410.1", "General (Color Coding)", notApplicable: hardware),
        .init("411.1", "General (Audible Signals)", notApplicable: hardware),
        .init("412.2.1", "Volume Gain for Wireline Telephones", notApplicable: hardware),
        .init("412.2.2", "Volume Gain for Non-Wireline ICT", notApplicable: hardware),
        .init("412.3.1", "Wireless Handsets", notApplicable: hardware),
        .init("412.3.2", "Wireline Handsets", notApplicable: hardware),
        .init("412.4", "Digital Encoding of Speech", notApplicable: hardware),
        .init("412.5", "Real-Time Text Functionality", notApplicable: hardware),
        .init("412.6", "Caller ID", notApplicable: hardware),
        .init("412.7", "Video Communication", notApplicable: hardware),
        .init("412.8.1", "TTY Connectability", notApplicable: hardware),
        .init("412.8.2", "Voice and Hearing Carry Over", notApplicable: hardware),
        .init("412.8.3", "Signal Compatibility", notApplicable: hardware),
        .init("412.8.4", "Voice Mail and Other Messaging Systems", notApplicable: hardware),
        .init("413.1.1", "Decoding and Display of Closed Captions", notApplicable: hardware),
        .init("413.1.2", "Pass-Through of Closed Caption Data", notApplicable: hardware),
        .init("414.1.1", "Digital Television Tuners", notApplicable: hardware),
        .init("414.1.2", "Other ICT", notApplicable: hardware),
        .init("415.1.1", "Caption Controls", notApplicable: hardware),
        .init("415.1.2", "Audio Description Controls", notApplicable: hardware),
      ]),
    CatalogChapter(
      id: "software", standard: .section508, title: "Chapter 5: Software",
      rows: [
        .init(
          "502.2.1", "User Control of Accessibility Features",
          notApplicable: "Applies to platform software (the operating system): the app runs on iOS, which provides it."),
        .init(
          "502.2.2", "No Disruption of Accessibility Features",
          check:
            "Check that the app does not turn off or override the platform's accessibility features (VoiceOver gestures, Dynamic Type, Reduce Motion, Dark Mode, Increase Contrast)."
        ),
        .init("502.3.1", "Object Information", wcag: ["1.1.1", "4.1.2"]),
        .init("502.3.2", "Modification of Object Information", wcag: ["4.1.2"]),
        .init("502.3.3", "Row, Column, and Headers", wcag: ["1.3.1"]),
        .init("502.3.4", "Values", wcag: ["4.1.2"]),
        .init("502.3.5", "Modification of Values", wcag: ["4.1.2"]),
        .init("502.3.6", "Label Relationships", wcag: ["1.3.1"]),
        .init("502.3.7", "Hierarchical Relationships", wcag: ["1.3.1"]),
        .init("502.3.8", "Text", wcag: ["1.3.1"]),
        .init("502.3.9", "Modification of Text", wcag: ["4.1.2"]),
        .init("502.3.10", "List of Actions", wcag: ["4.1.2"]),
        .init("502.3.11", "Actions on Objects", wcag: ["4.1.2"]),
        .init("502.3.12", "Focus Cursor", wcag: ["2.4.3", "2.4.7"]),
        .init("502.3.13", "Modification of Focus Cursor", wcag: ["2.4.3", "2.4.7"]),
        .init("502.3.14", "Event Notification", wcag: ["4.1.3"]),
        .init(
          "502.4", "Platform Accessibility Features",
          notApplicable: "Applies to platform software (the operating system): the app runs on iOS, which provides it."),
        .init(
          "503.2", "User Preferences", wcag: ["1.4.4"], note: "Dynamic Type is the platform's text size preference."),
        .init(
          "503.3", "Alternative User Interfaces",
          check:
            "Not Applicable unless the app provides an alternative user interface that works as assistive technology."),
        .init("503.4.1", "Caption Controls", wcag: ["1.2.2"]),
        .init("503.4.2", "Audio Description Controls", wcag: ["1.2.3", "1.2.5"]),
        .init("504.2", "Content Creation or Editing", check: authoring),
        .init(
          "504.2.1", "Preservation of Information Provided for Accessibility in Format Conversion", check: authoring),
        .init("504.2.2", "PDF Export", check: authoring),
        .init("504.3", "Prompts", check: authoring),
        .init("504.4", "Templates", check: authoring),
      ]),
    CatalogChapter(
      id: "support_documentation_and_services", standard: .section508,
      title: "Chapter 6: Support Documentation and Services",
      rows: [
        .init("602.2", "Accessibility and Compatibility Features", check: documentation),
        .init("602.3", "Electronic Support Documentation", check: documentation),
        .init("602.4", "Alternate Formats for Non-Electronic Support Documentation", check: documentation),
        .init("603.2", "Information on Accessibility and Compatibility Features", check: documentation),
        .init("603.3", "Accommodation of Communication Needs", check: documentation),
      ]),
    CatalogChapter(
      id: "en_301_549_functional_performance", standard: .en301549,
      title: "Chapter 4: Functional Performance Statements",
      rows: [
        .init(
          "4.2.1", "Usage without vision",
          wcag: ["1.1.1", "1.3.1", "1.3.2", "1.3.3", "2.1.1", "2.4.3", "2.4.4", "2.4.6", "2.5.3", "4.1.2", "4.1.3"]),
        .init("4.2.2", "Usage with limited vision", wcag: ["1.3.4", "1.4.3", "1.4.4", "1.4.11", "2.5.8"]),
        .init("4.2.3", "Usage without perception of colour", wcag: ["1.4.1"]),
        .init("4.2.4", "Usage without hearing", wcag: ["1.2.2", "1.2.3"]),
        .init("4.2.5", "Usage with limited hearing", wcag: ["1.2.2", "1.4.2"]),
        .init(
          "4.2.6", "Usage with no or limited vocal capability",
          check:
            "Check that no task needs the person to speak (voice input always has a touch or keyboard alternative)."),
        .init(
          "4.2.7", "Usage with limited manipulation or strength", wcag: ["2.1.1", "2.5.1", "2.5.4", "2.5.7", "2.5.8"]),
        .init(
          "4.2.8", "Usage with limited reach",
          check:
            "Check that every control can be reached without stretching: nothing depends on the device's physical buttons alone."
        ),
        .init("4.2.9", "Minimize photosensitive seizure triggers", wcag: ["2.3.1"]),
        .init(
          "4.2.10", "Usage with limited cognition, language or learning",
          wcag: ["2.2.1", "2.2.2", "3.2.2", "3.3.1", "3.3.2", "3.3.7", "3.3.8"]),
        .init(
          "4.2.11", "Privacy",
          check:
            "Check that the accessibility features keep the person's privacy (spoken passwords, on-screen data read aloud) as the app's other features do."
        ),
      ]),
    CatalogChapter(
      id: "en_301_549_generic_requirements", standard: .en301549, title: "Chapter 5: Generic Requirements",
      rows: [
        .init("5.1", "Closed functionality", heading: true),
        .init(
          "5.1.2", "General",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.2.1", "Closed functionality",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.2.2", "Assistive technology",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3", "Non-visual access",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.1", "Audio output of visual information",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.2", "Auditory output delivery including speech",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.3", "Auditory output correlation",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.4", "Speech output user control",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.5", "Speech output automatic interruption",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.6", "Speech output for non-text content",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.7", "Speech output for video information",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.8", "Masked entry",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.9", "Private access to personal data",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.10", "Non-interfering audio output",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.11", "Private listening volume",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.12", "Speaker volume",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.13", "Volume reset",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.14", "Spoken languages",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.15", "Non-visual error identification",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.3.16", "Receipts, tickets, and transactional outputs",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.4", "Functionality closed to text enlargement",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.5", "Visual output for auditory information",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.6", "Operation without keyboard interface",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.6.1", "Closed functionality",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.6.2", "Input focus",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.1.7", "Access without speech",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init(
          "5.2", "Activation of accessibility features",
          check: "Check that the app's own accessibility features (if any) can be turned on without them."),
        .init(
          "5.3", "Biometrics",
          check:
            "Check that Face ID or Touch ID is never the only way to sign in or confirm: a passcode or password is offered too."
        ),
        .init(
          "5.4", "Preservation of accessibility information during conversion",
          check:
            "Not Applicable unless the app converts documents between formats: check that accessibility information survives."
        ),
        .init("5.5", "Operable parts", heading: true),
        .init(
          "5.5.1", "Means of operation",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init(
          "5.5.2", "Operable parts discernibility",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init("5.6", "Locking or toggle controls", heading: true),
        .init(
          "5.6.1", "Tactile or auditory status",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init(
          "5.6.2", "Visual status",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init(
          "5.7", "Key repeat",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init(
          "5.8", "Double-strike key acceptance",
          notApplicable: "Applies to physical operable parts and keys: the app has none of its own."),
        .init("5.9", "Simultaneous user actions", wcag: ["2.5.1"]),
      ]),
    CatalogChapter(
      id: "en_301_549_ict_with_two-way_voice", standard: .en301549,
      title: "Chapter 6: ICT with Two-Way Voice Communication",
      rows: [
        .init("6.1", "Audio bandwidth for speech", check: voiceCalls),
        .init("6.2", "Real-time text (RTT) functionality", heading: true),
        .init("6.2.1.1", "RTT communication", check: voiceCalls),
        .init("6.2.1.2", "Concurrent voice and text", check: voiceCalls),
        .init("6.2.2.1", "Visually distinguishable display", check: voiceCalls),
        .init("6.2.2.2", "Programmatically determinable send and receive direction", check: voiceCalls),
        .init("6.2.2.3", "Speaker identification", check: voiceCalls),
        .init("6.2.2.4", "Visual indicator of Audio with RTT", check: voiceCalls),
        .init("6.2.3", "Interoperability", check: voiceCalls),
        .init("6.2.4", "RTT responsiveness", check: voiceCalls),
        .init("6.3", "Caller ID", check: voiceCalls),
        .init("6.4", "Alternatives to voice-based services", check: voiceCalls),
        .init("6.5", "Video communication", heading: true),
        .init("6.5.1", "General (informative)", notApplicable: "Informative clause: no requirement."),
        .init("6.5.2", "Resolution", check: voiceCalls),
        .init("6.5.3", "Frame rate", check: voiceCalls),
        .init("6.5.4", "Synchronization between audio and video", check: voiceCalls),
        .init("6.5.5", "Visual indicator of audio with video", check: voiceCalls),
        .init("6.5.6", "Speaker identification with video (sign language) communication", check: voiceCalls),
        .init("6.6", "Alternatives to video-based services (advisory only)", check: voiceCalls),
      ]),
    CatalogChapter(
      id: "en_301_549_ict_with_video", standard: .en301549, title: "Chapter 7: ICT with Video Capabilities",
      rows: [
        .init("7.1", "Caption processing technology", heading: true),
        .init("7.1.1", "Captioning playback", wcag: ["1.2.2"]),
        .init("7.1.2", "Captioning synchronization", wcag: ["1.2.2"]),
        .init("7.1.3", "Preservation of captioning", wcag: ["1.2.2"]),
        .init(
          "7.1.4", "Captions characteristics",
          check:
            "Check that captions can be styled by the person (size, colour, background), as the system player's caption styles allow."
        ),
        .init(
          "7.1.5", "Spoken subtitles",
          check: "Not Applicable unless the video carries subtitles in another language: check that they can be spoken."
        ),
        .init("7.2.1", "Audio description playback", wcag: ["1.2.3", "1.2.5"]),
        .init("7.2.2", "Audio description synchronization", wcag: ["1.2.3", "1.2.5"]),
        .init("7.2.3", "Preservation of audio description", wcag: ["1.2.3", "1.2.5"]),
        .init("7.3", "User controls for captions and audio description", wcag: ["1.2.2"]),
      ]),
    CatalogChapter(
      id: "en_301_549_hardware", standard: .en301549, title: "Chapter 8: Hardware",
      rows: [
        .init("8.1.1", "Generic requirements", notApplicable: hardware),
        .init("8.1.2", "Standard connections", notApplicable: hardware),
        .init("8.1.3", "Colour", notApplicable: hardware),
        .init("8.2", "Hardware products with speech output", notApplicable: hardware),
        .init("8.2.1.1", "Speech volume range", notApplicable: hardware),
        .init("8.2.1.2", "Incremental volume control", notApplicable: hardware),
        .init("8.2.2.1", "Fixed-line devices", notApplicable: hardware),
        .init("8.2.2.2", "Wireless communication devices", notApplicable: hardware),
        .init("8.3", "Stationary ICT", notApplicable: hardware),
        .init("8.3.2.1", "Unobstructed high forward reach", notApplicable: hardware),
        .init("8.3.2.2", "Unobstructed low forward reach", notApplicable: hardware),
        .init("8.3.2.3.1", "Clear space", notApplicable: hardware),
        .init("8.3.2.3.2", "Obstructed (< 510 mm) forward reach", notApplicable: hardware),
        .init("8.3.2.3.3", "Obstructed (< 635 mm) forward reach", notApplicable: hardware),
        .init("8.3.2.4", "Knee and toe clearance width", notApplicable: hardware),
        .init("8.3.2.5", "Toe clearance", notApplicable: hardware),
        .init("8.3.2.6", "Knee clearance", notApplicable: hardware),
        .init("8.3.3.1", "Unobstructed high side reach", notApplicable: hardware),
        .init("8.3.3.2", "Unobstructed low side reach", notApplicable: hardware),
        .init("8.3.3.3.1", "Obstructed (≤ 255 mm) side reach", notApplicable: hardware),
        .init("8.3.3.3.2", "Obstructed (≤ 610 mm) side reach", notApplicable: hardware),
        .init("8.3.4.1", "Change in level", notApplicable: hardware),
        .init("8.3.4.2", "Clear floor or ground space", notApplicable: hardware),
        .init("8.3.4.3.2", "Forward approach", notApplicable: hardware),
        .init("8.3.4.3.3", "Parallel approach", notApplicable: hardware),
        .init("8.3.5", "Visibility", notApplicable: hardware),
        .init("8.3.6", "Installation instructions", notApplicable: hardware),
        .init("8.4", "Mechanically Operable parts", notApplicable: hardware),
        .init("8.4.1", "Numeric keys", notApplicable: hardware),
        .init("8.4.2.1", "Means of operation of mechanical parts", notApplicable: hardware),
        .init("8.4.2.2", "Force of operation of mechanical parts", notApplicable: hardware),
        .init("8.4.3", "Keys, tickets and fare cards", notApplicable: hardware),
        .init("8.5", "Tactile indication of speech mode", notApplicable: hardware),
      ]),
    CatalogChapter(
      id: "en_301_549_web", standard: .en301549, title: "Chapter 9: Web",
      rows: []),
    CatalogChapter(
      id: "en_301_549_non-web-documents", standard: .en301549, title: "Chapter 10: Non-Web Documents",
      rows: [
        .init("10.0", "General (informative)", notApplicable: "Informative clause: no requirement."),
        .init(
          "10.5", "Caption positioning",
          notApplicable: "Applies to non-web documents: the app is software (Chapter 11)."),
        .init(
          "10.6", "Audio description timing",
          notApplicable: "Applies to non-web documents: the app is software (Chapter 11)."),
      ]),
    CatalogChapter(
      id: "en_301_549_software", standard: .en301549, title: "Chapter 11: Software",
      rows: [
        .init("11.0", "General (informative)", notApplicable: "Informative clause: no requirement."),
        .init("11.5", "Interoperability with assistive technology", heading: true),
        .init(
          "11.5.1", "Closed functionality",
          notApplicable:
            "Applies to ICT with closed functionality: an iOS app is open to VoiceOver, Switch Control and other assistive technologies."
        ),
        .init("11.5.2", "Accessibility services", heading: true),
        .init(
          "11.5.2.1", "Platform accessibility service support for software that provides a user interface",
          notApplicable: "Applies to platform software (the operating system): the app runs on iOS, which provides it."),
        .init(
          "11.5.2.2", "Platform accessibility service support for assistive technologies",
          notApplicable: "Applies to platform software (the operating system): the app runs on iOS, which provides it."),
        .init("11.5.2.3", "Use of accessibility services", wcag: ["4.1.2"]),
        .init(
          "11.5.2.4", "Assistive technology", notApplicable: "Applies to assistive technologies: the app is not one."),
        .init("11.5.2.5", "Object information", wcag: ["1.1.1", "4.1.2"]),
        .init("11.5.2.6", "Row, column, and headers", wcag: ["1.3.1"]),
        .init("11.5.2.7", "Values", wcag: ["4.1.2"]),
        .init("11.5.2.8", "Label relationships", wcag: ["1.3.1"]),
        .init("11.5.2.9", "Parent-child relationships", wcag: ["1.3.1"]),
        .init("11.5.2.10", "Text", wcag: ["4.1.2"]),
        .init("11.5.2.11", "List of available actions", wcag: ["4.1.2"]),
        .init("11.5.2.12", "Execution of available actions", wcag: ["4.1.2"]),
        .init("11.5.2.13", "Tracking of focus and selection attributes", wcag: ["2.4.3", "2.4.7"]),
        .init("11.5.2.14", "Modification of focus and selection attributes", wcag: ["4.1.2"]),
        .init("11.5.2.15", "Change notification", wcag: ["4.1.3"]),
        .init("11.5.2.16", "Modifications of states and properties", wcag: ["4.1.2"]),
        .init("11.5.2.17", "Modifications of values and text", wcag: ["4.1.2"]),
        .init("11.6", "Documented accessibility usage", heading: true),
        .init(
          "11.6.1", "User control of accessibility features",
          notApplicable: "Applies to platform software (the operating system): the app runs on iOS, which provides it."),
        .init(
          "11.6.2", "No disruption of accessibility features",
          check:
            "Check that the app does not turn off or override the platform's accessibility features (VoiceOver gestures, Dynamic Type, Reduce Motion, Dark Mode, Increase Contrast)."
        ),
        .init(
          "11.7", "User preferences", wcag: ["1.4.4"], note: "Dynamic Type is the platform's text size preference."),
        .init("11.8", "Authoring tools", heading: true),
        .init("11.8.1", "Content technology", check: authoring),
        .init("11.8.2", "Accessible content creation", check: authoring),
        .init("11.8.3", "Preservation of accessibility information in transformations", check: authoring),
        .init("11.8.4", "Repair assistance", check: authoring),
        .init("11.8.5", "Templates", check: authoring),
      ]),
    CatalogChapter(
      id: "en_301_549_documentation_and_support_services", standard: .en301549,
      title: "Chapter 12: Documentation and Support Services",
      rows: [
        .init("12.1", "Product documentation", heading: true),
        .init("12.1.1", "Accessibility and compatibility features", check: documentation),
        .init("12.1.2", "Accessible documentation", check: documentation),
        .init("12.2", "Support services", heading: true),
        .init("12.2.2", "Information on accessibility and compatibility features", check: documentation),
        .init("12.2.3", "Effective communication", check: documentation),
        .init("12.2.4", "Accessible documentation", check: documentation),
      ]),
    CatalogChapter(
      id: "en_301_549_ict_providing_relay_or_emergency_service_access", standard: .en301549,
      title: "Chapter 13: ICT Providing Relay or Emergency Service Access",
      rows: [
        .init("13.1", "Relay services requirements", heading: true),
        .init("13.1.2", "Text relay services", check: relay),
        .init("13.1.3", "Sign relay services", check: relay),
        .init("13.1.4", "Lip-reading relay services", check: relay),
        .init("13.1.5", "Captioned telephony services", check: relay),
        .init("13.1.6", "Speech to speech relay services", check: relay),
        .init("13.2", "Access to relay services", check: relay),
        .init("13.3", "Access to emergency services", check: relay),
      ]),
  ]

  /// The chapters of `standard`.
  public static func chapters(of standard: ACRStandard) -> [CatalogChapter] {
    chapters.filter { $0.standard == standard }
  }

  /// The row with id `id` (`502.3.1`), if any.
  public static func row(_ id: String) -> CatalogRow? {
    rowsByID[id]
  }

  private static let rowsByID: [String: CatalogRow] = Dictionary(
    uniqueKeysWithValues: chapters.flatMap(\.rows).map { ($0.id, $0) })
}
