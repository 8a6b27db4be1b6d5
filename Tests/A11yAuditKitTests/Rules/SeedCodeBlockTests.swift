import Foundation
import Testing

@testable import A11yAuditKit

/// Every Swift code block of the seeds, with the outcome the scanner must produce: the rules a block that shows the
/// problem (BAD, Incorrect, the "current" code an audit quotes) violates, or none for a block that shows the fix
/// (Correct, Recommendation, Patterns 1–4, the phase plan's steps) or no animation at all. A block that fixes one
/// audit can still fail another's rules (an unlabelled icon in a Reduce Motion recommendation).
@Suite(.enabled(if: SeedFiles.available, SeedFiles.skipReason))
struct SeedCodeBlockTests {
  struct Block: CustomTestStringConvertible, Sendable {
    /// Seed prefix (`000`).
    var seed: String
    /// Line of the block's opening fence.
    var line: Int
    /// What the block shows, for the reader.
    var shows: String
    /// Rules that must report a violation in the block; empty for a fix.
    var violations: Set<String>

    var testDescription: String { "\(seed):\(line) \(shows)" }
  }

  static let withAnimation = WithAnimationReduceMotionRule.description.id
  static let animation = AnimationModifierReduceMotionRule.description.id
  static let transition = TransitionReduceMotionRule.description.id
  static let effect = AnimatedEffectReduceMotionRule.description.id
  static let swipe = DragWithoutAlternativeRule.description.id
  static let fixedFont = FixedFontSizeRule.description.id
  static let staticMetric = ScaledMetricStaticRule.description.id
  static let imageLabel = ImageMissingLabelRule.description.id
  static let labelInName = LabelNotInNameRule.description.id

  static let blocks: [Block] = [
    Block(seed: "000", line: 135, shows: "WelcomeView: breathing .animation(…repeatForever…)", violations: [animation]),
    Block(
      seed: "000", line: 144, shows: "WelcomeView: withAnimation(.bouncy) entrance trigger", violations: [withAnimation]
    ),
    Block(
      seed: "000", line: 152, shows: "WelcomeView: staggered .opacity/.offset + .animation(.smooth)",
      violations: [animation]),
    Block(
      seed: "000", line: 161, shows: "WelcomeView: login form opacity/offset/scale + .animation",
      violations: [animation]),
    // The audit rates a plain fade LOW, "can be left as-is": Apple's Reduce Motion guidance keeps fades, so the tool
    // reports it as passing.
    Block(seed: "000", line: 171, shows: "WelcomeView: registration link fade + .animation", violations: []),
    Block(
      seed: "000", line: 183, shows: "WelcomeView: Recommendation (its brain icon has no label)",
      violations: [imageLabel]),
    Block(
      seed: "000", line: 261, shows: "TestTakingView: .transition(.opacity + .scale(0.9))", violations: [transition]),
    Block(
      seed: "000", line: 268, shows: "TestTakingView: .transition(.move(edge: .top) + .opacity)",
      violations: [transition]),
    Block(
      seed: "000", line: 275, shows: "TestTakingView: withAnimation(.spring) question grid", violations: [withAnimation]
    ),
    Block(seed: "000", line: 284, shows: "TestTakingView: asymmetric .move transition", violations: [transition]),
    Block(
      seed: "000", line: 295, shows: "TestTakingView: .transition(.opacity + .scale(0.95))", violations: [transition]),
    Block(
      seed: "000", line: 302, shows: "TestTakingView: withAnimation(.spring) previous/next", violations: [withAnimation]
    ),
    Block(seed: "000", line: 312, shows: "TestTakingView: completion scale + opacity + rotation", violations: [effect]),
    Block(
      seed: "000", line: 322, shows: "TestTakingView: staggered text + withAnimation(.spring)",
      violations: [withAnimation, effect]),
    Block(
      seed: "000", line: 336, shows: "TestTakingView: Recommendation (its checkmark has no label)",
      violations: [imageLabel]),
    Block(
      seed: "000", line: 511, shows: "LoadingOverlay: withAnimation(.smooth) entrance", violations: [withAnimation]),
    Block(
      seed: "000", line: 521, shows: "LoadingOverlay: continuous rotation withAnimation", violations: [withAnimation]),
    Block(seed: "000", line: 532, shows: "LoadingOverlay: pulsing .scaleEffect", violations: [effect]),
    Block(seed: "000", line: 539, shows: "LoadingOverlay: message .opacity fade (passing, as above)", violations: []),
    Block(seed: "000", line: 546, shows: "LoadingOverlay: container .scaleEffect + .opacity", violations: [effect]),
    Block(seed: "000", line: 558, shows: "LoadingOverlay: Recommendation", violations: []),
    Block(seed: "000", line: 820, shows: "Pattern 1: Environment Variable Check", violations: []),
    Block(seed: "000", line: 840, shows: "Pattern 2: Conditional Animation Modifier", violations: []),
    Block(seed: "000", line: 853, shows: "Pattern 3: Replace Complex Transitions with Simple Fade", violations: []),
    Block(
      // `.font(.system(size: 48))` sizes the icon's glyph, not text.
      seed: "000", line: 868, shows: "Pattern 4: static indicator (unlabelled icon, .system(size: 48))",
      violations: [imageLabel]),
    Block(seed: "000", line: 904, shows: "Testing protocol: #Preview with Reduce Motion on and off", violations: []),
    Block(seed: "000", line: 1064, shows: "Appendix A: #Preview with Reduce Motion", violations: []),
    Block(
      seed: "001", line: 66, shows: "Step 1: AccessibleAnimationModifier, accessibleAnimation(_:value:)", violations: []
    ),
    Block(seed: "001", line: 121, shows: "Step 2: bounceAnimation/smoothAnimation via the modifier", violations: []),
    Block(seed: "001", line: 144, shows: "Step 3: DSActionButton guarded .animation", violations: []),
    Block(seed: "001", line: 156, shows: "Step 4: DSIconButton guarded .animation", violations: []),
    Block(seed: "001", line: 168, shows: "Step 5: CategoryTab guarded withAnimation", violations: []),
    Block(
      seed: "001", line: 185, shows: "Step 6: MoviePosterImage guarded .transition (poster has no label)",
      violations: [imageLabel]),
    Block(seed: "002", line: 309, shows: "Dynamic Type: current fixed-size Typography", violations: [fixedFont]),
    Block(
      seed: "002", line: 346,
      shows: "Dynamic Type: recommended Typography (scales, but its @ScaledMetric sizes are static)",
      violations: [staticMetric]),
    Block(seed: "002", line: 541, shows: "Dynamic Type: #Preview at an accessibility size", violations: []),
    Block(seed: "003", line: 53, shows: "Pattern 1: contextual button labels (no animation)", violations: []),
    Block(seed: "003", line: 67, shows: "Pattern 2: AccessibilityFocusState (no animation)", violations: []),
    Block(seed: "003", line: 95, shows: "Pattern 3: Reduce Motion with conditional animation", violations: []),
    Block(seed: "003", line: 118, shows: "Pattern 4: progress bar value (no animation)", violations: []),
    Block(seed: "003", line: 130, shows: "Pattern 5: hidden decorative images (no animation)", violations: []),
    Block(seed: "003", line: 145, shows: "Pattern 6: grouped elements (no animation)", violations: []),
    Block(seed: "003", line: 216, shows: "Example 1: OnboardingProgressBar, guarded .animation", violations: []),
    Block(seed: "003", line: 248, shows: "Example 2: hero symbolAnimation: !reduceMotion", violations: []),
    Block(
      seed: "003", line: 260, shows: "Example 3: OnboardingNavigationView, guarded transition and animation",
      violations: []),
    Block(
      seed: "003", line: 307, shows: "Example 4: \"I already have an account\" labelled \"Sign in to existing…\"",
      violations: [labelInName]),
    Block(
      seed: "003", line: 324, shows: "Example 5: \"Skip for now\" labelled \"Skip notification setup\"",
      violations: [labelInName]),
    Block(seed: "003", line: 344, shows: "Example 6: confetti only when !reduceMotion", violations: []),
    // Both modals close only by swiping down: no close button (2.5.1 Pointer Gestures).
    Block(
      seed: "004", line: 14, shows: "Incorrect: spring animation regardless of settings",
      violations: [transition, withAnimation, effect, swipe]),
    Block(
      seed: "004", line: 53, shows: "Correct: conditional animation respecting reduce motion", violations: [swipe]),
  ]

  /// The Swift code blocks of a seed, by the line of their opening fence.
  static func swiftBlocks(of seed: String) throws -> [(line: Int, text: String)] {
    let text = try String(contentsOf: SeedFiles.url(seed), encoding: .utf8)
    return MarkdownParser.parse(text).compactMap { block in
      guard case .code(let language, let code, let lines) = block, language == "swift" else { return nil }
      return (lines.lowerBound, code)
    }
  }

  /// Violations per block when a seed's blocks are scanned together, as the files of one project (a helper one
  /// block declares counts in the others, as seed 001 splits its modifier and its uses).
  static func violations(in seed: String) throws -> [Int: Set<String>] {
    let blocks = try swiftBlocks(of: seed)
    let result = Scanner().scan(sources: blocks.map { (file: "Block\($0.line).swift", text: $0.text) })
    var byBlock: [Int: Set<String>] = [:]
    for block in blocks { byBlock[block.line] = [] }
    for finding in result.violations {
      guard let line = Int(finding.file.dropFirst("Block".count).dropLast(".swift".count)) else { continue }
      byBlock[line, default: []].insert(finding.rule)
    }
    return byBlock
  }

  @Test func everySwiftBlockOfTheSeedsHasAStatedOutcome() throws {
    for seed in ["000", "001", "002", "003", "004"] {
      let found = try Self.swiftBlocks(of: seed).map(\.line)
      let stated = Self.blocks.filter { $0.seed == seed }.map(\.line)
      #expect(found == stated, "seed \(seed): blocks at \(found), outcomes stated for \(stated)")
    }
  }

  @Test(arguments: blocks)
  func blockYieldsItsStatedViolations(_ block: Block) throws {
    let found = try Self.violations(in: block.seed)[block.line] ?? []

    #expect(found == block.violations, "\(block.seed):\(block.line) \(block.shows)")
  }
}
