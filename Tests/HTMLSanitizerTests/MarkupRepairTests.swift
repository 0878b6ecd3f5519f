import HTMLSanitizer
import Testing

/// Rewrites `blocks` as consecutive blocks of one page (one section), with the page's id plan.
private func repair(_ blocks: [String], taken: Set<String> = ["main"]) -> (html: [String], warnings: [String]) {
    var recorder = FindingRecorder()
    var repairs = MarkupRepairs(pageBlocks: blocks, taken: taken)
    var output: [String] = []
    for (index, html) in blocks.enumerated() {
        repairs.startBlock()
        let origin = HTMLOrigin(line: 10 * (index + 1), column: 1)
        output.append(HTMLRewriter(policy: .sanitize).rewrite(html, origin: origin, client: &recorder, repairs: &repairs))
    }
    let end = repairs.finishSection(at: HTMLPosition(line: 99, column: 1), client: &recorder)
    if !end.isEmpty { output.append(end) }
    return (output, recorder.findings.map { $0.description.components(separatedBy: "\n")[0] })   // without the notes
}

private func repair(_ html: String) -> (html: String, warnings: [String]) {
    let result = repair([html])
    return (result.html.joined(), result.warnings)
}

@Suite struct MarkupRepairTests {
    // MARK: - Ids

    @Test func aRepeatedIdIsNumberedAndTheReferencesInItsBlockFollowIt() {
        let example = ##"<label for="name">Name</label><input id="name" aria-describedby="hint"><p id="hint">Hint</p><a href="#hint">h</a>"##
        let (html, warnings) = repair([example, example])
        #expect(html[0] == example)
        #expect(html[1] == ##"<label for="name-2">Name</label><input id="name-2" aria-describedby="hint-2"><p id="hint-2">Hint</p><a href="#hint-2">h</a>"##)
        #expect(warnings == ["20:31: id \"name\" is already used on this page; published as \"name-2\" [repaired]",
                             "20:72: id \"hint\" is already used on this page; published as \"hint-2\" [repaired]"])
    }

    @Test func anIdTheThemeUsesIsRenamed() {
        let (html, warnings) = repair([#"<div id="main" tabindex="-1">x</div>"#])
        #expect(html == [#"<div id="main-2" tabindex="-1">x</div>"#])
        #expect(warnings == ["10:1: id \"main\" is already used on this page; published as \"main-2\" [repaired]"])
    }

    @Test func aReferenceToAMissingIdIsRemoved() {
        let (html, warnings) = repair(#"<input id="a" aria-describedby="gone a-hint"><span id="a-hint">h</span><label for="nowhere">L</label>"#)
        #expect(html == #"<input id="a" aria-describedby="a-hint"><span id="a-hint">h</span><label>L</label>"#)
        #expect(warnings == ["10:1: aria-describedby names \"gone\", which is no id on this page; the reference is removed [repaired]",
                             "10:72: for names \"nowhere\", which is no id on this page; the reference is removed [repaired]"])
    }

    // MARK: - Nesting

    @Test func aDemonstratedMainBecomesADivOrANamedRegion() {
        let (plain, warnings) = repair(#"<main id="destination"><p>x</p></main>"#)
        #expect(plain == #"<div class="demo-main" id="destination"><p>x</p></div>"#)
        #expect(warnings == ["10:1: <main> inside a page becomes <div> [repaired]"])
        let (named, _) = repair(#"<main aria-label="example">x</main>"#)
        #expect(named == #"<div class="demo-main" aria-label="example" role="region">x</div>"#)
    }

    @Test func aContentH1BecomesH2() {
        let (html, warnings) = repair("<h1>About</h1>")
        #expect(html == "<h2>About</h2>")
        #expect(warnings == [], "the `h1-in-content` rule reports it, once")
    }

    @Test func aDivInsideAHeadingBecomesASpan() {
        let (html, warnings) = repair(#"<h3><div class="icon"><img src="a.svg" alt=""></div> Call</h3>"#)
        #expect(html == #"<h3><span class="icon"><img src="a.svg" alt=""></span> Call</h3>"#)
        #expect(warnings == ["10:5: <div> inside <h3> becomes <span> [repaired]"])
    }

    @Test func cellsOutsideARowAreWrappedInOne() {
        let (html, warnings) = repair("<table><thead><th>Good</th><th>Bad</th></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>")
        #expect(html == "<table><thead><tr><th>Good</th><th>Bad</th></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>")
        #expect(warnings == ["10:15: <th> outside a table row; it is published inside <tr> [repaired]"])
    }

    @Test func anElementLeftOpenIsClosedBeforeItsParentEnds() {
        let (html, warnings) = repair("<div><progress value=\"5\" max=\"10\">\n</div>")
        #expect(html == "<div><progress value=\"5\" max=\"10\">\n</progress></div>")
        #expect(warnings == ["11:1: <progress> is not closed; it is closed before </div> [repaired]"])
    }

    @Test func anElementOpenAcrossBlocksClosesInALaterBlockOrAtTheEndOfTheSection() {
        let (across, none) = repair(["<example>", "<p>markdown</p>", "</example>"])
        #expect(across == [#"<div class="example">"#, "<p>markdown</p>", "</div>"])
        #expect(none.isEmpty)
        let (open, warnings) = repair(["<div class=\"demo\">", "<p>never closed</p>"])
        #expect(open == ["<div class=\"demo\">", "<p>never closed</p>", "</div>"])
        #expect(warnings == ["99:1: <div> is not closed by the end of the section [repaired]"])
    }

    @Test func aSelfClosedNonVoidElementGetsItsEndTag() {
        let (html, warnings) = repair(#"<td><button aria-label="Play" /></td><svg><path d="M0 0"/></svg><br/>"#)
        #expect(html == #"<td><button aria-label="Play"></button></td><svg><path d="M0 0"/></svg><br/>"#)
        #expect(warnings == ["10:5: <button /> is not a void element; it is published as <button></button> [repaired]"])
    }

    @Test func aStrayParagraphEndIsRemoved() {
        let (html, warnings) = repair("<p>text<ul><li>item</li></ul></p>")
        #expect(html == "<p>text<ul><li>item</li></ul>")
        #expect(warnings == ["10:30: removed </p> that closes no paragraph [repaired]"])
    }

    /// The older site's modal example closes its `<div>` with `</section>`: published as written,
    /// that end tag closed the theme's tab panel around the content.
    @Test func anEndTagClosingNoContentElementIsRemoved() {
        let (html, warnings) = repair("<dialog><div>x</section></dialog></span>a<br></br>")
        #expect(html == "<dialog><div>x</div></dialog>a<br></br>")
        #expect(warnings == [
            "10:15: removed </section> that closes no element opened in the content [repaired]",
            "10:25: <div> is not closed; it is closed before </dialog> [repaired]",
            "10:34: removed </span> that closes no element opened in the content [repaired]",
        ])
    }

    // MARK: - Attributes

    @Test func aRoleOnAnImageWithEmptyAltIsRemoved() {
        let (html, warnings) = repair(#"<img src="a.svg" role="img" alt=""><img src="b.svg" role="presentation" alt="">"#)
        #expect(html == #"<img src="a.svg" alt=""><img src="b.svg" role="presentation" alt="">"#)
        #expect(warnings == ["10:1: removed role=\"img\" from an <img> with empty alt [repaired]"])
    }

    @Test func aDialogLosesItsRedundantRoleAndAriaModal() {
        let (html, warnings) = repair(#"<dialog role="dialog" aria-modal="true" aria-label="Wait">x</dialog>"#)
        #expect(html == #"<dialog aria-label="Wait">x</dialog>"#)
        #expect(warnings == ["10:1: removed role=\"dialog\" from <dialog>, which has that role already [repaired]",
                             "10:1: removed aria-modal from <dialog> [repaired]"])
    }

    @Test func aMisspelledScopeIsCorrectedAndAnUnknownOneRemoved() {
        let (html, warnings) = repair(#"<table><tr><th scope="column">A</th><th scope="side">B</th></tr></table>"#)
        #expect(html == #"<table><tr><th scope="col">A</th><th>B</th></tr></table>"#)
        #expect(warnings == ["10:12: scope=\"column\" on <th> is not a scope; written as scope=\"col\" [repaired]",
                             "10:37: removed scope=\"side\" from <th> [repaired]"])
    }

    @Test func attributesTheElementDoesNotHaveAreRemoved() {
        let (html, warnings) = repair(#"<div type="button" tabindex="0">x</div><select min="1" max="3"><option>1</option></select><ol type="a"></ol>"#)
        #expect(html == #"<div tabindex="0">x</div><select><option>1</option></select><ol type="a"></ol>"#)
        #expect(warnings == ["10:1: removed attribute type, which <div> does not have [repaired]",
                             "10:40: removed attribute max, which <select> does not have [repaired]",
                             "10:40: removed attribute min, which <select> does not have [repaired]"].sorted())
    }

    @Test func ariaValueLimitsGiveWayToNativeOnes() {
        let (html, warnings) = repair(#"<progress value="5" max="10" aria-valuemax="10" aria-valuenow="5"></progress>"#)
        #expect(html == #"<progress value="5" max="10" aria-valuenow="5"></progress>"#)
        #expect(warnings == ["10:1: removed aria-valuemax from <progress>, which has a max attribute [repaired]"])
    }

    @Test func reactClassNameJoinsAnExistingClass() {
        let (html, warnings) = repair(#"<button className="accordion" type="button" class="menu">x</button>"#)
        #expect(html == #"<button type="button" class="menu accordion">x</button>"#)
        #expect(warnings.isEmpty)
    }

    @Test func unreadableCSSDeclarationsAreRemoved() {
        let (html, warnings) = repair(#"<table style="background: /img/bg.png; color: red"><tr><td style="border:1px solid type=">x</td></tr></table>"#)
        #expect(html == #"<table style="color: red"><tr><td>x</td></tr></table>"#)
        #expect(warnings == ["10:1: removed invalid CSS declaration \"background: /img/bg.png\" from a style attribute [repaired]",
                             "10:56: removed invalid CSS declaration \"border:1px solid type=\" from a style attribute [repaired]"])
        let (kept, none) = repair(#"<p style="background: url(/img/bg.png) no-repeat; width: calc(100% / 2)">x</p>"#)
        #expect(kept == #"<p style="background: url(/img/bg.png) no-repeat; width: calc(100% / 2)">x</p>"#)
        #expect(none.isEmpty)
    }
}

@Suite struct FailingExampleColumnTests {
    @Test func cellsUnderAFailHeaderAreInertAndOthersAreNot() {
        let table = """
        <table><thead><tr><th scope="col">
          Pass
        </th><th scope="col">Fail</th></tr></thead>
        <tbody><tr><td><button aria-label="Play">▶</button></td><td><button></button></td></tr></tbody></table>
        """
        let (html, warnings) = repair(table)
        #expect(html.contains(#"<td><button aria-label="Play">▶</button></td><td class="demo-fail" inert><button></button></td>"#))
        #expect(warnings.isEmpty)
        let (plain, _) = repair("<table><tr><th>Failure mode</th><th>Fix</th></tr><tr><td>a</td><td>b</td></tr></table>")
        #expect(!plain.contains("inert"))
    }
}
