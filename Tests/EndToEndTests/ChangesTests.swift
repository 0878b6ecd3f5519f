import Foundation
import Testing

/// Dates, the changes page and feed, and `criteria changes`, over a git repository made from the
/// seed content with scripted edits, each commit dated (`GIT_COMMITTER_DATE`) so every run
/// sees the same history.
@Suite struct ChangesTests {
    /// A repository in a scratch folder: `site/content`, a copy of the seed criteria and a guide
    /// page, then one commit per edit.
    final class ScriptedRepository {
        let scratch: Scratch
        var site: URL { scratch.url.appendingPathComponent("site") }
        var content: URL { site.appendingPathComponent("content") }

        static let edits: [(date: String, subject: String)] = [
            ("2026-01-05T10:00:00Z", "Seed the criteria"),
            ("2026-02-10T10:00:00+01:00", "Add a long-press check to Link"),
            ("2026-03-15T10:00:00Z", "Reword the double-tap check of Text input"),
            ("2026-04-20T10:00:00Z", "Remove the spacebar check from Link"),
            ("2026-05-25T10:00:00Z", "Rename Table row button to Row button"),
            ("2026-06-30T10:00:00Z", "Delete the testing guide"),
        ]

        init() throws {
            scratch = try Scratch()
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CriteriaRunner.repositoryRoot.appendingPathComponent("content"), to: content)
            try write("guide.md", "---\ntitle: Testing guide\n---\n\n## General Notes\n\nHow to test with a screen reader.\n")
            try git(["init", "-q", "-b", "main"])
            try commit(0)
            try replace("native/controls/link.md", "   - Enter: Activates on Android\n",
                        with: "   - Enter: Activates on Android\n   - Long press: Opens the link's context menu\n")
            try commit(1)
            try replace("native/controls/text-input.md", "   - Doubletap: Keyboard appears to edit", with: "   - Doubletap: The keyboard appears, ready to edit")
            try commit(2)
            try replace("native/controls/link.md", "   - Spacebar: Activates on iOS and Android\n", with: "")
            try commit(3)
            try git(["mv", "content/native/controls/table-row-button.md", "content/native/controls/row-button.md"])
            try commit(4)
            try git(["rm", "-q", "content/guide.md"])
            try commit(5)
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: content.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }

        func replace(_ path: String, _ old: String, with new: String) throws {
            let url = content.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) holds \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }

        private func commit(_ index: Int) throws {
            let edit = Self.edits[index]
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", edit.subject], environment: ["GIT_COMMITTER_DATE": edit.date, "GIT_AUTHOR_DATE": edit.date])
        }

        @discardableResult
        func git(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> String {
            let identity = ["GIT_AUTHOR_NAME": "Editor", "GIT_AUTHOR_EMAIL": "editor@example.com", "GIT_COMMITTER_NAME": "Editor",
                            "GIT_COMMITTER_EMAIL": "editor@example.com", "GIT_CONFIG_NOSYSTEM": "1", "HOME": scratch.url.path]
            let result = try CriteriaRunner.run(["git"] + arguments, in: folder ?? site, program: URL(fileURLWithPath: "/usr/bin/env"),
                                                environment: identity.merging(environment) { $1 }, inGit: true)
            #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
            return result.standardOutput
        }

        func build(_ content: URL? = nil, output: String = "out") throws -> CriteriaRunner.Result {
            try CriteriaRunner.run(["build", "--content", (content ?? self.content).path, "--output", output], in: scratch.url, inGit: true)
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
        }
    }

    /// The checks the edits touch, by ID (`CheckIDs`: a slug and a hash of section and text).
    static let longPress = "long-press-opens-the-link-298567", spacebar = "spacebar-activates-on-ios-and-e6b213"
    static let doubletapBefore = "doubletap-keyboard-appears-to-28ed4c", doubletapAfter = "doubletap-the-keyboard-appears-2553c5"

    /// Each commit's section of the changes page, by its subject.
    static func sections(of page: String) -> [String: String] {
        var sections: [String: String] = [:]
        for part in page.components(separatedBy: "<section class=\"change\"").dropFirst() {
            guard let subject = ScriptedRepository.edits.map(\.subject).first(where: { part.contains("</time>: \($0)</h2>") }) else { continue }
            sections[subject] = part
        }
        return sections
    }

    static func count(_ text: String, in part: String) -> Int { part.components(separatedBy: text).count - 1 }

    static let pages = ["native/controls/link.md": "native/controls/link/index.html",
                        "native/controls/text-input.md": "native/controls/text-input/index.html",
                        "native/controls/row-button.md": "native/controls/row-button/index.html"]

    @Test func eachPageShowsItsLastCommitsDate() throws {
        let repository = try ScriptedRepository()
        let built = try repository.build()
        #expect(built.status == 0, "\(built.standardError)")
        for (source, output) in Self.pages {
            let expected = try repository.git(["log", "-1", "--format=%cs", "--", "content/" + source]).trimmingCharacters(in: .whitespacesAndNewlines)
            let html = try repository.read("out/" + output)
            #expect(html.contains("<time datetime=\"\(expected)\">"), "\(output) dated \(expected)")
        }
        #expect(try repository.read("out/native/controls/link/index.html").contains("<time datetime=\"2026-04-20\">20 April 2026</time>"))
        #expect(try repository.read("out/index.html").contains("<a href=\"changes.html\">Changes</a>"))
        let export = try CriteriaRunner.run(["export", "--format", "json", "--content", repository.content.path], in: repository.scratch.url,
                                            inGit: true)
        let document = try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]
        let dates = (document?["pages"] as? [[String: Any]] ?? []).map { "\($0["path"] ?? "") \($0["date"] ?? "")" }
        #expect(dates == ["native/controls/link.md 2026-04-20", "native/controls/row-button.md 2026-05-25",
                          "native/controls/text-input.md 2026-03-15"])
    }

    @Test func theChangesPageAndFeedListEveryCommitNewestFirst() throws {
        let repository = try ScriptedRepository()
        #expect(try repository.build().status == 0)
        let page = try repository.read("out/changes.html")
        let subjects = ScriptedRepository.edits.map(\.subject).reversed()
        let places = subjects.compactMap { page.range(of: $0)?.lowerBound }
        #expect(places.count == subjects.count && places == places.sorted(), "newest first")
        #expect(page.contains("<time datetime=\"2026-02-10\">10 February 2026</time>: Add a long-press check to Link"))
        #expect(page.contains("Testing guide <span class=\"change-kind\">removed</span>"))
        #expect(page.contains("<a href=\"native/controls/row-button/index.html\">Row button</a> <span class=\"change-kind\">renamed from <code>native/controls/table-row-button.md</code></span>"))
        let sections = Self.sections(of: page)
        #expect(sections.count == 6)
        let added = sections["Add a long-press check to Link"] ?? ""
        #expect(added.contains("<span class=\"change-kind\">Added</span> <a href=\"native/controls/link/index.html#\(Self.longPress)\"><code>\(Self.longPress)</code></a>: Long press: Opens the link&#39;s context menu</li>"))
        let reworded = sections["Reword the double-tap check of Text input"] ?? ""
        #expect(reworded.contains("<code>\(Self.doubletapAfter)</code></a> (was <code>\(Self.doubletapBefore)</code>): <del><span class=\"visually-hidden\">removed: </span>Doubletap: Keyboard appears to edit</del> <ins><span class=\"visually-hidden\">added: </span>Doubletap: The keyboard appears, ready to edit</ins>"),
                "a screen reader reads the old and new texts apart, not run together")
        let removed = sections["Remove the spacebar check from Link"] ?? ""
        #expect(removed.contains("<span class=\"change-kind\">Removed</span> <code>\(Self.spacebar)</code>: Spacebar: Activates on iOS and Android</li>"))
        for (subject, part) in sections where subject != ScriptedRepository.edits[0].subject {
            let listed = ["Added", "Removed", "Changed"].map { Self.count("<span class=\"change-kind\">\($0)</span>", in: part) }
            let expected = [ScriptedRepository.edits[1].subject: [1, 0, 0], ScriptedRepository.edits[2].subject: [0, 0, 1],
                            ScriptedRepository.edits[3].subject: [0, 1, 0]][subject] ?? [0, 0, 0]
            #expect(listed == expected, "checks listed under \(subject)")
        }
        let feed = try repository.read("out/changes.xml")
        #expect(feed.contains("Changed &lt;code&gt;\(Self.doubletapAfter)&lt;/code&gt; (was &lt;code&gt;\(Self.doubletapBefore)&lt;/code&gt;)"))
        #expect(feed.contains("Added &lt;code&gt;\(Self.longPress)&lt;/code&gt;") && feed.contains("Removed &lt;code&gt;\(Self.spacebar)&lt;/code&gt;"))
        #expect(feed.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">"))
        #expect(feed.components(separatedBy: "<entry>").count == 7)
        #expect(feed.contains("<updated>2026-06-30T10:00:00+00:00</updated>"))
    }

    @Test func criteriaChangesListsThePagesBetweenTwoRevisions() throws {
        let repository = try ScriptedRepository()
        let listed = try CriteriaRunner.run(["changes", "HEAD~5..HEAD", "--format", "json", "--content", repository.content.path],
                                            in: repository.scratch.url, inGit: true)
        #expect(listed.status == 0, "\(listed.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        let pages = document?["pages"] as? [[String: Any]] ?? []
        #expect(pages.map { "\($0["kind"] ?? "") \($0["path"] ?? "")" } == [
            "removed guide.md", "changed native/controls/link.md", "renamed native/controls/row-button.md", "changed native/controls/text-input.md",
        ])
        #expect(pages.first { $0["kind"] as? String == "renamed" }?["suggestedAlias"] as? String == "/native/controls/table-row-button")
        let checks = pages.map { page in
            (page["checks"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "") \($0["id"] ?? "") \($0["oldID"] ?? "-")" }
        }
        #expect(checks == [[], ["added \(Self.longPress) -", "removed \(Self.spacebar) -"], [],
                           ["changed \(Self.doubletapAfter) \(Self.doubletapBefore)"]])
        let text = try CriteriaRunner.run(["changes", "HEAD~4..HEAD~3", "--content", repository.content.path], in: repository.scratch.url,
                                          inGit: true)
        #expect(text.standardOutput.hasSuffix("changed  native/controls/text-input.md  \"Text input\"\n"
                                              + "  ~ \(Self.doubletapAfter) (was \(Self.doubletapBefore)): Doubletap: Keyboard appears to edit -> "
                                              + "Doubletap: The keyboard appears, ready to edit\n"), "\(text.standardOutput)")
        let markdown = try CriteriaRunner.run(["changes", "HEAD~2..", "--format", "markdown", "--content", repository.content.path],
                                              in: repository.scratch.url, inGit: true)
        #expect(markdown.standardOutput.hasPrefix("# Changes from HEAD~2 to HEAD\n"))
        let unknown = try CriteriaRunner.run(["changes", "v9..HEAD", "--content", repository.content.path], in: repository.scratch.url,
                                             inGit: true)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("git names no commit v9: bad revision 'v9'") && !unknown.standardError.contains("fatal"), "\(unknown.standardError)")
    }

    /// Pinning an ID changes it, not the text: said so, not the same text struck out and again.
    @Test func aCheckWhoseIDAloneChangedIsSaidSo() throws {
        let repository = try ScriptedRepository()
        try repository.replace("native/controls/link.md", "   - Enter: Activates on Android\n", with: "   - Enter: Activates on Android {#link-enter}\n")
        _ = try repository.git(["commit", "-q", "-a", "-m", "Pin the Enter check's ID"])
        let text = try CriteriaRunner.run(["changes", "HEAD~1..HEAD", "--content", repository.content.path], in: repository.scratch.url, inGit: true)
        #expect(text.standardOutput.hasSuffix("  ~ link-enter (was enter-activates-on-android-9996d5): Enter: Activates on Android (ID changed, text unchanged)\n"),
                "\(text.standardOutput)")
        let markdown = try CriteriaRunner.run(["changes", "HEAD~1..HEAD", "--format", "markdown", "--content", repository.content.path],
                                              in: repository.scratch.url, inGit: true)
        // The site's changes page says the same, without the text struck out and repeated.
        #expect(try repository.build().status == 0)
        let page = try repository.read("out/changes.html")
        #expect(page.contains("<code>link-enter</code></a> (was <code>enter-activates-on-android-9996d5</code>): Enter: Activates on Android (ID changed, text unchanged)</li>"),
                "\(page)")
        // One revision is "to HEAD": with edits not committed, the note says they are not compared.
        try repository.replace("native/controls/link.md", "   - Enter: Activates on Android {#link-enter}\n", with: "")
        let same = try CriteriaRunner.run(["changes", "HEAD", "--content", repository.content.path], in: repository.scratch.url, inGit: true)
        #expect(same.status == 0 && same.standardOutput.hasSuffix(": no page changed\n"), "\(same.standardOutput)")
        #expect(same.standardError.hasPrefix("note: HEAD and HEAD are the same commit (") && same.standardError.hasSuffix("edits not yet committed are not compared\n"),
                "\(same.standardError)")
        #expect(markdown.standardOutput.hasSuffix("- Changed `link-enter` (was `enter-activates-on-android-9996d5`): Enter: Activates on Android (ID changed, text unchanged)\n"),
                "\(markdown.standardOutput)")
    }

    /// An editor's trial: a scenario's steps edited, or a check's step reworded, was listed as
    /// nothing changed (the steps) or as the same text before and after (the step).
    @Test func aStepOrAScenariosLinesChangedAreListed() throws {
        let repository = try ScriptedRepository()
        try repository.replace("native/controls/link.md", "2. Test mobile screenreader gestures", with: "2. Test with mobile screenreader gestures")
        try repository.replace("native/controls/link.md", "      - THEN the focus should move to the link", with: "      - THEN focus moves to the link")
        _ = try repository.git(["commit", "-q", "-a", "-m", "Reword a step and a scenario's line"])
        let text = try CriteriaRunner.run(["changes", "HEAD~1..HEAD", "--content", repository.content.path], in: repository.scratch.url, inGit: true)
        #expect(text.standardOutput.contains(": Doubletap: Activates the link\n      step: Test mobile screenreader gestures -> Test with mobile screenreader gestures\n"),
                "\(text.standardOutput)")
        #expect(!text.standardOutput.contains(" -> Doubletap"), "the text, unchanged, is not shown struck out and again")
        #expect(text.standardOutput.contains("      - THEN the focus should move to the link\n      + THEN focus moves to the link\n"), "\(text.standardOutput)")
        let json = try CriteriaRunner.run(["changes", "HEAD~1..HEAD", "--format", "json", "--content", repository.content.path],
                                          in: repository.scratch.url, inGit: true)
        #expect(json.standardOutput.contains("\"newStep\" : \"Test with mobile screenreader gestures\""), "\(json.standardOutput)")
        let markdown = try CriteriaRunner.run(["changes", "HEAD~1..HEAD", "--format", "markdown", "--content", repository.content.path],
                                              in: repository.scratch.url, inGit: true)
        #expect(markdown.standardOutput.contains("  - Line added: THEN focus moves to the link\n"), "\(markdown.standardOutput)")
        #expect(try repository.build().status == 0)
        let page = try repository.read("out/changes.html")
        #expect(page.contains("<li>Line removed: <del>THEN the focus should move to the link</del></li><li>Line added: <ins>THEN focus moves to the link</ins></li>"),
                "\(page)")
        #expect(page.contains("<li>Step: <del><span class=\"visually-hidden\">removed: </span>Test mobile screenreader gestures</del>"))
    }

    @Test func buildsOutsideGitInAShallowCloneAndWithUncommittedEditsSucceed() throws {
        let repository = try ScriptedRepository()
        // Outside git: a copy of the content alone.
        let plain = repository.scratch.url.appendingPathComponent("plain")
        try FileManager.default.copyItem(at: repository.content, to: plain)
        let outside = try CriteriaRunner.run(["build", "--content", plain.path, "--output", "plain-out"], in: repository.scratch.url, inGit: true)
        #expect(outside.status == 0, "\(outside.standardError)")
        #expect(!(try repository.read("plain-out/native/controls/link/index.html")).contains("<time"))
        #expect(!FileManager.default.fileExists(atPath: repository.scratch.url.appendingPathComponent("plain-out/changes.html").path))
        // A shallow clone holding the last two commits: the older files take the oldest commit's date.
        try repository.git(["clone", "-q", "--depth", "2", "file://" + repository.site.path, "shallow"], in: repository.scratch.url)
        let shallow = try repository.build(repository.scratch.url.appendingPathComponent("shallow/content"), output: "shallow-out")
        #expect(shallow.status == 0, "\(shallow.standardError)")
        let notes = shallow.standardError.split(separator: "\n").filter { $0.hasPrefix("note: the content's git history is shallow") }
        #expect(notes.count == 1, "noted once: \(shallow.standardError)")
        #expect(try repository.read("shallow-out/native/controls/link/index.html").contains("<time datetime=\"2026-05-25\">"))
        #expect(try repository.read("shallow-out/changes.html").contains("This copy of the history is shallow"))
        // An uncommitted edit: the build keeps the last commit's date; only a preview marks it.
        try repository.replace("native/controls/link.md", "Doubletap: Activates the link", with: "Double tap: Activates the link")
        let dirty = try repository.build()
        #expect(dirty.status == 0, "\(dirty.standardError)")
        let link = try repository.read("out/native/controls/link/index.html")
        #expect(link.contains("<time datetime=\"2026-04-20\">") && !link.contains("not committed"))
    }

    @Test func datesOffLeavesDatesAndTheChangesPageOut() throws {
        let repository = try ScriptedRepository()
        let config = repository.content.appendingPathComponent("criteria.yml")
        try (String(contentsOf: config, encoding: .utf8) + "dates: off\n").write(to: config, atomically: true, encoding: .utf8)
        #expect(try repository.build().status == 0)
        #expect(!(try repository.read("out/native/controls/link/index.html")).contains("<time"))
        #expect(!FileManager.default.fileExists(atPath: repository.scratch.url.appendingPathComponent("out/changes.xml").path))
    }

    @Test func aNewCommitRedatesItsPagesOnTheNextBuild() throws {
        let repository = try ScriptedRepository()
        #expect(try repository.build().status == 0)
        #expect(try repository.build().standardOutput.contains("Up to date"))
        try repository.replace("native/controls/row-button.md", "How to test a table row button", with: "How to test a row button")
        try repository.git(["commit", "-q", "-am", "Retitle the row button notes"],
                           environment: ["GIT_COMMITTER_DATE": "2026-07-04T10:00:00Z", "GIT_AUTHOR_DATE": "2026-07-04T10:00:00Z"])
        let again = try repository.build()
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try repository.read("out/native/controls/row-button/index.html").contains("<time datetime=\"2026-07-04\">"))
        #expect(try repository.read("out/native/controls/link/index.html").contains("<time datetime=\"2026-04-20\">"))
        #expect(try repository.read("out/changes.html").contains("Retitle the row button notes"))
    }
}
