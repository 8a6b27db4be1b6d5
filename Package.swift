// swift-tools-version: 6.1
import PackageDescription

/// The release whose prebuilt artifact bundle the plugins run (`Scripts/release.sh --pin URL` writes it in a release's
/// commit): a package that depends on such a release never compiles swift-syntax or ncurses for the plugins. Between
/// releases it is nil and the plugins run the tool built from source.
let releasedBinary: (url: String, checksum: String)? = nil

/// What the plugins run: the released binary where one is named, the `a11y-audit` executable otherwise.
let pluginTool: [Target.Dependency] = releasedBinary == nil ? ["a11y-audit"] : ["A11yAuditBinary"]

let package = Package(
  name: "a11y-audit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11y-audit", targets: ["a11y-audit"]),
    .library(name: "A11yAuditKit", targets: ["A11yAuditKit"]),
    .plugin(name: "A11yAuditCommandPlugin", targets: ["A11yAuditCommandPlugin"]),
    .plugin(name: "A11yAuditBuildToolPlugin", targets: ["A11yAuditBuildToolPlugin"]),
  ],
  traits: [
    .trait(
      name: "Dashboard",
      description: "The ncurses terminal dashboard (`a11y-audit tui`); needs ncursesw's headers (libncursesw5-dev)."),
    .default(enabledTraits: ["Dashboard"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
    // The kit, bottom layer first: each target depends only on targets listed before it (LayeringTests checks
    // every import), and A11yAuditKit re-exports them all for the front ends.
    .target(name: "A11yAuditModel"),
    .target(
      name: "A11yAuditScanner",
      dependencies: [
        "A11yAuditModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "A11yAuditStore",
      dependencies: ["A11yAuditModel", "A11yAuditScanner", .product(name: "Yams", package: "Yams")]
    ),
    .target(
      name: "A11yAuditReports",
      dependencies: ["A11yAuditModel", "A11yAuditScanner", "A11yAuditStore", .product(name: "Yams", package: "Yams")]
    ),
    .target(
      name: "A11yAuditKit",
      dependencies: ["A11yAuditResources", "A11yAuditModel", "A11yAuditScanner", "A11yAuditStore", "A11yAuditReports"]
    ),
    .target(
      name: "A11yAuditTUI",
      dependencies: ["A11yAuditKit", "CNcurses"],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
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
        .target(name: "A11yAuditTUI", condition: .when(traits: ["Dashboard"])),
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
      dependencies: pluginTool
    ),
    .plugin(
      name: "A11yAuditBuildToolPlugin",
      capability: .buildTool(),
      dependencies: pluginTool
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

if let releasedBinary {
  package.targets.append(
    .binaryTarget(name: "A11yAuditBinary", url: releasedBinary.url, checksum: releasedBinary.checksum))
}

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
