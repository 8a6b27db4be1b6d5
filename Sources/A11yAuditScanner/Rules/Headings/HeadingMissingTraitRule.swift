import A11yAuditModel
import SwiftSyntax

/// Reports `Text` styled as a title or headline that VoiceOver does not announce as a heading.
public enum HeadingMissingTraitRule: Rule {
  /// Files without any of these cannot hold a site: the `.font(…)` that styles a heading.
  public static let sourceKeywords: [String]? = ["font"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "heading-missing-trait",
    title: "Mark text that looks like a heading as a heading",
    summary: "A `Text` styled as a title or headline that heads a section is not announced as a heading.",
    rationale: """
      Sighted people find their way around a screen by its titles; VoiceOver users do the same with the rotor's \
      Headings setting, swiping up or down to jump from heading to heading. Text only joins that list when it has \
      the header trait (`.accessibilityAddTraits(.isHeader)` or `.accessibilityHeading(_:)`): a title that only \
      looks like one is skipped, and the structure the screen shows is lost (WCAG 1.3.1 Info and Relationships, \
      2.4.6 Headings and Labels; Apple's Human Interface Guidelines, VoiceOver).

      Reported at the `.font(…)` of a `Text` whose own chain styles it `.largeTitle`, `.title`, `.title2`, \
      `.title3` (medium) or `.headline` (low) — also through `.system(.title, …)`, `.title.bold()`, \
      `.custom(_:size:relativeTo: .title)` — or with a bold (semibold, heavy, black) `.system(size:)` of 20 points \
      or more (medium), when neither the text nor a container around it adds the header trait. Passing: the \
      trait (also the deprecated `.accessibility(addTraits:)`) or `.accessibilityHeading(_:)` on the text or on a \
      container around it.

      Not sites, because a title font there styles something else or the text is announced already: text in the \
      label or content of a control (`Button`, `Link`, `NavigationLink`, `Menu`, `Toggle`, `Picker`, …) or of a \
      tappable container; text in a `List`, `Form`, `Section` (SwiftUI marks section headers itself), `ForEach`, \
      `Grid` or `Table` — a row title is not a heading; text beside other views in an `HStack` (a row's label), \
      or in a type or property named like a row or a control (`…Row`, `…Cell`, `…Card`, `…Tile`, `…Button`, \
      `…Label`, `…Badge`, `…Chip`, also before `View`: `ReceiptRowView`) or shown in a control's label elsewhere \
      in the file (`Button(action: open) { headerTitle }`); text in a container made one element with `.accessibilityElement(children: \
      .combine)` or `.ignore` (a card read as one; passing when the container has the trait); the navigation \
      title, toolbar, tab item, context menu, swipe action and alert contents; values and messages rather than \
      titles (`Text(count, format:)`, `Text(date, style:)`, `String(format:)`, `"\\(total) donuts"`, monospaced \
      digits, text beside a `ProgressView`, a sentence ending in a period or "…" or longer than ten words, a \
      property named like a status, an error, a message or a subtitle, a value shown in the same stack as a text \
      of a larger heading style: a name under a dialog's title); hidden and tappable text; files importing \
      WidgetKit or ActivityKit (a widget is read as one element) or XCTest or Testing (tests); previews.

      `a11y-audit fix --rule heading-missing-trait` appends `.accessibilityAddTraits(.isHeader)` to the text's \
      chain; the finding keeps its id and turns passing.

      Blind spots: a font applied to a container (`VStack { … }.font(.title)`) or taken from the project's own \
      typography (`.font(Typography.title)`) is not read; a heading drawn by a `Label` or a custom view is not \
      seen. Remaining false positives: a title-styled value read from a property (`Text(timerStatus)`), a \
      title-styled result among other texts ("No difference") and a `.headline` that emphasises a line of a card built outside a \
      row-named type: suppress them. Missed headings: a heading inside a `List` or `Section`, inside a \
      combined card, or beside a button in an `HStack` ("Recent" next to "See all").
      """,
    category: .headings,
    severity: .medium,
    criteria: ["1.3.1", "2.4.6"],
    message: "Text styled as a heading is not marked as a heading",
    passingMessage: "Heading text has the header trait",
    recommendation: """
      Add `.accessibilityAddTraits(.isHeader)` (or `.accessibilityHeading(.h2)` for a level) to the text, so \
      VoiceOver's rotor can jump to it; if the text only emphasises a row, ignore the finding.
      """,
    impactDescription: "VoiceOver users cannot jump between the sections a screen shows",
    tags: ["headings", "accessibility", "voiceover", "structure"],
    automaticFix: "Appends `.accessibilityAddTraits(.isHeader)` to the text's modifier chain.",
    triggeringExamples: HeadingMissingTraitRuleExamples.triggering,
    nonTriggeringExamples: HeadingMissingTraitRuleExamples.nonTriggering
  )

  /// Every `Text` styled as a heading in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard !file.bytes.containsAny(of: skippedImports) else { return [] }
    return file.index.calls(named: "font").compactMap { fontCall in
      guard fontCall.viewModifierName == "font", let text = fontCall.viewChainRoot.as(FunctionCallExprSyntax.self),
        text.constructedTypeName == "Text", let font = ExprSyntax(text).headingFont, font.call.id == fontCall.id,
        text.showsHeadingWords, !text.isInPreview
      else { return nil }
      let modifiers = ExprSyntax(text).appliedModifiers
      let own = AccessibilityTreatment(modifiers)
      guard !own.isHidden, !modifiers.contains(where: \.isTapOrValueStyling), !ExprSyntax(text).isTextOperand,
        !text.isCentredMessage(modifiers)
      else { return nil }
      let passing: Bool
      if own.marksHeading(modifiers) {
        passing = true
      } else {
        guard let context = text.headingContext, !text.isUsedInControlLabel(of: file),
          !text.isSubtitle(below: font.rank)
        else { return nil }
        passing = context == .markedByContainer
      }
      var hit = RuleHit(node: font.call, severity: passing ? .none : font.severity, passing: passing)
      hit.start = Syntax(text)
      let between = text.endPositionBeforeTrailingTrivia.utf8Offset..<font.call.modifierStartOffset
      if !between.isEmpty { hit.idExcludedRanges = [between] }
      if !passing { hit.fix = ExprSyntax(text).headerTraitFix }
      return hit
    }
  }

  /// Imports of files whose views are widgets or Live Activities, which VoiceOver reads as one element, or tests,
  /// which never ship.
  package static let skippedImports = ["import WidgetKit", "import ActivityKit", "import XCTest", "import Testing"].map
  {
    Array($0.utf8)
  }
}

/// The `.font(…)` that styles a text as a heading, and how sure that makes the rule.
package struct HeadingFont {
  /// The `.font(…)` modifier.
  package var call: FunctionCallExprSyntax
  /// Medium for titles and large bold system fonts, low for `.headline`.
  package var severity: Severity
  /// How large the style is: 0 for the largest title, more for smaller styles.
  package var rank: Int
}

/// Where a styled text sits, as far as headings go.
package enum HeadingContext: Equatable {
  /// A container around the text adds the header trait.
  case markedByContainer
  /// Nothing around the text says what it is: it heads what follows.
  case unmarked
}

extension AccessibilityTreatment {
  /// Whether the modifiers add the header trait, give a heading level, or take the trait away on purpose.
  fileprivate func marksHeading(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
    addedTraits.contains("isHeader")
      || modifiers.contains {
        $0.viewModifierName == "accessibilityHeading"
          || ($0.viewModifierName == "accessibilityRemoveTraits"
            && $0.arguments.first?.expression.mentionedMemberNames.contains("isHeader") == true)
      }
  }
}

extension ExprSyntax {
  /// SwiftUI's text styles that head a section, by the severity a text styled so without the trait gets.
  package static let headingTextStyles: [String: Severity] = [
    "extraLargeTitle": .medium, "extraLargeTitle2": .medium, "largeTitle": .medium, "title": .medium,
    "title2": .medium, "title3": .medium, "headline": .low,
  ]

  /// The heading text styles from the largest to the smallest.
  package static let headingStylesBySize = [
    "extraLargeTitle2", "extraLargeTitle", "largeTitle", "title", "title2", "title3", "headline",
  ]

  /// Font weights bold enough to head a section.
  package static let headingWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

  /// The `.font(…)` of this text's own chain that styles it as a heading: a heading text style, or a bold system
  /// font of 20 points or more. Nil when the chain has no such font, or a later `.font` overrides it.
  fileprivate var headingFont: HeadingFont? {
    let modifiers = appliedModifiers
    guard let font = modifiers.first(where: { $0.viewModifierName == "font" }),
      let value = font.arguments.first?.expression
    else { return nil }
    if let style = value.headingTextStyle, let severity = Self.headingTextStyles[style],
      let rank = Self.headingStylesBySize.firstIndex(of: style)
    {
      return HeadingFont(call: font, severity: severity, rank: rank)
    }
    guard let size = value.systemFontSize, size >= 20 else { return nil }
    let weights =
      value.fontWeights
      + modifiers.flatMap { modifier -> [String] in
        switch modifier.viewModifierName {
        case "bold": return modifier.arguments.first?.expression.isTrueLiteral == false ? [] : ["bold"]
        case "fontWeight": return modifier.arguments.first.map { Array($0.expression.mentionedMemberNames) } ?? []
        default: return []
        }
      }
    guard weights.contains(where: Self.headingWeights.contains) else { return nil }
    let rank = Self.headingStylesBySize.firstIndex(of: size >= 34 ? "largeTitle" : size >= 28 ? "title" : "title2")
    return HeadingFont(call: font, severity: .medium, rank: rank ?? 0)
  }

  /// `title` for `.title`, `Font.title`, `.title.bold()`, `.system(.title, design: .rounded)` or
  /// `.custom("Avenir", size: 28, relativeTo: .title)`; nil for other fonts.
  fileprivate var headingTextStyle: String? {
    if let access = self.as(MemberAccessExprSyntax.self) {
      guard access.base == nil || access.base?.namesFontType == true else {
        return access.base?.headingTextStyle
      }
      return access.declName.baseName.text
    }
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    if access.base == nil || access.base?.namesFontType == true {
      switch access.declName.baseName.text {
      case "system": return call.firstUnlabeledArgument?.headingTextStyle
      case "custom": return call.argument(labelled: "relativeTo")?.headingTextStyle
      default: return nil
      }
    }
    return access.base?.headingTextStyle
  }

  /// The size of `.system(size: 24, …)`, also under `.bold()` or `.weight(…)`.
  fileprivate var systemFontSize: Double? {
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    if access.declName.baseName.text == "system", access.base == nil || access.base?.namesFontType == true {
      return call.argument(labelled: "size")?.numericLiteralValue
    }
    return access.base?.systemFontSize
  }

  /// The weights a font expression names: `weight: .bold`, `.weight(.heavy)`, `.bold()`.
  fileprivate var fontWeights: [String] {
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return [] }
    var own: [String] = []
    if access.declName.baseName.text == "bold" { own.append("bold") }
    if let weight = call.argument(labelled: "weight")
      ?? (access.declName.baseName.text == "weight"
        ? call.firstUnlabeledArgument : nil)
    {
      own += weight.mentionedMemberNames
    }
    return own + (access.base?.fontWeights ?? [])
  }

  /// `Font` or `SwiftUI.Font`.
  fileprivate var namesFontType: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Font" }
    return self.as(MemberAccessExprSyntax.self)?.trimmedDescription == "SwiftUI.Font"
  }

  /// Whether the text is one side of a `+` that concatenates texts (a modifier added to it would not compile).
  fileprivate var isTextOperand: Bool {
    let top = Syntax(chainTopExpression)
    guard let list = top.parent?.as(ExprListSyntax.self) else { return false }
    return list.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
  }

  /// The edit that appends `.accessibilityAddTraits(.isHeader)` to this text's chain, on a line of its own when the
  /// chain's last modifier starts one.
  fileprivate var headerTraitFix: SiteFix {
    let top = chainTopExpression
    let modifier = ".accessibilityAddTraits(.isHeader)"
    var insertion = modifier
    if let period = top.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.period,
      let indentation = period.leadingTrivia.indentationAfterLastNewline
    {
      insertion = "\n" + indentation + modifier
    }
    return SiteFix(edits: [TextEdit(inserting: insertion, at: top.endPositionBeforeTrailingTrivia.utf8Offset)])
  }
}

extension Trivia {
  /// The spaces and tabs after the trivia's last newline; nil when it holds no newline.
  fileprivate var indentationAfterLastNewline: String? {
    var indentation: String?
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: indentation = ""
      case .spaces(let count): indentation = indentation.map { $0 + String(repeating: " ", count: count) }
      case .tabs(let count): indentation = indentation.map { $0 + String(repeating: "\t", count: count) }
      default: continue
      }
    }
    return indentation
  }
}

extension FunctionCallExprSyntax {
  /// UTF-8 offset of a modifier's `.` (or of the call when it is not a modifier).
  fileprivate var modifierStartOffset: Int {
    (calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
      ?? positionAfterSkippingLeadingTrivia).utf8Offset
  }

  /// Whether the text is centred across a row (`.frame(maxWidth: .infinity, alignment: .center)`, or between two
  /// `Spacer()`s in an `HStack`): an empty state's or a status message, where a section's heading starts at the
  /// leading edge. (A centred title of its own, `.multilineTextAlignment(.center)`, often heads a sheet.)
  fileprivate func isCentredMessage(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
    let centres = modifiers.contains { modifier in
      modifier.viewModifierName == "frame" && modifier.argument(labelled: "maxWidth") != nil
        && modifier.argument(labelled: "alignment")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          == "center"
    }
    if centres { return true }
    guard let item = Syntax(self).chainTop.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      list.parent?.as(ClosureExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)?.constructedTypeName == "HStack"
    else { return false }
    let items = Array(list)
    guard let index = items.firstIndex(where: { $0.id == item.id }), index > 0, index + 1 < items.count else {
      return false
    }
    let isSpacer = { (item: CodeBlockItemSyntax) in
      item.item.as(FunctionCallExprSyntax.self)?.constructedTypeName == "Spacer"
    }
    return isSpacer(items[index - 1]) && isSpacer(items[index + 1])
  }

  /// Whether a `Text(…)` shows words that may head a section: not a value (`Text(count, format:)`,
  /// `Text(date, style:)`, `Text(timerInterval:)`, `"\(minutes):\(seconds)"`, `"\(total) donuts"`), not a
  /// sentence or a progress message (`"Connecting…"`, more than ten words, a final period), and not a status or an
  /// error read from a property (`Text(statusMessage)`, `Text(error.localizedDescription)`, `Text(String(format:…))`).
  fileprivate var showsHeadingWords: Bool {
    guard let first = arguments.first else { return false }
    if arguments.contains(where: { ["format", "style", "timerInterval", "formatter"].contains($0.label?.text) }) {
      return false
    }
    if let call = first.expression.as(FunctionCallExprSyntax.self), call.argument(labelled: "format") != nil {
      return false
    }
    let literals = first.expression.stringLiterals
    guard !literals.isEmpty else {
      return !first.expression.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        let lowercased = name.lowercased()
        return Self.statusWords.contains { lowercased.contains($0) } || Self.namesAnEmptyState(name)
      }
    }
    return literals.contains { literal in
      let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
      let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" })
        .filter { $0.contains(where: \.isLetter) }
      let isInterpolated = literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
      let ending = text.trimmingTrailingWhitespace
      return !words.isEmpty && words.count <= 10 && !(isInterpolated && words.count < 2)
        && !ending.hasSuffix(".") && !ending.hasSuffix("…")
    }
  }

  /// Words in the names of properties that hold a status, an error or a subtitle rather than a title.
  package static let statusWords = [
    "message", "status", "error", "description", "subtitle", "tagline", "caption", "empty", "placeholder", "success",
    "critical", "abbreviated",
  ]

  /// `noEvents`, `NoTodoLists`, `noResults`: a name that says nothing is there, an empty state's message.
  package static func namesAnEmptyState(_ name: String) -> Bool {
    let characters = Array(name)
    return characters.count > 2 && String(characters[0...1]).lowercased() == "no" && characters[2].isUppercase
  }

  /// A modifier that makes a text a control or a value rather than a heading: a tap gesture, a button or link
  /// trait, monospaced digits, a running count.
  fileprivate var isTapOrValueStyling: Bool {
    switch viewModifierName {
    case "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "monospacedDigit", "monospaced",
      "contentTransition":
      return true
    case "accessibilityAddTraits":
      return arguments.first?.expression.mentionedMemberNames.isDisjoint(with: ["isButton", "isLink"]) == false
    case "font":
      return arguments.first?.expression.tokens(viewMode: .sourceAccurate).contains {
        $0.text == "monospacedDigit" || $0.text == "monospaced"
      } == true
    default:
      return false
    }
  }

  /// Whether this heading-styled text heads a section, judging from the views around it: nil when it is not a
  /// heading site (in a control, a list row, a section, a combined element, a toolbar, beside a spinner, in a type
  /// or property named like a row or a button, …).
  fileprivate var headingContext: HeadingContext? {
    let names = enclosingDeclarationNames
    let type = names.type.droppingSuffix("View")
    let member = names.member.droppingSuffix("View")
    if Self.rowLikeNameSuffixes.contains(where: { type.hasSuffix($0) || member.hasSuffix($0) }) {
      return nil
    }
    let containers = enclosingCallsThroughConditions
    if let nearest = containers.first, nearest.call.showsProgressBeside(self) { return nil }
    for container in containers {
      let call = container.call
      if let modifier = call.viewModifierName {
        if Self.nonContentModifiers.contains(modifier) { return nil }
        continue
      }
      if let name = call.constructedTypeName {
        if ControlKind.activatable.contains(name) || Self.rowContainers.contains(name) { return nil }
        if name == "HStack", call.holdsOtherViews(than: self) { return nil }
      }
      let modifiers = ExprSyntax(call).appliedModifiers
      let treatment = AccessibilityTreatment(modifiers)
      if treatment.marksHeading(modifiers) { return .markedByContainer }
      if treatment.isHidden || treatment.children == .ignore || treatment.children == .combine { return nil }
      if !treatment.addedTraits.isDisjoint(with: ["isButton", "isLink"]) { return nil }
      if modifiers.contains(where: { $0.isSingleTapModifier }) { return nil }
    }
    return .unmarked
  }

  /// Whether the property, function or type that draws this text is shown in a control's label elsewhere in the
  /// file (`Button(action: open) { headerTitle }`, `NavigationLink { … } label: { EpisodeSummary(…) }`): the text
  /// is then part of the control's name.
  fileprivate func isUsedInControlLabel(of file: SourceFileContext) -> Bool {
    let names = enclosingDeclarationNames
    let used = file.namesInControlLabels
    return (!names.member.isEmpty && names.member != "body" && used.contains(names.member))
      || (!names.type.isEmpty && used.contains(names.type))
  }

  /// Whether this text shows a value (not a literal) beside a text of a larger heading style in the same stack:
  /// a name or a subtitle under the screen's title (`Text("Share Contact")` over `Text(contact.name)`).
  fileprivate func isSubtitle(below rank: Int) -> Bool {
    guard let first = arguments.first, first.expression.stringLiterals.isEmpty,
      let stack = enclosingCallsThroughConditions.first, stack.slot == .trailingClosure,
      let closure = stack.call.trailingClosure
    else { return false }
    return closure.statements.contains { item in
      guard
        let sibling = item.item.as(ExprSyntax.self)?.chainTopExpression.as(FunctionCallExprSyntax.self)?
          .viewChainRoot.as(FunctionCallExprSyntax.self),
        sibling.id != id, sibling.constructedTypeName == "Text", let font = ExprSyntax(sibling).headingFont
      else { return false }
      return font.rank < rank
    }
  }

  /// Ends of type and property names that say the view is a row, a cell or a control's label: its title styles
  /// the row (`HabitRow`, `EpisodeCard`, `TransactionRowView`, `UserButton`, `titleLabel`).
  package static let rowLikeNameSuffixes = ["Row", "Cell", "Card", "Tile", "Button", "Chip", "Badge", "Label"]

  /// Whether this stack shows a `ProgressView` beside `text`: the text then says what is in progress.
  fileprivate func showsProgressBeside(_ text: FunctionCallExprSyntax) -> Bool {
    guard let closure = trailingClosure,
      closure.trimmedUTF8Range.contains(text.positionAfterSkippingLeadingTrivia.utf8Offset)
    else { return false }
    return closure.statements.contains { item in
      item.item.as(ExprSyntax.self)?.chainTopExpression.as(FunctionCallExprSyntax.self)?.viewChainRoot
        .as(FunctionCallExprSyntax.self)?.constructedTypeName == "ProgressView"
    }
  }

  /// Views whose content is rows, cells or items: a title font there styles a row.
  package static let rowContainers: Set<String> = [
    "List", "Form", "Section", "ForEach", "Table", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "OutlineGroup",
    "DisclosureGroup", "ToolbarItem", "ToolbarItemGroup",
  ]

  /// Modifiers whose closures hold no screen content: bars, menus, alerts, tab items.
  package static let nonContentModifiers: Set<String> = [
    "toolbar", "navigationTitle", "navigationBarTitle", "tabItem", "contextMenu", "swipeActions", "alert",
    "confirmationDialog", "badge", "help", "accessibilityRepresentation", "accessibilityLabel", "searchSuggestions",
  ]

  /// Whether this `HStack` shows other views beside `text`: then the text labels a row.
  fileprivate func holdsOtherViews(than text: FunctionCallExprSyntax) -> Bool {
    guard let closure = trailingClosure else { return false }
    let views = closure.statements.filter { item in
      guard let expression = item.item.as(ExprSyntax.self) else { return true }
      return expression.as(FunctionCallExprSyntax.self)?.constructedTypeName != "Spacer"
        && expression.chainTopExpression.as(FunctionCallExprSyntax.self)?.viewChainRoot
          .as(FunctionCallExprSyntax.self)?.constructedTypeName != "Spacer"
    }
    return views.count > 1
      || !views.contains { $0.trimmedUTF8Range.contains(text.positionAfterSkippingLeadingTrivia.utf8Offset) }
  }
}

extension ExprSyntax {
  /// The string literals an expression shows: itself, or the branches of a ternary or `??`.
  fileprivate var stringLiterals: [StringLiteralExprSyntax] {
    if let literal = self.as(StringLiteralExprSyntax.self) { return [literal] }
    if let ternary = self.as(TernaryExprSyntax.self) {
      return ternary.thenExpression.stringLiterals + ternary.elseExpression.stringLiterals
    }
    if let ternary = self.as(UnresolvedTernaryExprSyntax.self) { return ternary.thenExpression.stringLiterals }
    if let sequence = self.as(SequenceExprSyntax.self) {
      return sequence.elements.flatMap { $0.stringLiterals }
    }
    return []
  }
}

extension SourceFileContext {
  /// The names referenced in the label of a control of the file (`Button { headerTitle } `, `NavigationLink { … }
  /// label: { EpisodeSummary(…) }`): properties, functions and types whose views are part of a control's name.
  /// Worked out on first use, once per file.
  fileprivate var namesInControlLabels: Set<String> {
    cached(NamesInControlLabels.self) { file in
      let finder = ReferencedNameFinder(viewMode: .sourceAccurate)
      for name in ControlKind.labelled {
        for control in file.index.calls(named: name) where control.constructedTypeName == name {
          for (slot, closure) in control.closureSlots
          where EnclosingCall(call: control, slot: slot).isControlLabel {
            finder.walk(closure)
          }
        }
      }
      return NamesInControlLabels(names: finder.names)
    }.names
  }
}

/// The names referenced in the file's control labels (see ``SourceFileContext/namesInControlLabels``).
private struct NamesInControlLabels {
  var names: Set<String>
}

/// Collects the names an expression references.
private final class ReferencedNameFinder: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .visitChildren
  }
}

extension String {
  /// The string without `suffix` at its end, when it is longer than that suffix.
  fileprivate func droppingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : self
  }

  /// The text without trailing spaces and newlines.
  fileprivate var trimmingTrailingWhitespace: Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return self[..<end]
  }
}
