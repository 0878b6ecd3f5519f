"""Copy and collect (themes/default/assets/collect.js, my-criteria.html).

Copy puts a tab's Markdown on the clipboard as a ticket wants it; Save keeps it in
localStorage for my-criteria.html, which groups saved sections per tab and can
remove them, copy them all and download them as my-criteria.md.

The expected text is built here from the content file, independently of the build.
"""
from __future__ import annotations

import functools
import http.server
import re
import subprocess
import threading

import pytest
from playwright.sync_api import expect

from conftest import REPO_ROOT, QuietHandler, criteria_binary
from test_axe import run_axe
from test_layout import NARROW, horizontal_overflow

MY_CRITERIA = "my-criteria.html"
LINK = "native/controls/link/index.html"
TEXT_INPUT = "native/controls/text-input/index.html"
ROW_BUTTON = "native/controls/table-row-button/index.html"
# The saved items, as a page with collect.js reads them (a key per site folder).
STORED = "JSON.parse(localStorage.getItem(criteriaCollect.storeKey))"
CLIPBOARD = ["clipboard-read", "clipboard-write"]
FEATURES = REPO_ROOT / "Tests" / "EndToEndTests" / "Sites" / "features" / "content"
COPY_HINT = "Press Ctrl+C (⌘C on a Mac) to copy the selected text."


def section_markdown(page_path: str, heading: str) -> str:
    """The lines under `## heading` in the page's content file, up to the next `## `."""
    name = page_path.split("/")[-2]
    source = (REPO_ROOT / "content" / "native" / "controls" / f"{name}.md").read_text(encoding="utf-8")
    match = re.search(rf"^## {heading}\n(.*?)(?=^## |\Z)", source, re.S | re.M)
    assert match, f"{name}.md has no ## {heading} section"
    return match.group(1).strip()


def ticket_text(site, page_path: str, title: str, heading: str) -> str:
    """What Copy puts on the clipboard: heading line, Markdown, the section's full URL."""
    url = f"{site.url(page_path)}#{heading.lower()}"
    return f"## {title} — {heading}\n\n{section_markdown(page_path, heading)}\n\n{url}\n"


def open_tab(page, label: str) -> None:
    """Opens the tab of that label; a page of one section shows it with no tab list."""
    if page.get_by_role("tablist").count() == 0:
        expect(page.get_by_role("heading", name=label, level=2)).to_be_visible()
        return
    page.get_by_role("tab", name=label).click()
    expect(page.get_by_role("tab", name=label)).to_have_attribute("aria-selected", "true")


def press_on_tab(page, site, page_path: str, label: str, name: str, state: str):
    """Opens a page's tab and presses its button `name`, whose `state` attribute (aria-pressed
    or aria-expanded) must go from false to true; returns the button."""
    page.goto(site.url(page_path))
    open_tab(page, label)
    button = page.get_by_role("button", name=name)
    expect(button).to_have_attribute(state, "false")
    button.click()
    expect(button).to_have_attribute(state, "true")
    return button


def save(page, site, page_path: str, label: str) -> None:
    press_on_tab(page, site, page_path, label, f"Save {label} criteria", "aria-pressed")
    expect(page.locator(f"#{label.lower()} .collect-status")).to_have_text("Saved to My criteria")


def saved_items(page) -> list[dict]:
    return page.evaluate(f"{STORED}.items")


def make_saved_text_old(page, key: str) -> None:
    """Gives a saved item other Markdown than its page's, as a rebuild since saving would."""
    page.evaluate("""key => {
        const data = JSON.parse(localStorage.getItem(criteriaCollect.storeKey));
        data.items.forEach(item => { if (item.key === key) item.markdown = 'The text as it was saved.'; });
        localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(data));
    }""", key)


# --------------------------------------------------------------------------- #
# Copy                                                                         #
# --------------------------------------------------------------------------- #


def test_copy_on_a_gherkin_tab_puts_the_section_on_the_clipboard_and_says_copied(http_site, new_page):
    page = new_page(permissions=CLIPBOARD)
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    page.get_by_role("button", name="Copy Gherkin criteria").click()

    status = page.locator("#gherkin [role=status]")
    expect(status).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == ticket_text(http_site, LINK, "Link", "Gherkin")
    assert page.locator("#gherkin textarea").count() == 0, "the fallback showed although the clipboard worked"


def test_copy_uses_the_canonical_address_when_the_site_has_a_base_url(tmp_path, new_page):
    # The feature fixture site sets base-url: https://intranet.example.com/a11y/
    output = tmp_path / "public"
    result = subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(FEATURES), "--output", str(output)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    page = new_page(permissions=CLIPBOARD)
    page.goto((output / "web" / "button" / "index.html").as_uri())
    open_tab(page, "Criteria")
    page.get_by_role("button", name="Copy criteria", exact=True).click()
    expect(page.locator("#criteria [role=status]")).to_have_text("Copied")
    text = page.evaluate("navigator.clipboard.readText()")
    assert text.startswith("## Button — Criteria\n\n")
    assert text.endswith("\n\nhttps://intranet.example.com/a11y/web/button/#criteria\n")


def test_a_copied_tabs_links_to_pages_lead_there_from_where_the_site_is_read(tmp_path, new_page):
    # Without a base-url a tab's links to the site's pages are written from its root; over HTTP
    # the address the site was opened at goes before them, as the checks' exports put it, so a
    # ticket's link leads to the page. From a file they stay as the exports write them.
    content = tmp_path / "content" / "web"
    content.mkdir(parents=True)
    (content / "button.md").write_text("## Condensed\n\n- Tab: moves as on [the link page](link.md) and [again][l]\n"
                                       "- Space: as `link.md` says\n\n[l]: link.md\n")
    (content / "link.md").write_text("## Condensed\n\n- Tab: moves to the link\n")
    output = tmp_path / "public"
    result = subprocess.run([str(criteria_binary()), "build", "--quiet", "--content", str(tmp_path / "content"), "--output", str(output)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    handler = functools.partial(QuietHandler, directory=str(output))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        host, port = server.server_address[:2]
        for root, link in [(f"http://{host}:{port}/", f"http://{host}:{port}/web/link/index.html"),
                           (output.as_uri() + "/", "web/link/index.html")]:
            page = new_page(permissions=CLIPBOARD)
            page.goto(root + "web/button/index.html")
            if root.startswith("file:"):
                # A file:// page's clipboard depends on the browser's settings: read the text the tab offers.
                text = page.evaluate("JSON.parse(document.querySelector('#condensed .section-source').textContent)")
                assert f"[the link page]({link})" in text and text.endswith(f"[l]: {link}")
                continue
            page.get_by_role("button", name="Copy Condensed criteria", exact=True).click()
            expect(page.locator("#condensed [role=status]")).to_have_text("Copied")
            text = page.evaluate("navigator.clipboard.readText()")
            assert f"[the link page]({link}) and [again][l]" in text
            assert f"[l]: {link}\n" in text
            assert "as `link.md` says" in text, "a link's written form outside a link changed"
    finally:
        server.shutdown()
        server.server_close()


def assert_fallback_selects(page, expected: str) -> None:
    area = page.locator("#gherkin textarea")
    expect(area).to_be_focused()
    expect(area).to_have_js_property("readOnly", True)
    assert area.input_value() == expected
    selection = area.evaluate("a => a.value.slice(a.selectionStart, a.selectionEnd)")
    assert selection == expected, "the text to copy is not selected"
    expect(page.locator("#gherkin .collect-hint")).to_have_text(COPY_HINT)
    expect(page.locator("#gherkin [role=status]")).to_have_text(COPY_HINT)
    # The field's name and description say what it is and what to press.
    expect(area).to_have_accessible_name("Text to copy")
    expect(area).to_have_accessible_description(COPY_HINT)


def test_over_file_urls_where_the_clipboard_is_refused_the_text_is_selected(file_site, new_page):
    # Whether Chromium lets a file:// page write to the clipboard depends on focus and
    # settings, which a test cannot pin down; refuse the way a browser does instead.
    page = new_page()
    page.add_init_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))")
    page.goto(file_site.url(LINK))
    open_tab(page, "Gherkin")
    page.get_by_role("button", name="Copy Gherkin criteria").click()
    assert_fallback_selects(page, ticket_text(file_site, LINK, "Link", "Gherkin"))

    page.get_by_role("button", name="Close text to copy").click()
    expect(page.locator("#gherkin textarea")).to_have_count(0)
    expect(page.get_by_role("button", name="Copy Gherkin criteria")).to_be_focused()


def test_without_a_clipboard_api_the_text_is_selected(http_site, new_page):
    page = new_page()
    page.add_init_script("Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined })")
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    page.get_by_role("button", name="Copy Gherkin criteria").click()
    assert_fallback_selects(page, ticket_text(http_site, LINK, "Link", "Gherkin"))


def test_copy_and_save_are_offered_on_criteria_tabs_only(http_site, page):
    page.goto(http_site.url(LINK))
    for tab in ["Condensed", "Gherkin"]:
        open_tab(page, tab)
        expect(page.get_by_role("button", name=f"Copy {tab} criteria")).to_be_visible()
        expect(page.get_by_role("button", name=f"Save {tab} criteria")).to_be_visible()
    for tab in ["Videos", "iOS Developer Notes", "Android Developer Notes"]:
        open_tab(page, tab)
        panel = page.get_by_role("tabpanel", name=tab)
        expect(panel.locator(".collect-toolbar")).to_have_count(0)


def test_without_javascript_there_are_no_buttons_and_my_criteria_says_it_needs_javascript(site, new_page):
    page = new_page(java_script_enabled=False)
    page.goto(site.url(LINK))
    expect(page.locator(".collect-toolbar")).to_have_count(0)
    expect(page.get_by_role("button", name=re.compile("^(Copy|Save)"))).to_have_count(0)
    page.get_by_role("link", name="My criteria").click()
    expect(page.get_by_text("My criteria needs JavaScript")).to_be_visible()
    expect(page.get_by_role("button", name="Copy all")).to_be_hidden()


# --------------------------------------------------------------------------- #
# Save and My criteria                                                         #
# --------------------------------------------------------------------------- #


def test_saved_sections_are_listed_per_tab_removed_copied_and_downloaded(site, new_page):
    page = new_page(permissions=CLIPBOARD)
    save(page, site, LINK, "Gherkin")
    page.reload()
    expect(page.get_by_role("button", name="Save Gherkin criteria")).to_have_attribute("aria-pressed", "true")
    save(page, site, ROW_BUTTON, "Condensed")
    save(page, site, TEXT_INPUT, "Gherkin")

    # The header link works from a page three folders deep, under a sub-path and on file://.
    page.get_by_role("link", name="My criteria").click()
    assert page.url == site.url(MY_CRITERIA)
    expect(page.get_by_text("My criteria needs JavaScript")).to_be_hidden()
    groups = page.locator("#my-criteria-list h2")
    expect(groups).to_have_text(["Condensed", "Gherkin"])
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Table row button", "Link", "Text input"])
    link = page.locator("#my-criteria-list h3 a", has_text="Link")
    assert link.evaluate("a => a.href") == site.url(LINK) + "#gherkin"

    # Remove the last item: focus moves to Undo (on the next Remove, a second Enter removed
    # that one too, and only the last removal can be taken back), and it is announced.
    page.get_by_role("button", name="Remove Text input — Gherkin").click()
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Table row button", "Link"])
    expect(page.get_by_role("button", name="Undo removing Text input — Gherkin")).to_be_focused()
    expect(page.locator("#my-criteria-status")).to_have_text("Removed Text input — Gherkin. 2 items left. Undo puts it back.")

    # A removal can be taken back: the item returns where it was, with its Remove button focused.
    undo = page.get_by_role("button", name="Undo removing Text input — Gherkin")
    expect(page.locator("#my-criteria-undo-text")).to_have_text("Removed Text input — Gherkin.")
    undo.click()
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Table row button", "Link", "Text input"])
    expect(page.get_by_role("button", name="Remove Text input — Gherkin")).to_be_focused()
    expect(page.locator("#my-criteria-status")).to_have_text("Put back Text input — Gherkin. 3 items saved.")
    expect(undo).to_be_hidden()
    assert page.evaluate(f"{STORED}.items.map(i => i.key)") == [f"{LINK}#gherkin", f"{ROW_BUTTON}#condensed", f"{TEXT_INPUT}#gherkin"]
    # Only the last removal is offered; one saved again meanwhile (in another window) is not stored twice.
    text_input = page.evaluate(f"{STORED}.items.find(i => i.key === '{TEXT_INPUT}#gherkin')")
    link_item = page.evaluate(f"{STORED}.items.find(i => i.key === '{LINK}#gherkin')")
    page.get_by_role("button", name="Remove Link — Gherkin").click()
    page.get_by_role("button", name="Remove Text input — Gherkin").click()
    expect(page.get_by_role("button", name="Undo removing Link — Gherkin")).to_have_count(0)
    page.evaluate(f"""item => {{ const s = {STORED}; s.items.push(item);
                      localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(s)); }}""", text_input)
    page.get_by_role("button", name="Undo removing Text input — Gherkin").click()
    expect(page.locator("#my-criteria-status")).to_have_text("Text input — Gherkin was saved again meanwhile. 2 items saved.")
    assert len(page.evaluate(f"{STORED}.items")) == 2
    page.evaluate(f"""item => {{ const s = {STORED}; s.items = s.items.filter(i => i.key !== item.key).concat([item]);
                      localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(s)); }}""", link_item)
    page.get_by_role("button", name="Remove Text input — Gherkin").click()
    page.reload()
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Table row button", "Link"])
    expect(page.locator("#my-criteria-undo")).to_be_hidden()

    both = ticket_text(site, ROW_BUTTON, "Table row button", "Condensed") + "\n" + ticket_text(site, LINK, "Link", "Gherkin")
    page.get_by_role("button", name="Copy all").click()
    expect(page.locator("#my-criteria-status")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == both

    with page.expect_download() as info:
        page.get_by_role("button", name="Download my-criteria.md").click()
    download = info.value
    assert download.suggested_filename == "my-criteria.md"
    assert open(download.path(), encoding="utf-8").read() == both

    # The pages know what was removed here.
    page.goto(site.url(TEXT_INPUT))
    open_tab(page, "Gherkin")
    expect(page.get_by_role("button", name="Save Gherkin criteria")).to_have_attribute("aria-pressed", "false")


def test_copy_all_names_two_pages_of_one_title_as_the_list_does(http_site, new_page):
    """A product owner's trial: Search (web) and Search (native) saved, the list said so, but
    Copy all and my-criteria.md headed both "## Search — Gherkin"."""
    page = new_page(permissions=CLIPBOARD)
    save(page, http_site, LINK, "Gherkin")
    page.evaluate(f"""() => {{ const s = {STORED}; const web = Object.assign({{}}, s.items[0]);
                      web.path = 'web/component/link/index.html'; web.key = web.path + '#gherkin';
                      s.items.push(web); localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(s)); }}""")
    page.goto(http_site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Link (native)", "Link (web)"])
    page.get_by_role("button", name="Copy all").click()
    expect(page.locator("#my-criteria-status")).to_have_text("Copied")
    headings = [line for line in page.evaluate("navigator.clipboard.readText()").splitlines() if line.startswith("## ")]
    assert headings == ["## Link (native) — Gherkin", "## Link (web) — Gherkin"], headings
    with page.expect_download() as info:
        page.get_by_role("button", name="Download my-criteria.md").click()
    text = open(info.value.path(), encoding="utf-8").read()
    assert [line for line in text.splitlines() if line.startswith("## ")] == headings


def test_one_saved_section_is_copied_on_its_own(http_site, new_page):
    """One section into one ticket: Copy all was the only way to copy from My criteria."""
    page = new_page(permissions=CLIPBOARD)
    save(page, http_site, LINK, "Gherkin")
    save(page, http_site, ROW_BUTTON, "Condensed")
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Copy Link — Gherkin").click()
    expect(page.locator("#my-criteria-status")).to_have_text("Copied Link — Gherkin.")
    assert page.evaluate("navigator.clipboard.readText()") == ticket_text(http_site, LINK, "Link", "Gherkin")
    # Where the clipboard says no, the text is shown under the item, and Close goes back to its Copy.
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError')); }")
    item = page.locator(".my-criteria-item", has=page.get_by_role("link", name="Table row button"))
    page.get_by_role("button", name="Copy Table row button — Condensed").click()
    text = item.get_by_role("textbox", name="Text to copy")
    expect(text).to_be_focused()
    assert text.input_value() == ticket_text(http_site, ROW_BUTTON, "Table row button", "Condensed")
    item.get_by_role("button", name="Close text to copy").click()
    expect(page.get_by_role("button", name="Copy Table row button — Condensed")).to_be_focused()


def test_removing_one_of_two_pages_of_a_title_names_it_as_the_list_did(http_site, page):
    """A reader's trial: with Link (native) and Link (web) saved, removing one said "Removed Link
    — Gherkin" (the list, drawn again, had one Link left), while Undo named "Link (native)"."""
    save(page, http_site, LINK, "Gherkin")
    page.evaluate(f"""() => {{ const s = {STORED}; const web = Object.assign({{}}, s.items[0]);
                      web.path = 'web/component/link/index.html'; web.key = web.path + '#gherkin';
                      s.items.push(web); localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(s)); }}""")
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Remove Link (native) — Gherkin").click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        "Removed Link (native) — Gherkin. 1 item left. Undo puts it back.")
    undo = page.get_by_role("button", name="Undo removing Link (native) — Gherkin")
    expect(undo).to_be_focused()
    expect(page.locator("#my-criteria-list h3")).to_have_text(["Link"])
    # Put back where storage is refused: named so still, and its text to copy headed so.
    page.evaluate("() => { Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; }")
    undo.click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        "Could not put back Link (native) — Gherkin: this browser does not allow storage here. Its text is shown to copy.")
    assert "## Link (native) — Gherkin" in page.get_by_role("textbox", name="Text to copy").input_value()


def test_an_undo_the_browser_cannot_store_shows_the_text_to_copy(http_site, page):
    save(page, http_site, LINK, "Gherkin")
    saved = saved_items(page)[0]["markdown"]
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Remove Link — Gherkin").click()
    page.evaluate("() => { Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; }")
    undo = page.get_by_role("button", name="Undo removing Link — Gherkin")
    undo.click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        "Could not put back Link — Gherkin: this browser does not allow storage here. Its text is shown to copy.")
    text = page.get_by_role("textbox", name="Text to copy")
    expect(text).to_be_focused()
    assert saved.strip().splitlines()[-1] in text.input_value()
    expect(undo).to_be_visible()   # still offered, once storage allows it


def test_save_again_unsaves_and_nothing_is_stored_twice(http_site, page):
    save(page, http_site, LINK, "Gherkin")
    page.reload()
    open_tab(page, "Gherkin")
    button = page.get_by_role("button", name="Save Gherkin criteria")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#gherkin [role=status]")).to_have_text("Removed from My criteria")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    keys = page.evaluate(f"{STORED}.items.map(i => i.key)")
    assert keys == [f"{LINK}#gherkin"]


def test_keyboard_alone_saves_and_removes(http_site, page):
    page.goto(http_site.url(LINK))
    page.get_by_role("tab", name="Condensed").focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Gherkin")).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Tab")   # into the open panel
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Copy Gherkin criteria")).to_be_focused()
    page.keyboard.press("Tab")
    save_button = page.get_by_role("button", name="Save Gherkin criteria")
    expect(save_button).to_be_focused()
    outline = save_button.evaluate("b => getComputedStyle(b).outlineStyle + ' ' + getComputedStyle(b).outlineWidth")
    assert outline.split()[0] != "none" and float(outline.split()[1].rstrip("px")) >= 2, f"no visible focus: {outline}"
    page.keyboard.press("Space")
    expect(save_button).to_have_attribute("aria-pressed", "true")

    page.goto(http_site.url(MY_CRITERIA))
    remove = page.get_by_role("button", name="Remove Link — Gherkin")
    for _ in range(40):   # Tab through the page until Remove has focus
        page.keyboard.press("Tab")
        if remove.evaluate("b => b === document.activeElement"):
            break
    expect(remove).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#my-criteria-empty")).to_be_visible()
    expect(page.get_by_role("button", name="Undo removing Link — Gherkin")).to_be_focused()
    expect(page.locator("#my-criteria-status")).to_have_text("Removed Link — Gherkin. Nothing saved now. Undo puts it back.")
    expect(page.get_by_role("button", name="Copy all")).to_be_hidden()
    # A second Enter, pressed by mistake, takes the removal back rather than removing more.
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Remove Link — Gherkin")).to_be_focused()


def test_buttons_are_at_least_24_px(http_site, page):
    save(page, http_site, LINK, "Gherkin")
    targets = [page.get_by_role("button", name="Copy Gherkin criteria"), page.get_by_role("button", name="Save Gherkin criteria"),
               page.get_by_role("link", name="My criteria")]
    page.goto(http_site.url(MY_CRITERIA))
    targets += [page.get_by_role("button", name=n) for n in ["Copy all", "Download my-criteria.md", "Remove Link — Gherkin"]]
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    for target in targets[:3]:
        box = target.bounding_box()
        assert box["width"] >= 24 and box["height"] >= 24, f"{target}: {box}"
    page.goto(http_site.url(MY_CRITERIA))
    for target in targets[3:]:
        box = target.bounding_box()
        assert box["width"] >= 24 and box["height"] >= 24, f"{target}: {box}"


@pytest.fixture(params=["light", "dark"])
def color_scheme(request) -> str:
    return request.param


def test_my_criteria_and_a_saved_tab_have_no_axe_violations(http_site, new_page, axe, color_scheme):
    page = new_page(color_scheme=color_scheme)
    save(page, http_site, LINK, "Gherkin")
    reports = run_axe(axe, page, f"{LINK} Gherkin saved ({color_scheme})")
    save(page, http_site, TEXT_INPUT, "Condensed")
    page.goto(http_site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-list h3")).to_have_count(2)
    reports += run_axe(axe, page, f"{MY_CRITERIA} with two items ({color_scheme})")
    report = "\n".join(reports)
    assert not reports, f"axe found WCAG A/AA violations:\n{report}"


def test_my_criteria_with_items_and_the_copy_fallback_fit_320_px(http_site, new_page):
    page = new_page(viewport=NARROW)
    page.add_init_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))")
    save(page, http_site, LINK, "Gherkin")
    page.get_by_role("button", name="Copy Gherkin criteria").click()
    expect(page.locator("#gherkin textarea")).to_be_focused()
    assert (overflow := horizontal_overflow(page)) is None, overflow
    page.goto(http_site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-list h3")).to_have_count(1)
    expect(page.get_by_role("link", name="My criteria")).to_have_attribute("aria-current", "page")
    page.get_by_role("button", name="Copy all").click()
    expect(page.locator("#my-criteria-fallback textarea")).to_be_focused()
    assert (overflow := horizontal_overflow(page)) is None, overflow


def test_a_save_in_another_window_shows_up_in_open_pages(http_site, page):
    my_criteria = page.context.new_page()
    my_criteria.goto(http_site.url(MY_CRITERIA))
    expect(my_criteria.locator("#my-criteria-empty")).to_be_visible()
    save(page, http_site, LINK, "Gherkin")
    expect(my_criteria.locator("#my-criteria-list h3")).to_have_text(["Link"])
    my_criteria.get_by_role("button", name="Remove Link — Gherkin").click()
    expect(page.get_by_role("button", name="Save Gherkin criteria")).to_have_attribute("aria-pressed", "false")
