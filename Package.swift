// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "a11y-audit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11y-audit", targets: ["a11y-audit"]),
    .library(name: "A11yAuditKit", targets: ["A11yAuditKit"]),
    .plugin(name: "A11yAuditCommandPlugin", targets: ["A11yAuditCommandPlugin"]),
    .plugin(name: "A11yAuditBuildToolPlugin", targets: ["A11yAuditBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(
      name: "A11yAuditResources",
      path: "Resources",
      sources: ["ResourceBundle.swift"],
      resources: [.copy("Sample"), .copy("Rules")]
    ),
    .target(
      name: "A11yAuditKit",
      dependencies: [
        "A11yAuditResources",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "A11yAuditTUI",
      dependencies: ["A11yAuditKit", "CNcurses"]
    ),
    .target(
      name: "A11yAuditMCP",
      dependencies: [
        "A11yAuditKit",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "a11y-audit",
      dependencies: [
        "A11yAuditKit",
        "A11yAuditTUI",
        "A11yAuditMCP",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "A11yAuditCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "a11y-audit",
          description: "Scan, triage, report on and fix the package's SwiftUI code for accessibility (a11y-audit)."),
        permissions: [
          .writeToPackageDirectory(
            reason: "a11y-audit records findings in .a11y-audit/store.json, and `fix` rewrites Swift sources.")
        ]
      ),
      dependencies: ["a11y-audit"]
    ),
    .plugin(
      name: "A11yAuditBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["a11y-audit"]
    ),
    .target(
      name: "TestSupport",
      dependencies: ["A11yAuditKit", .product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/TestSupport"
    ),
    .executableTarget(
      name: "StoreCodegen",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "A11yAuditKitTests",
      dependencies: [
        "A11yAuditKit", "StoreCodegen", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "A11yAuditTUITests",
      dependencies: [
        "A11yAuditTUI", "A11yAuditKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "A11yAuditMCPTests",
      dependencies: ["A11yAuditMCP", "A11yAuditKit", "TestSupport", .product(name: "MCP", package: "swift-sdk")]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["A11yAuditKit", "A11yAuditTUI", "TestSupport"]),
  ]
)

// The fuzz targets (`Fuzz/run.sh TARGET SECONDS`), built only when A11Y_AUDIT_FUZZ is set, with libFuzzer and
// AddressSanitizer given on the command line.
// `Renderers` also renders Markdown with cmark-gfm and parses HTML with libxml2 (Debian's libcmark-gfm-dev,
// libcmark-gfm-extensions-dev and libxml2-dev), which nothing else needs.
if Context.environment["A11Y_AUDIT_FUZZ"] != nil {
  package.targets += [
    .target(name: "FuzzSupport", path: "Fuzz/Support"),
    .systemLibrary(
      name: "CHTMLCheck", path: "Fuzz/CHTMLCheck", pkgConfig: "libxml-2.0",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libxml2-dev"])]),
  ]
  let extra: [String: [Target.Dependency]] = ["Renderers": ["CHTMLCheck"]]
  for name in ["StoreReader", "AuditMarkdown", "Configuration", "Scanner", "Fix", "Renderers"] {
    package.targets.append(
      .executableTarget(
        name: "Fuzz\(name)", dependencies: ["A11yAuditKit", "FuzzSupport"] + (extra[name] ?? []),
        path: "Fuzz/Targets/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
  }
}
