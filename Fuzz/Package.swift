// swift-tools-version: 6.0
// The libFuzzer target, kept out of the root package so `swift build` and `swift test` never
// compile it: it only links with `-sanitize=fuzzer`, which supplies `main`. Run it with `make fuzz`.
import PackageDescription

let package = Package(
    name: "CriteriaPressFuzz",
    // Named, because a path dependency is otherwise known by its folder's name, which differs
    // between clones.
    dependencies: [.package(name: "CriteriaPress", path: "..")],
    targets: [
        .executableTarget(name: "SiteFuzz", dependencies: [.product(name: "SiteCore", package: "CriteriaPress"),
                                                           .product(name: "HTMLSanitizer", package: "CriteriaPress")]),
        // The sanitizer alone, through its public interface: `make fuzz-sanitizer`.
        .executableTarget(name: "SanitizerFuzz", dependencies: [.product(name: "HTMLSanitizer", package: "CriteriaPress")]),
    ]
)
