// swift-tools-version: 6.0
import PackageDescription

// Release builds of this package's own modules: function bodies are shared across modules, so a
// helper in TextSupport inlines into the page pass; exclusivity is checked in debug builds (every
// test), not at run time in a release (docs/performance.md, "Release settings").
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "CriteriaPress",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "criteria", targets: ["criteria"]),
        .library(name: "SiteCore", targets: ["SiteCore"]),
        .library(name: "HTMLSanitizer", targets: ["HTMLSanitizer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Both come with Hummingbird; the preview server names them to read a bind error's
        // errno and to stop the server gracefully on its own signal handling.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        // The C library, found through pkg-config. The extensions library has no .pc file
        // of its own, so module.modulemap links it by name.
        .systemLibrary(
            name: "cmark_gfm",
            path: "Sources/cmark_gfm",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // The only target that imports cmark_gfm; everything it returns is plain Swift values.
        .target(name: "CMarkBridge", dependencies: ["cmark_gfm"], swiftSettings: releaseSettings),
        // Text helpers both of the next two use: trimming, character columns, byte search and
        // character references, each once.
        .target(name: "TextSupport", swiftSettings: releaseSettings),
        // The raw-HTML sanitizer and markup repairs: HTML in, safe HTML and findings out. It knows
        // nothing of sites or pages; SiteCore maps its findings to diagnostics.
        .target(name: "HTMLSanitizer", dependencies: ["TextSupport"], swiftSettings: releaseSettings),
        .target(
            name: "SiteCore",
            dependencies: [
                "CMarkBridge",
                "HTMLSanitizer",
                "TextSupport",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                // Writes the offline bundle (Emit/ZipBundleWriter).
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: releaseSettings
        ),
        // The preview server: file watching, incremental rebuilds, live reload.
        .target(
            name: "SitePreview",
            dependencies: ["SiteCore", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
            swiftSettings: releaseSettings
        ),
        .executableTarget(
            name: "criteria",
            dependencies: ["SiteCore", "SitePreview", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: releaseSettings,
            // A release on Linux allocates with jemalloc rather than glibc's malloc: a build makes and
            // frees millions of small strings and arrays on both cores (docs/performance.md).
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "CMarkBridgeTests", dependencies: ["CMarkBridge"]),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(name: "HTMLSanitizerTests", dependencies: ["HTMLSanitizer", "TextSupport"]),
        .testTarget(name: "SitePreviewTests", dependencies: ["SitePreview", "SiteCore"]),
        .testTarget(name: "SiteCoreTests", dependencies: ["SiteCore", "HTMLSanitizer", "TextSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SiteCore", "CMarkBridge", "criteria"], exclude: ["Sites", "Expected"]),
    ]
)
