import Foundation
import Testing

/// `Tests/Sites/features`, the configured site the feature tests build (config, aliases, ordering,
/// a user theme), built with `criteria build` into a scratch folder's `public/`.
enum FeaturesSite {
    static let root = CriteriaRunner.testsFolder.appendingPathComponent("Sites/features")

    /// The site as it is or, with `addingConfig`, a copy at `site/` in the scratch folder whose
    /// `criteria.yml` ends with those lines.
    static func build(addingConfig extra: String? = nil) throws -> (Scratch, CriteriaRunner.Result) {
        let scratch = try Scratch()
        var content = root.appendingPathComponent("content").path
        if let extra {
            let copy = scratch.url.appendingPathComponent("site")
            try FileManager.default.copyItem(at: root, to: copy)
            let config = copy.appendingPathComponent("content/criteria.yml")
            try (String(contentsOf: config, encoding: .utf8) + extra).write(to: config, atomically: true, encoding: .utf8)
            content = "site/content"
        }
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", content, "--output", "public"], in: scratch.url)
        return (scratch, result)
    }

    /// A built file's text, by its path under `public/`.
    static func read(_ scratch: Scratch, _ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent("public/\(path)"), encoding: .utf8)
    }
}
