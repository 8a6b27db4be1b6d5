import SwiftSyntax

/// How a fix reads the setting at a site: the view's `@Environment(\.accessibilityReduceMotion)` property (added
/// when the view has none), or `UIAccessibility.isReduceMotionEnabled` outside views.
package struct SettingAccess {
  /// Types whose stored properties SwiftUI fills from the environment.
  package static let environmentHosts: Set<String> = [
    "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle",
    "ProgressViewStyle", "GaugeStyle", "TextFieldStyle", "DisclosureGroupStyle", "ControlGroupStyle",
  ]
  /// Names a new property may take, first free one wins.
  package static let propertyNames = ["reduceMotion", "prefersReducedMotion", "systemReduceMotion"]
  /// What code outside a view reads.
  package static let systemSetting = "UIAccessibility.isReduceMotionEnabled"

  /// The expression that reads the setting (`reduceMotion`).
  package var expression: String
  /// The property line to add to the view, when it has none.
  package var insertion: TextEdit?

  package init(expression: String, insertion: TextEdit?) {
    self.expression = expression
    self.insertion = insertion
  }

  /// How code at `node` reads the setting (worked out once per view of the file).
  package static func of(_ node: some SyntaxProtocol, in file: SourceFileContext) -> SettingAccess {
    guard let host = Syntax(node).environmentHost(in: file.syntax) else {
      if let extended = Syntax(node).extendedTypeName,
        let property = file.projectFacts(ReduceMotionFacts.self).environmentNamesByType[extended]?.sorted().first
      {
        return SettingAccess(expression: property, insertion: nil)
      }
      return SettingAccess(expression: systemSetting, insertion: nil)
    }
    let known = file.cached(SettingAccessByHost.self) { _ in SettingAccessByHost() }
    if let access = known.accesses[host.id] { return access }
    let access = SettingAccess(host: host, in: file)
    known.accesses[host.id] = access
    return access
  }

  private init(host: StructDeclSyntax, in file: SourceFileContext) {
    let members = host.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    if let existing = members.first(where: { $0.isReduceMotionEnvironment }),
      let name = existing.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      expression = name
      return
    }
    let taken = Set(
      members.flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
    let name = Self.propertyNames.first { !taken.contains($0) } ?? "reduceMotionSetting"
    insertion = Self.propertyInsertion(named: name, in: host, file: file)
    // A property that cannot be added is not read: the fix reads the system setting instead.
    expression = insertion == nil ? Self.systemSetting : name
  }

  /// A line `@Environment(\.accessibilityReduceMotion) private var name` after the view's last property wrapper
  /// (`@State`, `@Binding`, `@Environment`, …), else before its first member, indented like its members.
  private static func propertyInsertion(
    named name: String, in host: StructDeclSyntax, file: SourceFileContext
  )
    -> TextEdit?
  {
    let members = Array(host.memberBlock.members)
    guard let first = members.first else { return nil }
    let wrapped = members.last { $0.decl.as(VariableDeclSyntax.self)?.isStoredPropertyWrapper == true }
    let anchor = wrapped ?? first
    let bytes = file.bytes
    let anchorStart = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
    let indentation = bytes.indentation(ofLineAt: anchorStart)
    let line = "\(indentation)@Environment(\\.accessibilityReduceMotion) private var \(name)\(bytes.lineEnding)"
    if wrapped != nil {
      let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
      guard let lineEnd = bytes.endOfLine(from: end) else { return nil }
      return TextEdit(inserting: line, at: lineEnd)
    }
    let lineStart = bytes.startOfLine(at: anchorStart)
    let brace = host.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    guard brace <= lineStart else {
      // `struct A: View { var body: … }` on one line: the property joins it, after the brace.
      return TextEdit(inserting: " @Environment(\\.accessibilityReduceMotion) private var \(name);", at: brace)
    }
    return TextEdit(inserting: line, at: lineStart)
  }
}

/// How fixes read the setting in each view of one file, worked out once per view.
private final class SettingAccessByHost {
  var accesses: [SyntaxIdentifier: SettingAccess] = [:]
}

/// Builds the edits of a site's fix.
package struct FixBuilder {
  package let access: SettingAccess
  package private(set) var edits: [TextEdit] = []

  package init(for node: some SyntaxProtocol, in file: SourceFileContext) {
    access = SettingAccess.of(node, in: file)
    if let insertion = access.insertion { edits.append(insertion) }
  }

  /// `expression` becomes `reduceMotion ? fallback : expression` (parenthesised when it is not a postfix chain).
  package mutating func guardExpression(_ expression: ExprSyntax, fallback: String) {
    let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
    if expression.needsParenthesesAsTernaryBranch {
      edits.append(TextEdit(inserting: "\(access.expression) ? \(fallback) : (", at: start))
      edits.append(TextEdit(inserting: ")", at: end))
    } else {
      edits.append(TextEdit(inserting: "\(access.expression) ? \(fallback) : ", at: start))
    }
  }

  /// Inserts `text` at `offset` (`access.expression` is spliced in for `$setting`).
  package mutating func insert(_ text: String, at offset: Int) {
    edits.append(TextEdit(inserting: text.replacingOccurrences(of: "$setting", with: access.expression), at: offset))
  }

  /// Replaces `expression` with `text` built around its source (`$0`) and the setting (`$setting`).
  package mutating func rewrite(_ expression: ExprSyntax, as template: String) {
    let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
    let text = template.replacingOccurrences(of: "$setting", with: access.expression)
      .replacingOccurrences(of: "$0", with: expression.trimmedDescription)
    edits.append(TextEdit(range: start..<end, replacement: text))
  }

  /// The fix, or nil when no edit was made.
  package var fix: SiteFix? { edits.count > (access.insertion == nil ? 0 : 1) ? SiteFix(edits: edits) : nil }
}

extension ExprSyntax {
  /// Whether the expression must be parenthesised to be the else branch of a ternary: anything but a chain of
  /// members, calls and literals (`a ?? b`, `x ? y : z`, `try f()`).
  fileprivate var needsParenthesesAsTernaryBranch: Bool {
    !(self.is(MemberAccessExprSyntax.self) || self.is(FunctionCallExprSyntax.self)
      || self.is(DeclReferenceExprSyntax.self) || self.is(TupleExprSyntax.self)
      || self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
      || self.is(NilLiteralExprSyntax.self) || self.is(ArrayExprSyntax.self)
      || self.is(ForceUnwrapExprSyntax.self) || self.is(OptionalChainingExprSyntax.self)
      || self.is(SubscriptCallExprSyntax.self))
  }
}

extension Syntax {
  /// The struct whose stored properties the environment fills and that holds this node: the enclosing `View`
  /// (or `ViewModifier`, `ButtonStyle`, …), or the primary declaration of the type an enclosing extension
  /// extends, when it is in the same file.
  fileprivate func environmentHost(in file: SourceFileSyntax) -> StructDeclSyntax? {
    var current = parent
    while let node = current {
      if let structure = node.as(StructDeclSyntax.self) {
        return structure.isEnvironmentHost ? structure : nil
      }
      if node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
        return nil
      }
      if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
        let name = extensionDecl.extendedType.typeName
        return file.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }
          .first { $0.name.text == name && $0.isEnvironmentHost }
      }
      current = node.parent
    }
    return nil
  }
}

extension Syntax {
  /// The type the outermost extension holding this node extends.
  fileprivate var extendedTypeName: String? {
    var name: String?
    var current = parent
    while let node = current {
      if let extensionDecl = node.as(ExtensionDeclSyntax.self) { name = extensionDecl.extendedType.typeName }
      current = node.parent
    }
    return name
  }
}

extension StructDeclSyntax {
  fileprivate var isEnvironmentHost: Bool {
    inheritanceClause?.names.contains { SettingAccess.environmentHosts.contains($0) } == true
  }
}

extension VariableDeclSyntax {
  /// A stored property with an attribute (`@State private var x = 0`, `@Binding var y: Bool`).
  fileprivate var isStoredPropertyWrapper: Bool {
    !attributes.isEmpty && bindings.allSatisfy { $0.accessorBlock == nil }
  }
}

extension [UInt8] {
  /// Offset just past the line break (LF, CR LF or CR) ending the line holding `offset`; nil when that line is the
  /// last and has none.
  fileprivate func endOfLine(from offset: Int) -> Int? {
    var end = offset
    while end < count, !endsLine(at: end) { end += 1 }
    return end < count ? end + 1 : nil
  }
}
