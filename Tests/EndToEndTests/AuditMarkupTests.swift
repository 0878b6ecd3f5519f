import Foundation
import Testing

/// What audits need from the build (docs/audits.md): `audit.html`, which runs audit.js and names
/// the site, and criteria pages that do not load audit.js (criteria.js loads it on demand).
@Suite struct AuditMarkupTests {
    private func build(_ command: String, into folder: String) throws -> Scratch {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("## Criteria\n\n- Tab: Focus moves to the link\n".utf8).write(to: content.appendingPathComponent("link.md"))
        let result = try CriteriaRunner.run([command, "--quiet", "--content", "content", command == "build" ? "--output" : "--folder", folder],
                                            in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        return scratch
    }

    private func read(_ scratch: Scratch, _ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func auditPageRunsTheAuditScriptAndCriteriaPagesDoNot() throws {
        let scratch = try build("build", into: "public")
        let audit = try read(scratch, "public/audit.html")
        #expect(audit.contains("<title>Audits · "))
        #expect(audit.contains(#"<script src="_assets/audit.js" defer></script>"#))
        #expect(audit.contains(#"<link rel="stylesheet" href="_assets/audit.css">"#))
        #expect(audit.contains(#"<script type="application/json" id="audit-site">{"title":"#))
        #expect(audit.contains(#","build":""}</script>"#), "an ordinary build has no date: its output stays the same")
        #expect(audit.contains("data-audit-nojs>Audits need JavaScript"))
        let page = try read(scratch, "public/web/link/index.html")
        #expect(!page.contains("audit.js") && !page.contains("audit.css"), "criteria pages load audit.js only on demand")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/_assets/audit.js").path))
    }

    /// A plan and My criteria offer "Audit these checks"; criteria.js loads audit.js when it is pressed.
    @Test func planAndMyCriteriaOfferAnAuditWithoutLoadingIt() throws {
        let scratch = try build("build", into: "public")
        for path in ["public/plan.html", "public/my-criteria.html"] {
            let page = try read(scratch, path)
            #expect(page.contains(#" data-audit-scope aria-expanded="false">Audit these checks</button>"#), "\(path)")
            #expect(!page.contains("audit.js") && !page.contains("audit.css"), "\(path) loads audit.js only on demand")
        }
    }

    @Test func aBundlesAuditPageCarriesItsBuildStamp() throws {
        let scratch = try build("bundle", into: "site")
        let audit = try read(scratch, "site/audit.html")
        #expect(audit.contains(#""build":"Built on "#), "\(audit)")
    }
}
