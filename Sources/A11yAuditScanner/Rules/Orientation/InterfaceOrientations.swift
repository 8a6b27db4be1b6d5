import Foundation
import SwiftSyntax

/// A set of interface orientations, as `UISupportedInterfaceOrientations` lists them or a `UIInterfaceOrientationMask`
/// combines them.
package struct InterfaceOrientations: OptionSet, Sendable {
  package let rawValue: Int

  package static let portrait = InterfaceOrientations(rawValue: 1 << 0)
  package static let portraitUpsideDown = InterfaceOrientations(rawValue: 1 << 1)
  package static let landscapeLeft = InterfaceOrientations(rawValue: 1 << 2)
  package static let landscapeRight = InterfaceOrientations(rawValue: 1 << 3)

  package static let portraits: InterfaceOrientations = [.portrait, .portraitUpsideDown]
  package static let landscapes: InterfaceOrientations = [.landscapeLeft, .landscapeRight]

  package init(rawValue: Int) { self.rawValue = rawValue }

  /// The orientation the set locks the interface to (`portrait` or `landscape`), nil when it allows both or none.
  package var lockedOrientation: String? {
    guard !isEmpty else { return nil }
    if Self.portraits.isSuperset(of: self) { return "portrait" }
    if Self.landscapes.isSuperset(of: self) { return "landscape" }
    return nil
  }

  /// The orientations of an `Info.plist` list (`UIInterfaceOrientationPortrait`, …); unknown names are ignored.
  package init(plistNames: [String]) {
    self = []
    for name in plistNames {
      switch name.trimmingCharacters(in: .whitespaces) {
      case "UIInterfaceOrientationPortrait": insert(.portrait)
      case "UIInterfaceOrientationPortraitUpsideDown": insert(.portraitUpsideDown)
      case "UIInterfaceOrientationLandscapeLeft": insert(.landscapeLeft)
      case "UIInterfaceOrientationLandscapeRight": insert(.landscapeRight)
      default: continue
      }
    }
  }

  /// The orientations of a `UIInterfaceOrientationMask` member (`portrait`, `landscape`, `allButUpsideDown`, …).
  package init?(maskMember name: String) {
    switch name {
    case "portrait": self = .portrait
    case "portraitUpsideDown": self = .portraitUpsideDown
    case "landscapeLeft": self = .landscapeLeft
    case "landscapeRight": self = .landscapeRight
    case "landscape": self = .landscapes
    case "all": self = [.portraits, .landscapes]
    case "allButUpsideDown": self = [.portrait, .landscapes]
    default: return nil
    }
  }
}

extension ExprSyntax {
  /// The orientations a `UIInterfaceOrientationMask` literal names: `.portrait`,
  /// `UIInterfaceOrientationMask.landscape`, `[.portrait, .landscapeLeft]`; nil for anything else.
  package var orientationMask: InterfaceOrientations? {
    if let access = self.as(MemberAccessExprSyntax.self) {
      if let base = access.base, base.trimmedDescription != "UIInterfaceOrientationMask" { return nil }
      return InterfaceOrientations(maskMember: access.declName.baseName.text)
    }
    if let array = self.as(ArrayExprSyntax.self) {
      var result: InterfaceOrientations = []
      for element in array.elements {
        guard let member = element.expression.orientationMask else { return nil }
        result.formUnion(member)
      }
      return result
    }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.expression.orientationMask
    }
    return nil
  }
}
