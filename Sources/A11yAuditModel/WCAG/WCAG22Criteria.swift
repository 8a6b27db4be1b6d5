// The success criteria of WCAG 2.2 as W3C publishes them (https://www.w3.org/TR/WCAG22/): number, name, level,
// guideline, Understanding page, version added. 4.1.1 Parsing is "obsolete and removed" in WCAG 2.2; it keeps the
// level it had in WCAG 2.0 and 2.1, where conformance reports still list it.

extension WCAG22 {
  package static let criteria: [SuccessCriterion] = [
    SuccessCriterion(
      number: "1.1.1", name: "Non-text Content", level: .a, guideline: "1.1 Text Alternatives",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.1", name: "Audio-only and Video-only (Prerecorded)", level: .a, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/audio-only-and-video-only-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.2", name: "Captions (Prerecorded)", level: .a, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/captions-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.3", name: "Audio Description or Media Alternative (Prerecorded)", level: .a,
      guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/audio-description-or-media-alternative-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.4", name: "Captions (Live)", level: .aa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/captions-live.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.5", name: "Audio Description (Prerecorded)", level: .aa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/audio-description-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.6", name: "Sign Language (Prerecorded)", level: .aaa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/sign-language-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.7", name: "Extended Audio Description (Prerecorded)", level: .aaa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/extended-audio-description-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.8", name: "Media Alternative (Prerecorded)", level: .aaa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/media-alternative-prerecorded.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.2.9", name: "Audio-only (Live)", level: .aaa, guideline: "1.2 Time-based Media",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/audio-only-live.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.3.1", name: "Info and Relationships", level: .a, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.3.2", name: "Meaningful Sequence", level: .a, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.3.3", name: "Sensory Characteristics", level: .a, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/sensory-characteristics.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.3.4", name: "Orientation", level: .aa, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/orientation.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.3.5", name: "Identify Input Purpose", level: .aa, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/identify-input-purpose.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.3.6", name: "Identify Purpose", level: .aaa, guideline: "1.3 Adaptable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/identify-purpose.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.4.1", name: "Use of Color", level: .a, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.2", name: "Audio Control", level: .a, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/audio-control.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.3", name: "Contrast (Minimum)", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.4", name: "Resize Text", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.5", name: "Images of Text", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/images-of-text.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.6", name: "Contrast (Enhanced)", level: .aaa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.7", name: "Low or No Background Audio", level: .aaa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/low-or-no-background-audio.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.8", name: "Visual Presentation", level: .aaa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/visual-presentation.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.9", name: "Images of Text (No Exception)", level: .aaa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/images-of-text-no-exception.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "1.4.10", name: "Reflow", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.4.11", name: "Non-text Contrast", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.4.12", name: "Text Spacing", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "1.4.13", name: "Content on Hover or Focus", level: .aa, guideline: "1.4 Distinguishable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/content-on-hover-or-focus.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.1.1", name: "Keyboard", level: .a, guideline: "2.1 Keyboard Accessible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.1.2", name: "No Keyboard Trap", level: .a, guideline: "2.1 Keyboard Accessible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.1.3", name: "Keyboard (No Exception)", level: .aaa, guideline: "2.1 Keyboard Accessible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/keyboard-no-exception.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.1.4", name: "Character Key Shortcuts", level: .a, guideline: "2.1 Keyboard Accessible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/character-key-shortcuts.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.2.1", name: "Timing Adjustable", level: .a, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/timing-adjustable.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.2.2", name: "Pause, Stop, Hide", level: .a, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.2.3", name: "No Timing", level: .aaa, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/no-timing.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.2.4", name: "Interruptions", level: .aaa, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/interruptions.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.2.5", name: "Re-authenticating", level: .aaa, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/re-authenticating.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.2.6", name: "Timeouts", level: .aaa, guideline: "2.2 Enough Time",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/timeouts.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.3.1", name: "Three Flashes or Below Threshold", level: .a,
      guideline: "2.3 Seizures and Physical Reactions",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.3.2", name: "Three Flashes", level: .aaa, guideline: "2.3 Seizures and Physical Reactions",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/three-flashes.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.3.3", name: "Animation from Interactions", level: .aaa,
      guideline: "2.3 Seizures and Physical Reactions",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.4.1", name: "Bypass Blocks", level: .a, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.2", name: "Page Titled", level: .a, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/page-titled.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.3", name: "Focus Order", level: .a, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.4", name: "Link Purpose (In Context)", level: .a, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.5", name: "Multiple Ways", level: .aa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/multiple-ways.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.6", name: "Headings and Labels", level: .aa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.7", name: "Focus Visible", level: .aa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.8", name: "Location", level: .aaa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/location.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.9", name: "Link Purpose (Link Only)", level: .aaa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-link-only.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.10", name: "Section Headings", level: .aaa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/section-headings.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "2.4.11", name: "Focus Not Obscured (Minimum)", level: .aa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "2.4.12", name: "Focus Not Obscured (Enhanced)", level: .aaa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-enhanced.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "2.4.13", name: "Focus Appearance", level: .aaa, guideline: "2.4 Navigable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "2.5.1", name: "Pointer Gestures", level: .a, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/pointer-gestures.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.2", name: "Pointer Cancellation", level: .a, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/pointer-cancellation.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.3", name: "Label in Name", level: .a, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.4", name: "Motion Actuation", level: .a, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/motion-actuation.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.5", name: "Target Size (Enhanced)", level: .aaa, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.6", name: "Concurrent Input Mechanisms", level: .aaa, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/concurrent-input-mechanisms.html",
      introduced: "2.1", isObsolete: false),
    SuccessCriterion(
      number: "2.5.7", name: "Dragging Movements", level: .aa, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/dragging-movements.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "2.5.8", name: "Target Size (Minimum)", level: .aa, guideline: "2.5 Input Modalities",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "3.1.1", name: "Language of Page", level: .a, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/language-of-page.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.1.2", name: "Language of Parts", level: .aa, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/language-of-parts.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.1.3", name: "Unusual Words", level: .aaa, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/unusual-words.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.1.4", name: "Abbreviations", level: .aaa, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/abbreviations.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.1.5", name: "Reading Level", level: .aaa, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/reading-level.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.1.6", name: "Pronunciation", level: .aaa, guideline: "3.1 Readable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/pronunciation.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.1", name: "On Focus", level: .a, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/on-focus.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.2", name: "On Input", level: .a, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/on-input.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.3", name: "Consistent Navigation", level: .aa, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/consistent-navigation.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.4", name: "Consistent Identification", level: .aa, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/consistent-identification.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.5", name: "Change on Request", level: .aaa, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/change-on-request.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.2.6", name: "Consistent Help", level: .a, guideline: "3.2 Predictable",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/consistent-help.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "3.3.1", name: "Error Identification", level: .a, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/error-identification.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.2", name: "Labels or Instructions", level: .a, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.3", name: "Error Suggestion", level: .aa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/error-suggestion.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", level: .aa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/error-prevention-legal-financial-data.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.5", name: "Help", level: .aaa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/help.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.6", name: "Error Prevention (All)", level: .aaa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/error-prevention-all.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "3.3.7", name: "Redundant Entry", level: .a, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/redundant-entry.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "3.3.8", name: "Accessible Authentication (Minimum)", level: .aa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "3.3.9", name: "Accessible Authentication (Enhanced)", level: .aaa, guideline: "3.3 Input Assistance",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/accessible-authentication-enhanced.html",
      introduced: "2.2", isObsolete: false),
    SuccessCriterion(
      number: "4.1.1", name: "Parsing", level: .a, guideline: "4.1 Compatible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/parsing.html",
      introduced: "2.0", isObsolete: true),
    SuccessCriterion(
      number: "4.1.2", name: "Name, Role, Value", level: .a, guideline: "4.1 Compatible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html",
      introduced: "2.0", isObsolete: false),
    SuccessCriterion(
      number: "4.1.3", name: "Status Messages", level: .aa, guideline: "4.1 Compatible",
      url: "https://www.w3.org/WAI/WCAG22/Understanding/status-messages.html",
      introduced: "2.1", isObsolete: false),
  ]
}
