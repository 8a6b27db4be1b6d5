import A11yAuditModel
import SwiftSyntax

/// What the index walk learns of one file for screen titles: the views it declares, what each type's code shows
/// of titles, and the views it pushes.
package struct ScreenTitleFileFacts: Sendable, Equatable, ScanCacheCodable {
  /// Structs conforming to `View` declared here, by name.
  package var views: Set<String> = []
  /// What the declarations of each type (and its extensions) here do, by type name.
  package var types: [String: TitleEvidence] = [:]
  /// What each `extension View` function declared here does: a title helper when it sets one.
  package var viewHelpers: [String: TitleEvidence] = [:]
  /// The views pushed or presented from here, with the type pushing or presenting them.
  package var pushes: [Push] = []

  /// A view pushed or presented from this file, and the type that does it.
  package struct Push: Sendable, Equatable {
    package var pusher: String
    package var destination: PushedDestination
  }
}

/// What some code does towards a navigation title: sets one, builds views that may, or calls modifiers that may be
/// the project's title helpers. Views presented apart (a link's destination, a sheet's content) are left out:
/// their titles are theirs.
package struct TitleEvidence: Sendable, Equatable {
  /// Calls `.navigationTitle`/`.navigationBarTitle` with a title, or places a principal toolbar item.
  package var setsTitle: Bool = false
  /// View types the code builds (`OrderDetailContent(…)`), which may set the title for it.
  package var builtTypes: Set<String> = []
  /// Modifiers the code calls, which may be title helpers (`.screenTitle("Orders")`).
  package var modifiers: Set<String> = []
  /// Builds a `NavigationStack` or `NavigationView`: shown in a sheet, the view brings its own navigation bar.
  package var hostsStack: Bool = false
  /// Hides the navigation bar (`.toolbar(.hidden)`, `.navigationBarHidden(true)`): no title would show.
  package var hidesBar: Bool = false
  /// Shows content it is given (a generic `Content: View`, an `AnyView` property, a `@ViewBuilder` parameter),
  /// which may set the title.
  package var isContainer: Bool = false

  package mutating func merge(_ other: TitleEvidence) {
    setsTitle = setsTitle || other.setsTitle
    hostsStack = hostsStack || other.hostsStack
    hidesBar = hidesBar || other.hidesBar
    isContainer = isContainer || other.isContainer
    builtTypes.formUnion(other.builtTypes)
    modifiers.formUnion(other.modifiers)
  }
}

/// Gathers ``ScreenTitleFileFacts`` during the index walk: follows the type and `extension View` function being
/// walked, and sorts each call into title, built view, modifier or push.
package final class ScreenTitleFactsCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = [.types, .extensions, .functions, .calls]

  /// Where evidence goes: a type's, a View helper's, or nowhere (top-level code).
  private enum Owner {
    case type(String)
    case viewExtension
    case helper(String)
    case none
  }

  private var collected = ScreenTitleFileFacts()
  private var owners: [Owner] = [.none]
  /// UTF-8 ranges of content presented apart (destinations, sheets), in source order; dropped once passed.
  private var separate: [Range<Int>] = []

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> ScreenTitleFileFacts { collected }

  // MARK: Owners

  package override func visit(_ node: StructDeclSyntax) {
    if node.inheritanceClause?.names.contains("View") == true { collected.views.insert(node.name.text) }
    owners.append(.type(node.name.text))
    if node.showsGivenContent { record { $0.isContainer = true } }
  }

  package override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
  package override func visit(_ node: ClassDeclSyntax) { owners.append(.type(node.name.text)) }
  package override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
  package override func visit(_ node: EnumDeclSyntax) { owners.append(.type(node.name.text)) }
  package override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
  package override func visit(_ node: ActorDeclSyntax) { owners.append(.type(node.name.text)) }
  package override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

  package override func visit(_ node: ExtensionDeclSyntax) {
    let type = node.extendedType.typeName
    if type == "View" || type == "SwiftUI.View" {
      owners.append(.viewExtension)
    } else {
      owners.append(.type(type.split(separator: ".").last.map(String.init) ?? type))
    }
  }

  package override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  package override func visit(_ node: FunctionDeclSyntax) {
    if case .viewExtension = owners.last {
      owners.append(.helper(node.name.text))
    } else {
      owners.append(owners.last ?? .none)
    }
  }

  package override func visitPost(_ node: FunctionDeclSyntax) { owners.removeLast() }

  // MARK: Calls

  package override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    while let first = separate.first, first.upperBound <= offset { separate.removeFirst() }
    let isSeparate = separate.contains { $0.contains(offset) }
    if !isSeparate {
      if node.setsNavigationTitle || node.isPrincipalToolbarItem {
        record { $0.setsTitle = true }
      } else if node.hidesNavigationBar(calledName: name) {
        record { $0.hidesBar = true }
      } else if node.viewModifierName != nil
        || node.calledExpression.is(DeclReferenceExprSyntax.self)
          && !name.startsUppercase
      {
        record { $0.modifiers.insert(name) }
      } else if let type = node.constructedTypeName, type == "NavigationStack" || type == "NavigationView" {
        record { $0.hostsStack = true }
      } else if let type = node.constructedTypeName ?? node.qualifiedTypeName, !Self.primitives.contains(type) {
        record { $0.builtTypes.insert(type) }
      }
    }
    let content = node.separateScreenContent
    guard !content.isEmpty else { return }
    if !node.isInPreview {
      let pusher: String
      if case .type(let type) = owners.last { pusher = type } else { pusher = "" }
      for destination in node.pushedDestinations + node.presentedDestinations {
        collected.pushes.append(ScreenTitleFileFacts.Push(pusher: pusher, destination: destination))
      }
    }
    separate += content.map(\.trimmedUTF8Range)
    separate.sort { $0.lowerBound < $1.lowerBound }
  }

  private func record(_ change: (inout TitleEvidence) -> Void) {
    switch owners.last ?? .none {
    case .type(let name): change(&collected.types[name, default: TitleEvidence()])
    case .helper(let name): change(&collected.viewHelpers[name, default: TitleEvidence()])
    case .viewExtension, .none: break
    }
  }

  /// SwiftUI views that never set a screen's title: not worth remembering as built types.
  private static let primitives: Set<String> = [
    "Text", "Image", "VStack", "HStack", "ZStack", "Spacer", "Button", "Label", "Color", "Divider", "Group",
    "ForEach", "Section", "List", "Form", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "GridItem", "Toggle", "Picker", "TextField", "SecureField", "ProgressView", "Circle", "Rectangle",
    "RoundedRectangle", "Capsule", "GeometryReader", "NavigationLink", "Link", "Menu", "ToolbarItem",
    "ToolbarItemGroup", "Font", "CGSize", "CGPoint", "CGRect", "URL", "Date", "UUID", "Binding", "Task",
    "EdgeInsets", "LinearGradient", "AnyView", "EmptyView", "Slider", "Stepper", "DatePicker", "ViewThatFits",
  ]
}

extension FunctionCallExprSyntax {
  /// `WishKit.FeedbackListView` for `WishKit.FeedbackListView()`: a type named through a module or another type.
  fileprivate var qualifiedTypeName: String? {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.startsUppercase,
      access.declName.baseName.text.startsUppercase
    else { return nil }
    return base.baseName.text + "." + access.declName.baseName.text
  }
}

extension StructDeclSyntax {
  /// A view that shows content it is given: a generic parameter conforming to `View`, a stored `AnyView`, or an
  /// initializer taking a `@ViewBuilder` closure.
  fileprivate var showsGivenContent: Bool {
    let generic = genericParameterClause?.parameters.contains { parameter in
      parameter.inheritedType?.isPlainName("View") == true
    }
    if generic == true { return true }
    return memberBlock.members.contains { member in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains { $0.typeAnnotation?.type.isPlainName("AnyView") == true }
      }
      if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        return initializer.signature.parameterClause.parameters.contains { parameter in
          parameter.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.arguments == nil else { return false }
            return attribute.attributeName.isPlainName("ViewBuilder")
          }
        }
      }
      return false
    }
  }
}

extension FunctionCallExprSyntax {
  /// `.toolbar(.hidden)`, `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, …)` or
  /// `.navigationBarHidden(true)`: the screen shows no navigation bar.
  fileprivate func hidesNavigationBar(calledName name: String) -> Bool {
    // The first argument's text, read only for the three modifiers that may hide the bar.
    let first = { viewModifierName == nil ? nil : arguments.first?.expression.trimmedDescription }
    switch name {
    case "navigationBarHidden": return first() == "true"
    case "toolbar", "toolbarVisibility":
      guard first() == ".hidden" else { return false }
      return argument(labelled: "for").map { $0.trimmedDescription.contains("navigationBar") } ?? true
    default: return false
    }
  }
}
