"""Test plans: plan.html (themes/default/assets/plan.js), My criteria's check exports and
`criteria plan` (docs/plans.md).

The builder's downloads are compared with `criteria plan` byte for byte; the printed plan is
read back from Chromium's PDF; the shared address restores the choices.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from conftest import REPO_ROOT, checks_js_data, criteria_binary
from corpus_site import corpus_site, require_corpus  # noqa: F401  (fixture)
from test_axe import run_axe
from test_collect import CLIPBOARD, LINK, MY_CRITERIA, STORED, make_saved_text_old, open_tab, press_on_tab, save, saved_items
from test_html_validity import vnu  # noqa: F401  (fixture)

PLAN = "plan.html"
CHOICES = ["csv-generic", "csv-testrail", "csv-azure", "csv-xray", "markdown", "jira", "text"]


def criteria_plan(*arguments: str) -> bytes:
    """`criteria plan` on content/ (standard output)."""
    command = [str(criteria_binary()), "plan", "--content", str(REPO_ROOT / "content"), *arguments]
    result = subprocess.run(command, capture_output=True)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout


def site_links(site) -> list[str]:
    """What `criteria plan` needs to write the links of a file made on `site` (content/ sets no
    base-url): over HTTP, the address the site was opened at; from file://, none."""
    return [] if site.is_file else ["--base-url", site.url("")]


def links_note(site, what: str) -> str:
    """What the note by a download says of its links (plan-format.js's addressNote)."""
    if site.is_file:
        return f"{what} start at this site's root: the site sets no base-url to put its address before them."
    return f"{what} start with {site.url('')}, the address this page was opened at: the site sets no base-url to name where it is published."


def cli_arguments(choice: str) -> list[str]:
    if choice.startswith("csv-"):
        return ["--format", "csv", "--profile", choice[4:]]
    return ["--format", choice]


def exported_checks() -> list[dict]:
    command = [str(criteria_binary()), "export", "--format", "json", "--content", str(REPO_ROOT / "content")]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return [check for page in json.loads(result.stdout)["pages"] for check in page.get("checks", [])]


def open_builder(page, site, fragment: str = ""):
    page.goto(site.url(PLAN) + fragment)
    expect(page.locator("#plan-builder")).to_be_visible()
    expect(page.locator("#plan-count")).to_contain_text("check")


def count_text(page) -> str:
    return page.locator("#plan-count").inner_text()


# --------------------------------------------------------------------------- #
# The builder                                                                  #
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("choice", CHOICES)
def test_the_download_is_what_criteria_plan_writes(site, new_page, choice):
    page = new_page(accept_downloads=True)
    open_builder(page, site)
    page.get_by_role("checkbox", name="Web").uncheck()
    page.get_by_role("checkbox", name="iOS").uncheck()
    page.get_by_role("checkbox", name="Criteria").uncheck()
    page.get_by_label("Download as").select_option(choice)
    expect(page.get_by_role("button", name="Download")).to_have_accessible_description(links_note(site, "Links in a downloaded plan"))
    with page.expect_download() as info:
        page.get_by_role("button", name="Download").click()
    download = info.value
    expected = criteria_plan("--platform", "android", "--include", "condensed,gherkin", *cli_arguments(choice), *site_links(site))
    assert Path(download.path()).read_bytes() == expected
    # content/ is in this repository's git work tree, so its pages have dates; Azure's profile has none.
    assert (re.search(rb"20\d\d-\d\d-\d\d", expected) is None) == (choice == "csv-azure")
    assert download.suggested_filename.startswith("test-plan")
    expect(page.locator("#plan-done")).to_have_text(re.compile(rf"^Downloaded {re.escape(download.suggested_filename)}: \d+ checks\.$"))
    # The count stays the plan's.
    expect(page.locator("#plan-count")).to_have_text(re.compile(r"^\d{1,3}(,\d{3})* checks on \d{1,3}(,\d{3})* pages\.$"))
    page.get_by_role("checkbox", name="Gherkin").uncheck()
    expect(page.locator("#plan-done")).to_be_empty()   # a changed plan is not what was downloaded


def test_the_whole_plan_matches_the_export_and_the_byte_order_mark_is_optional(site, new_page):
    page = new_page(accept_downloads=True)
    open_builder(page, site)
    checks = exported_checks()
    assert checks, "content/ has checks"
    pages = {check["page"] for check in checks}
    expect(page.locator("#plan-count")).to_have_text(f"{len(checks)} checks on {len(pages)} pages.")
    expect(page.locator(".plan-table tbody tr")).to_have_count(len(checks))
    page.get_by_role("checkbox", name="Byte order mark (for Excel)").check()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download").click()
    data = Path(info.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert data == criteria_plan("--format", "csv", "--bom", *site_links(site))
    # The mark is for a CSV only: the box is off while another format is chosen.
    bom = page.get_by_role("checkbox", name="Byte order mark (for Excel)")
    page.get_by_label("Download as").select_option("markdown")
    expect(bom).to_be_disabled()
    expect(bom).not_to_be_checked()   # a disabled ticked box would say a mark is written
    page.get_by_label("Download as").select_option("csv-testrail")
    expect(bom).to_be_enabled()
    expect(bom).to_be_checked()
    # A shared address asking for a mark with plain text: the box is off and unticked, and the
    # mark comes back with a CSV.
    open_builder(page, site, "#f=text&bom=1")
    expect(bom).to_be_disabled()
    expect(bom).not_to_be_checked()
    page.get_by_label("Download as").select_option("csv-generic")
    expect(bom).to_be_checked()


def test_a_plan_redrawn_from_the_address_keeps_focus_in_it(site, page):
    open_builder(page, site)
    links = page.locator("#plan-results a[href]")
    links.nth(0).focus()   # the first page's link, which a plan of Gherkin scenarios keeps
    href = links.nth(0).get_attribute("href")
    page.evaluate("location.hash = location.hash.replace('s=condensed%2C', 's=')")   # as Back or a pasted link would
    page.wait_for_function("document.activeElement !== document.body", timeout=5_000)
    assert page.evaluate("document.activeElement.closest('#plan-results') !== null"), "focus stays in the plan"
    assert page.evaluate("document.activeElement.getAttribute('href')") == href, "on the same link"


CITING_PAGE = """---
title: Citations
---
## Condensed

1. Keyboard

   - Tab: focus moves (WCAG 2.4.7)
   - Enter: activates it (2.1.1)
   - Space: activates it too

## WCAG

- WCAG 2.1.1 Keyboard (Level A)
- WCAG 4.1.2 Name, Role, Value (Level A)
"""


def test_checks_js_once_loaded_holds_the_exports_checks(site, new_page):
    """checks.js leaves out what a check repeats from its page (its page and URL) and puts it back
    as it loads: what the builder reads is the export's checks, field for field."""
    page = new_page()
    page.goto(site.url(PLAN))
    expect(page.locator("#plan-count")).to_contain_text("check")
    assert page.evaluate("criteriaChecks.pages.flatMap(page => page.checks)") == exported_checks()


def test_a_number_the_check_shows_is_left_out_as_criteria_plan_leaves_it(http_site, new_page, tmp_path):
    """Issue 46: the lists do not write a number again after a check that shows it. No check of
    content/ cites a criterion, so the checks come from a folder of their own, through plan-format.js."""
    (tmp_path / "web").mkdir()
    (tmp_path / "web/citing.md").write_text(CITING_PAGE)

    def plan(*arguments: str) -> bytes:
        command = [str(criteria_binary()), "plan", "--content", str(tmp_path), *arguments]
        return subprocess.run(command, capture_output=True, check=True).stdout

    checks = json.loads(plan("--format", "json"))["checks"]
    page = new_page()
    open_builder(page, http_site)
    for choice in ["markdown", "jira", "text"]:
        written = page.evaluate("([checks, format]) => window.criteriaPlanFormat.write(checks, format)", [checks, choice])
        assert written.encode() == plan("--format", choice), choice
    assert plan("--format", "markdown").endswith(b"- [ ] Tab: focus moves (WCAG 2.4.7)\n- [ ] Enter: activates it (2.1.1) (WCAG 4.1.2)\n"
                                                 b"- [ ] Space: activates it too (WCAG 2.1.1, 4.1.2)\n")


def test_choices_update_the_plan_without_moving_focus_and_the_address_restores_them(http_site, new_page):
    page = new_page()
    open_builder(page, http_site)
    everything = count_text(page)
    gherkin = page.get_by_role("checkbox", name="Gherkin")
    gherkin.focus()
    page.keyboard.press("Space")
    expect(gherkin).not_to_be_checked()
    expect(page.locator("#plan-count")).not_to_have_text(everything)
    expect(gherkin).to_be_focused()
    page.get_by_label("Pages whose title or path has the words").fill("link")
    expect(page.locator(".plan-table caption a")).to_have_text(["Link"])
    date = subprocess.run(["git", "log", "-1", "--format=%cs", "--", "content/native/controls/link.md"], cwd=REPO_ROOT,
                          capture_output=True, text=True, check=True).stdout.strip()
    expect(page.locator(".plan-table caption time")).to_have_attribute("datetime", date)
    expect(page.get_by_label("Pages whose title or path has the words")).to_be_focused()
    chosen = count_text(page)
    shared = page.url
    assert "s=condensed%2Ccriteria" in shared and "q=link" in shared

    other = new_page()
    other.goto(shared)
    expect(other.locator("#plan-count")).to_have_text(chosen)
    expect(other.get_by_role("checkbox", name="Gherkin")).not_to_be_checked()
    expect(other.get_by_label("Pages whose title or path has the words")).to_have_value("link")


@pytest.mark.parametrize("width", [390, 1280])
def test_the_plans_links_say_where_they_go_and_are_one_tab_stop(http_site, new_page, width):
    page = new_page(viewport={"width": width, "height": 800})
    open_builder(page, http_site)
    check = exported_checks()[0]
    link = page.locator(f'.plan-table a[href$="#{check["id"]}"]')
    expect(link).to_have_text(check["id"])
    name = link.get_attribute("aria-label")
    assert name.startswith(check["id"] + ": ") and check["text"] in name and "(Link page)" in name, \
        "the name starts with the visible ID (WCAG 2.5.3) and names the check and its page"
    links = page.locator("#plan-results a[href]")
    assert links.count() > 40
    stops = page.evaluate("[...document.querySelectorAll('#plan-results a[href]')].filter(a => a.tabIndex === 0).length")
    assert stops == 1, "the plan's links are one Tab stop"
    page.get_by_role("button", name="Audit these checks").focus()
    page.keyboard.press("Tab")
    expect(links.first).to_be_focused()
    # Each link says how to reach the others, as a criteria tab's check links do.
    keys = page.locator("#plan-keys-hint").inner_text()
    assert "↑ and ↓" in keys
    expect(links.first).to_have_accessible_description(keys)
    expect(link).to_have_accessible_description(keys)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.site-footer') !== null"), \
        "the next Tab is past the plan at any width: a table wider than the column is no Tab stop of its own"
    page.keyboard.press("Shift+Tab")
    expect(links.first).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(links.nth(1)).to_be_focused()
    page.keyboard.press("End")
    expect(links.last).to_be_focused()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.site-footer') !== null"), "the next Tab is past the plan"
    page.keyboard.press("Shift+Tab")
    expect(links.last).to_be_focused()
    page.get_by_role("checkbox", name="Gherkin").click()   # a redrawn plan starts at its first link again
    stops = page.evaluate("[...document.querySelectorAll('#plan-results a[href]')].filter(a => a.tabIndex === 0)"
                          ".map(a => a === document.querySelector('#plan-results a[href]'))")
    assert stops == [True]


def test_the_count_is_said_again_only_when_it_changes(site, page):
    """Typing slowly in the page search redraws the plan at every pause; its live count is set again only
    when it says something new, as a screen reader reads out a region's text set again."""
    open_builder(page, site)
    page.evaluate("""() => {
        window.__said = [];
        const count = document.getElementById('plan-count');
        new MutationObserver(() => window.__said.push(count.textContent))
            .observe(count, { childList: true, characterData: true, subtree: true });
    }""")
    page.get_by_label("Pages whose title or path has the words").press_sequentially("text input", delay=350)
    page.wait_for_timeout(300)
    said = page.evaluate("window.__said")
    assert said and len(said) == len(set(said)), f"each count once, in turn: {said}"


def test_an_unknown_criterion_or_an_empty_choice_is_a_notice_and_no_download(http_site, new_page):
    page = new_page(accept_downloads=True)
    open_builder(page, http_site)
    field = page.get_by_label("WCAG success criteria")
    # While the number is being typed, no alert interrupts: the count says no check is chosen.
    field.press_sequentially("9.9.", delay=400)
    expect(page.locator("#plan-count")).to_have_text("No checks chosen.")
    page.wait_for_timeout(400)
    expect(page.locator("#plan-notice")).to_have_text("")
    expect(field).not_to_have_attribute("aria-invalid", "true")
    # A whole number that is no criterion is said politely as it is typed, and the field marked.
    field.press_sequentially("9")
    expect(page.locator("#plan-count")).to_have_text("No checks chosen: 9.9.9 is not a WCAG 2.2 success criterion.")
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#plan-notice")).to_have_text("")
    field.press("Enter")
    expect(page.get_by_role("alert")).to_have_text("Unknown WCAG success criterion 9.9.9. Write WCAG 2.2 numbers such as 2.4.7.")
    expect(field).to_have_attribute("aria-describedby", "plan-wcag-hint plan-notice")
    expect(page.locator(".plan-table")).to_have_count(0)
    expect(page.locator("#plan-scope")).to_have_text("")
    downloads = []
    page.on("download", lambda download: downloads.append(download))
    page.get_by_role("button", name="Download").click()
    page.wait_for_timeout(300)
    assert downloads == []
    page.get_by_label("WCAG success criteria").fill("4.1.1")
    page.get_by_label("WCAG success criteria").blur()
    expect(page.get_by_role("alert")).to_have_text("WCAG 2.2 removed 4.1.1 Parsing (obsolete), so no check cites it. "
                                                    "Leave it out, or write WCAG 2.2 numbers such as 2.4.7.")
    expect(page.locator(".plan-table")).to_have_count(0)
    field.fill("2.4.7")
    field.press("Enter")
    expect(field).not_to_have_attribute("aria-invalid", "true")
    expect(field).to_have_attribute("aria-describedby", "plan-wcag-hint")
    # Criteria that no chosen check cites are named: choosing more pages would not help.
    page.get_by_label("WCAG success criteria").fill("3.3.8")
    page.get_by_label("WCAG success criteria").press("Enter")
    expect(page.get_by_role("alert")).to_have_text("No check of these choices cites 3.3.8, so there is nothing to download. "
                                                    "Pages may cite it outside their checks: the WCAG index lists them.")
    page.get_by_label("WCAG success criteria").fill("")
    # A page search that finds no page says so, not that no check matches.
    search = page.get_by_label("Pages whose title or path has the words")
    search.fill("zzz")
    # While typing, no alert; the count says why nothing is chosen.
    expect(page.locator("#plan-count")).to_have_text("No checks chosen: no page title or path has \u201czzz\u201d.")
    search.press("Enter")
    expect(page.get_by_role("alert")).to_have_text("No page of these choices has \u201czzz\u201d in its title or path, so there is "
                                                    "nothing to download. Words match as they start: form finds Forms.")
    search.fill("")
    for name in ["Condensed", "Gherkin", "Criteria"]:
        page.get_by_role("checkbox", name=name).uncheck()
    expect(page.get_by_role("alert")).to_contain_text("No check matches these choices")


def test_an_unknown_profile_in_the_address_is_a_notice(http_site, new_page):
    page = new_page()
    open_builder(page, http_site, "#f=csv-excel")
    expect(page.get_by_role("alert")).to_have_text(
        "This address asks for the download format csv-excel, which the builder does not know (it knows csv-generic, "
        "csv-testrail, csv-azure, csv-xray, markdown, jira, text); CSV is chosen instead.")
    expect(page.get_by_label("Download as")).to_have_value("csv-generic")


def test_csv_alone_in_the_address_is_the_generic_profile(http_site, new_page):
    page = new_page()
    open_builder(page, http_site, "#f=jira")
    expect(page.get_by_label("Download as")).to_have_value("jira")
    page.goto("about:blank")
    open_builder(page, http_site, "#f=csv")
    expect(page.get_by_label("Download as")).to_have_value("csv-generic")
    expect(page.locator("#plan-notice")).to_have_text("")


def test_a_category_without_checks_says_so(tmp_path, page):
    """A category of guides alone stays a choice (an address may name it) but is marked, so
    choosing it alone is not a surprise; so is a kind of section no page writes."""
    criteria = str(criteria_binary())
    subprocess.run([criteria, "init", "site"], cwd=tmp_path, capture_output=True, check=True)
    guides = tmp_path / "site/content/guides"
    guides.mkdir()
    (guides / "reading.md").write_text("---\ntitle: Reading a page\n---\n## General Notes\n\nHow to read a criteria page.\n")
    for source in (tmp_path / "site/content").rglob("*.md"):   # no page has a Gherkin section
        text = source.read_text(encoding="utf-8")
        source.write_text(re.sub(r"^## Gherkin\n.*?(?=^## |\Z)", "", text, flags=re.S | re.M), encoding="utf-8")
    subprocess.run([criteria, "build"], cwd=tmp_path / "site", capture_output=True, check=True)
    page.goto((tmp_path / "site/public" / PLAN).as_uri())
    expect(page.locator("#plan-count")).to_contain_text("check")
    labels = page.locator("label.plan-choice:has(input[name=category])")
    expect(labels.filter(has=page.locator("input[value=guides]"))).to_have_text(re.compile(r"\(no checks\)$"))
    expect(labels.filter(has_text="(no checks)")).to_have_count(1)
    # So is a kind of section no page of the site writes.
    kinds = page.evaluate("[...new Set(window.criteriaChecks.pages.flatMap(p => p.checks.map(c => c.section)))]")
    marked = page.evaluate("[...document.querySelectorAll('label.plan-choice')].filter(l => l.querySelector('input[name=section]'))"
                           ".map(l => [l.querySelector('input').value, l.textContent.trim().endsWith('(no checks)')])")
    assert "gherkin" not in kinds and len(marked) == 3 and all(mark == (value not in kinds) for value, mark in marked), (marked, kinds)


def test_a_criterion_filter_keeps_the_checks_that_cite_it(starter_site, new_page):
    """The starter site's checks cite success criteria (content/'s do not). The site's own
    content folder, outside git as the site was built: no dates on either side. The number is
    written as people write it, labelled and named; the builder and `criteria plan` read only it."""
    content = starter_site.parent / "content"
    command = [str(criteria_binary()), "export", "--format", "json", "--content", str(content)]
    checks = [c for p in json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)["pages"]
              for c in p["checks"]]
    number = sorted({n for check in checks for n in check["wcag"]})[0]
    cited = sum(number in c["wcag"] for c in checks)
    page = new_page(accept_downloads=True)
    page.goto((starter_site / PLAN).as_uri() + "#wcag=" + quote(f"Success Criterion {number} Its Name"))
    expect(page.locator(".plan-table tbody tr")).to_have_count(cited)
    with page.expect_download() as info:
        page.get_by_role("button", name="Download").click()
    expected = subprocess.run([str(criteria_binary()), "plan", "--content", str(content), "--wcag", f"WCAG 2.2 SC {number};",
                               "--format", "csv"], capture_output=True, check=True).stdout
    assert Path(info.value.path()).read_bytes() == expected

    field = page.get_by_label("WCAG success criteria")
    field.fill(f"WCAG 2.2 SC {number}")   # the version after "WCAG" is no criterion
    expect(page).to_have_url(re.compile("wcag=" + re.escape(quote(f"WCAG 2.2 SC {number}"))))
    expect(page.locator(".plan-table tbody tr")).to_have_count(cited)
    expect(page.locator("#plan-notice")).to_have_text("")
    shared = new_page()
    shared.goto(page.url)
    expect(shared.get_by_label("WCAG success criteria")).to_have_value(f"WCAG 2.2 SC {number}")
    expect(shared.locator(".plan-table tbody tr")).to_have_count(cited)
    # An unknown number beside a known one is named, and no plan is offered, as the CLI writes none.
    field.fill(f"9.9.9, {number}")
    field.press("Enter")
    expect(page.get_by_role("alert")).to_have_text("Unknown WCAG success criterion 9.9.9. Write WCAG 2.2 numbers such as 2.4.7.")
    expect(page.locator(".plan-table")).to_have_count(0)


def test_the_printed_plan_has_a_table_per_page_and_no_navigation(http_site, new_page, tmp_path):
    pypdf = pytest.importorskip("pypdf")
    page = new_page(accept_downloads=True)
    open_builder(page, http_site)
    summary = page.locator("#plan-count").inner_text()
    with page.expect_download():
        page.get_by_role("button", name="Download").click()   # its message is not the printed summary
    expect(page.locator("#plan-done")).to_contain_text("Downloaded")
    titles = page.locator(".plan-table caption a").all_inner_texts()
    assert len(titles) >= 2
    path = tmp_path / "plan.pdf"
    page.pdf(path=str(path), format="A4")
    reader = pypdf.PdfReader(str(path))
    texts = [p.extract_text() for p in reader.pages]
    whole = "\n".join(texts)
    for title in titles:
        starts = re.compile(rf"(^|\n){re.escape(title)}\n")
        assert sum(bool(starts.search(text.lstrip())) for text in texts) >= 1, title
    assert len(reader.pages) >= len(titles), "each page's table starts a sheet"
    for text in texts[1:]:
        assert "Step" in text and "Check" in text, "the header row repeats on every sheet"
    assert "Skip to main content" not in whole and "My criteria" not in whole and "Download as" not in whole
    # On paper each page's title has its address under it, as a downloaded plan gives it; the
    # screen's hints (the links' address, the arrow keys) are not printed.
    addresses = page.locator(".plan-table caption a").evaluate_all("links => links.map(a => a.dataset.address)")
    assert addresses and all(address.startswith(http_site.base_url) for address in addresses)
    assert all(address in "".join(whole.split()) for address in addresses), "a page's address is printed"
    assert "Links in a downloaded plan" not in whole and "Tab stop" not in whole
    assert summary in " ".join(whole.split()) and "Downloaded" not in whole, "the plan's count is its printed summary"
    scope = "Categories: Native · Platforms: Web, Android, iOS · Include: Condensed, Gherkin, Criteria."
    assert scope in " ".join(whole.split()), "the printed plan says what it was chosen from"
    expect(page.locator("#plan-scope")).to_be_hidden()
    checks = exported_checks()
    assert checks[0]["text"][:30] in " ".join(whole.split())
    # A scenario's lines (its Background's first) are what a tester follows: shown in its Step
    # cell and printed.
    planned = json.loads(subprocess.run([str(criteria_binary()), "plan", "--format", "json", "--content", str(REPO_ROOT / "content")],
                                        capture_output=True, check=True).stdout)["checks"]
    scenario = next(c for c in planned if c["section"] == "gherkin" and c["background"] and c["url"].startswith("native/"))
    row = page.locator(".plan-table tr", has=page.get_by_role("rowheader", name=scenario["text"], exact=True)).first
    lines = row.locator(".plan-scenario li").all_inner_texts()
    assert lines[0].startswith("Given "), "the Background's precondition comes first"
    assert len(lines) == len(scenario["background"]) + len(scenario["details"]) and all(line.split(" ", 1)[0] in ("Given", "When", "Then", "And") for line in lines)
    assert lines[-1] in " ".join(whole.split()), "the scenario's last line is on paper"


def open_export(page, site, label: str = "Condensed"):
    """Opens a tab's Export choices on the link page; returns the disclosure button and its choices."""
    button = press_on_tab(page, site, LINK, label, f"Export {label} checks", "aria-expanded")
    choices = page.locator(f"#{button.get_attribute('aria-controls')}")
    expect(choices).to_be_visible()
    return button, choices


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
def test_the_builder_and_my_criteria_have_no_axe_violations(http_site, new_page, axe, color_scheme):
    page = new_page(color_scheme=color_scheme)
    open_builder(page, http_site)
    reports = run_axe(axe, page, f"{PLAN} ({color_scheme})")
    page.get_by_label("WCAG success criteria").fill("9.9.9")
    page.get_by_label("WCAG success criteria").press("Enter")
    expect(page.get_by_role("alert")).not_to_be_empty()
    reports += run_axe(axe, page, f"{PLAN} with a notice ({color_scheme})")
    save(page, http_site, LINK, "Condensed")
    make_saved_text_old(page, f"{LINK}#condensed")
    open_export(page, http_site)
    expect(page.get_by_role("tabpanel", name="Condensed").get_by_text("Changed on the site since you saved it.")).to_be_visible()
    reports += run_axe(axe, page, f"{LINK} with its Export choices open and a changed saved item ({color_scheme})")
    page.goto(http_site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-check-actions")).to_be_visible()
    expect(page.get_by_role("button", name="Update to the current text of Link — Condensed")).to_be_visible()
    reports += run_axe(axe, page, f"{MY_CRITERIA} with a changed item ({color_scheme})")
    assert not reports, "axe found WCAG A/AA violations:\n" + "\n".join(reports)


def with_live_main(page, site, path: str) -> str:
    """The page's file with its <main> as the scripts left it (other features' script changes,
    such as the search box's, are theirs to test)."""
    static = (site.root / path).read_text(encoding="utf-8")
    start, end = static.index("<main"), static.index("</main>") + len("</main>")
    return static[:start] + page.evaluate("document.querySelector('main').outerHTML") + static[end:]


def test_the_builder_and_my_criteria_as_scripts_leave_them_are_valid_html(http_site, new_page, vnu, tmp_path):
    page = new_page(permissions=CLIPBOARD)
    open_builder(page, http_site)
    files = [tmp_path / "plan.html", tmp_path / "my-criteria.html", tmp_path / "link.html"]
    files[0].write_text(with_live_main(page, http_site, PLAN), encoding="utf-8")
    save(page, http_site, LINK, "Condensed")
    make_saved_text_old(page, f"{LINK}#condensed")
    open_export(page, http_site)
    expect(page.get_by_role("tabpanel", name="Condensed").get_by_text("Changed on the site since you saved it.")).to_be_visible()
    page.goto(http_site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-list .collect-changed")).to_have_count(1)
    files[1].write_text(with_live_main(page, http_site, MY_CRITERIA), encoding="utf-8")
    # A download is of the text as saved, and says so.
    with page.expect_download():
        page.get_by_role("button", name="Download my-criteria.md").click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        "Downloaded my-criteria.md. 1 section in it is as you saved it, not as the site has it now: see its note.")
    page.get_by_role("button", name="Copy all").click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        "Copied. 1 section in it is as you saved it, not as the site has it now: see its note.")
    open_export(page, http_site)
    files[2].write_text(with_live_main(page, http_site, LINK), encoding="utf-8")
    result = subprocess.run([*vnu, "--errors-only", "--format", "json", *map(str, files)], capture_output=True, text=True)
    messages = json.loads(result.stderr or '{"messages": []}')["messages"]
    assert messages == [], "\n".join(f"{m['url'].rsplit('/', 1)[-1]}:{m.get('lastLine')}: {m['message']}" for m in messages)


def test_only_the_builder_loads_its_script(site_root):
    loading = sorted(str(p.relative_to(site_root)) for p in site_root.rglob("*.html")
                     if "_assets/plan.js" in p.read_text(encoding="utf-8"))
    assert loading == [PLAN]
    formats = sorted(str(p.relative_to(site_root)) for p in site_root.rglob("*.html")
                     if "plan-format.js" in p.read_text(encoding="utf-8"))
    assert formats == ["audit.html", MY_CRITERIA, PLAN], "and audit.html, whose reports escape text as plans do"
    assert not any("check-exports.js" in p.read_text(encoding="utf-8") for p in site_root.rglob("*.html")), \
        "check-exports.js loads on demand only"


def test_without_javascript_the_builder_says_what_to_do(http_site, new_page):
    page = new_page(java_script_enabled=False)
    page.goto(http_site.url(PLAN))
    expect(page.get_by_text("The test-plan builder needs JavaScript")).to_be_visible()
    expect(page.locator("#plan-builder")).to_be_hidden()


# --------------------------------------------------------------------------- #
# My criteria                                                                  #
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("choice", ["markdown", "jira", "text", "csv"])
def test_my_criteria_downloads_and_copies_the_saved_checks_as_criteria_plan_writes_them(site, new_page, choice):
    page = new_page(accept_downloads=True, permissions=CLIPBOARD)
    save(page, site, LINK, "Condensed")
    page.goto(site.url(MY_CRITERIA))
    page.get_by_label("Checks as").select_option(choice)
    # The site has no base-url: the buttons say where the links start.
    expect(page.get_by_role("button", name="Download checks")).to_have_accessible_description(links_note(site, "Links in the checks"))
    with page.expect_download() as info:
        page.get_by_role("button", name="Download checks").click()
    expected = criteria_plan("--select", "native/controls/link.md", "--include", "condensed", "--title", "My criteria",
                             "--format", choice, *site_links(site))
    assert Path(info.value.path()).read_bytes() == expected
    if not site.is_file:
        page.get_by_role("button", name="Copy checks").click()
        expect(page.locator("#my-criteria-status")).to_have_text("Copied")
        assert page.evaluate("navigator.clipboard.readText()").encode() == expected


REBUILT = "Rebuilt: "
EXPORTS = ["markdown", "jira", "text", "csv"]


def serve_a_rebuilt_site(page, site, markdown: bool = True) -> None:
    """Serves the Link page and checks.js as a build after an edit would (routes, no new build):
    each of the page's checks starts with REBUILT, and so does each section's Markdown unless
    `markdown` is False (an edit of the WCAG tab, which checks citing nothing take)."""
    def criteria_page(route):
        html = re.sub(r'(class="section-source"[^>]*>")', r"\g<1>" + REBUILT, route.fetch().text())
        route.fulfill(body=html, content_type="text/html; charset=utf-8")

    def checks(route):
        # The data, then the line that gives each check its page and URL, kept as it is.
        data, rest = checks_js_data(route.fetch().text())
        for step in next(entry for entry in data["pages"] if entry["url"] == LINK)["steps"]:
            for check in step[2]:
                check[1] = REBUILT + check[1]
        route.fulfill(body=f"window.criteriaChecks = {json.dumps(data)}{rest}", content_type="text/javascript")

    if markdown:
        page.context.route(site.url(LINK), criteria_page)
    page.context.route(site.url("_assets/checks.js"), checks)


def my_criteria_files(page, site) -> dict[str, bytes]:
    """What My criteria downloads: my-criteria.md and the checks in every format."""
    page.goto(site.url(MY_CRITERIA))
    expect(page.locator("#my-criteria-check-actions")).to_be_visible()
    files = {}
    for choice in EXPORTS:
        page.get_by_label("Checks as").select_option(choice)
        with page.expect_download() as info:
            page.get_by_role("button", name="Download checks").click()
        files[choice] = Path(info.value.path()).read_bytes()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download my-criteria.md").click()
    files["my-criteria.md"] = Path(info.value.path()).read_bytes()
    return files


def wait_for_saved_checks(page) -> None:
    page.wait_for_function(f"{STORED}.items.every(i => Array.isArray(i.checks))")


def test_a_saved_section_keeps_what_it_was_saved_with_until_the_reader_updates_it(http_site, new_page):
    page = new_page(accept_downloads=True)
    save(page, http_site, LINK, "Condensed")
    save(page, http_site, LINK, "Gherkin")
    wait_for_saved_checks(page)
    before = my_criteria_files(page, http_site)
    saved = saved_items(page)

    # After a rebuild My criteria writes what was saved; checks.js alone tells it the page changed.
    serve_a_rebuilt_site(page, http_site)
    assert my_criteria_files(page, http_site) == before
    expect(page.locator(".collect-changed p")).to_have_text(["Changed on the site since you saved it."] * 2)
    expect(page.get_by_role("button", name=re.compile("^Update to the current checks of Link"))).to_have_count(2)
    # The page shows its text, keeps the snapshot and offers the update, here and on My criteria.
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    gherkin = page.get_by_role("tabpanel", name="Gherkin")
    expect(gherkin.get_by_text("Changed on the site since you saved it.")).to_be_visible()
    assert [(i["markdown"], i["checks"]) for i in saved_items(page)] == [(i["markdown"], i["checks"]) for i in saved]
    assert my_criteria_files(page, http_site) == before

    # Update on the tab: the note goes, focus stays on the tab's Save, the status says so.
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    gherkin.get_by_role("button", name="Update to the current text of the saved Gherkin criteria").click()
    expect(gherkin.get_by_text("Changed on the site since you saved it.")).to_be_hidden()
    expect(page.get_by_role("button", name="Save Gherkin criteria")).to_be_focused()
    expect(gherkin.locator(".collect-status")).to_have_text("Updated in My criteria to the current text")
    wait_for_saved_checks(page)
    # Update on My criteria: focus on the item's Remove; its text and checks are the site's now.
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Update to the current text of Link — Condensed").click()
    expect(page.get_by_role("button", name="Remove Link — Condensed")).to_be_focused()
    expect(page.locator("#my-criteria-status")).to_have_text("Updated Link — Condensed to the current text.")
    expect(page.locator(".collect-changed")).to_have_count(0)
    expect(page.locator(".my-criteria-text")).to_have_text([re.compile("^" + REBUILT)] * 2)
    after = my_criteria_files(page, http_site)
    for name in EXPORTS:
        assert REBUILT.encode() in after[name] and after[name].replace(REBUILT.encode(), b"") == before[name], name


def test_a_change_in_the_checks_alone_is_updated_on_my_criteria(http_site, new_page):
    page = new_page()
    save(page, http_site, LINK, "Condensed")
    wait_for_saved_checks(page)
    [saved] = saved_items(page)
    serve_a_rebuilt_site(page, http_site, markdown=False)
    page.goto(http_site.url(MY_CRITERIA))
    page.get_by_role("button", name="Update to the current checks of Link — Condensed").click()
    expect(page.get_by_role("button", name="Remove Link — Condensed")).to_be_focused()
    expect(page.locator("#my-criteria-status")).to_have_text("Updated Link — Condensed to the current checks.")
    expect(page.locator(".collect-changed")).to_have_count(0)
    [item] = saved_items(page)
    assert item["markdown"] == saved["markdown"] and item["checks"]
    assert [REBUILT + check["text"] for check in saved["checks"]] == [check["text"] for check in item["checks"]]


def test_a_new_title_or_address_shows_the_note_and_update_takes_them(http_site, new_page):
    page = new_page()
    save(page, http_site, LINK, "Gherkin")
    [saved] = saved_items(page)
    page.evaluate("""() => {   // saved when the page had another address
        const data = JSON.parse(localStorage.getItem(criteriaCollect.storeKey));
        data.items[0].url = data.items[0].url.replace('/link/', '/old-link/');
        localStorage.setItem(criteriaCollect.storeKey, JSON.stringify(data));
    }""")
    page.context.route(http_site.url(LINK), lambda route: route.fulfill(
        body=route.fetch().text().replace("<h1>Link</h1>", "<h1>Links</h1>"), content_type="text/html; charset=utf-8"))
    page.goto(http_site.url(LINK))
    open_tab(page, "Gherkin")
    gherkin = page.get_by_role("tabpanel", name="Gherkin")
    gherkin.get_by_role("button", name="Update to the current text of the saved Gherkin criteria").click()
    expect(gherkin.locator(".collect-status")).to_have_text("Updated in My criteria to the current text")
    [item] = saved_items(page)
    assert (item["title"], item["url"], item["markdown"]) == ("Links", saved["url"], saved["markdown"])


def test_a_shared_store_gives_this_site_its_items_and_keeps_the_others(http_site, new_page):
    page = new_page(accept_downloads=True)
    page.goto(http_site.url(MY_CRITERIA))
    gone = "native/controls/gone/index.html"   # kinds and a page this site does not have (now)
    kinds = [("gherkin", "Gherkin"), ("criteria", "Criteria"), ("wcag", "WCAG"),
             ("android", "Android developer notes"), ("ios", "iOS developer notes")]
    v1 = [{"key": f"{LINK}#condensed", "path": LINK, "title": "Link", "kind": "condensed", "label": "Condensed",
           "markdown": "Saved long ago", "url": http_site.url(LINK) + "#condensed"}]
    v1 += [{"key": f"{gone}#{kind}", "path": gone, "title": "Gone", "kind": kind, "label": label,
            "markdown": f"{label} as saved", "url": f"{http_site.url(gone)}#{kind}"} for kind, label in kinds]
    # Another site in this origin (as every file:// site is) saved the same page and tab.
    other = {**v1[0], "markdown": "Another site's Link", "url": http_site.url("../other/" + LINK) + "#condensed"}
    shared_v2 = [{**v1[0], "key": f"{LINK}#gherkin", "kind": "gherkin", "label": "Gherkin", "checks": [],
                  "markdown": "Saved by the unprefixed v2", "url": http_site.url(LINK) + "#gherkin"}, other]
    page.evaluate("""([v1, v2]) => {
        localStorage.setItem('criteriapress.saved.v1', JSON.stringify({items: v1}));
        localStorage.setItem('criteriapress.saved.v2', JSON.stringify({items: v2}));
    }""", [[*v1, other], shared_v2])
    page.reload()
    expect(page.locator("#my-criteria-list h2")).to_have_text(["Condensed", *[label for _, label in kinds]])
    ours = [v1[0], *v1[1:2], shared_v2[0], *v1[2:]]
    expect(page.locator(".my-criteria-text")).to_have_text([item["markdown"] for item in ours])
    expect(page.locator("#my-criteria-check-actions")).to_be_visible()
    wait_for_saved_checks(page)
    left = page.evaluate("['v1', 'v2'].map(v => JSON.parse(localStorage.getItem('criteriapress.saved.' + v)).items)")
    assert left == [[other], [other]]
    assert [{k: v for k, v in item.items() if k != "checks"} for item in saved_items(page)] == \
        v1 + [{k: v for k, v in shared_v2[0].items() if k != "checks"}]
    assert saved_items(page)[-1]["checks"] == []   # as saved
    # The v1 item took the site's checks once, as `criteria plan` writes them.
    page.get_by_label("Checks as").select_option("csv")
    with page.expect_download() as info:
        page.get_by_role("button", name="Download checks").click()
    assert Path(info.value.path()).read_bytes() == criteria_plan(
        "--select", "native/controls/link.md", "--include", "condensed", "--title", "My criteria", "--format", "csv", *site_links(http_site))


@pytest.mark.parametrize("width", [390, 900, 1280])
def test_a_phone_shows_each_check_as_a_card_that_stays_a_table_row(http_site, new_page, width):
    # 900 px: the sidebar leaves the plan a column narrower than a 640 px window's.
    page = new_page(viewport={"width": width, "height": 844})
    open_builder(page, http_site)
    results = page.locator("#plan-results")
    rows = page.locator(".plan-table tbody tr")
    assert rows.count() > 10
    cards = rows.first.evaluate("row => getComputedStyle(row).display") == "flex"
    assert cards == (width < 1280), "cards in a narrow column, a table on a laptop"
    assert results.evaluate("r => r.scrollWidth <= r.clientWidth"), "the plan scrolls sideways"
    # Whatever it looks like, it is read as a table: a row per check, its check the row's header.
    table = page.get_by_role("table").first
    expect(table.get_by_role("columnheader")).to_have_text(["Step", "Check", "WCAG", "Link"])
    assert page.locator(".plan-table").first.evaluate("t => getComputedStyle(t).display") == "table"
    first = rows.first.locator("th").inner_text()
    expect(table.get_by_role("row", name=first).get_by_role("rowheader")).to_have_text(first)
    # A step shown on the card before is hidden from sight only: each row still has its step.
    repeated = page.locator(".plan-table tbody tr td.plan-same-step")
    assert repeated.count() > 5
    step = repeated.first
    assert step.inner_text() == step.evaluate("c => c.parentElement.previousElementSibling.firstElementChild.textContent")
    box = step.bounding_box()
    assert (box["width"] <= 1) == (width < 1280), "a repeated step is hidden from sight on cards only"
    expect(step.locator("xpath=..").get_by_role("cell", name=step.inner_text(), exact=True)).to_have_count(1)
    wcag = page.locator('.plan-table td[data-label="WCAG"]').first
    label = wcag.evaluate("c => getComputedStyle(c, '::before').content")
    assert label == ('"WCAG: "' if width < 1280 else "none"), label
    # A reader's trial: a scenario's card read its lines first and its title under them, like a
    # footer. Its title comes first, then its lines, then its WCAG and link; a table keeps its columns.
    scenario = page.locator(".plan-table tbody tr:has(.plan-scenario)").first
    title, lines, link = (scenario.locator(part).bounding_box() for part in ("th", ".plan-scenario", 'td[data-label="Link"]'))
    if width < 1280:
        assert title["y"] + title["height"] <= lines["y"] + 1 and lines["y"] + lines["height"] <= link["y"] + 1, (title, lines, link)
    else:
        assert lines["x"] + lines["width"] <= title["x"] + 1, "the Step column stays first"
    # Paper takes tables, whatever the window.
    page.emulate_media(media="print")
    assert rows.first.evaluate("row => getComputedStyle(row).display") == "table-row"


def test_a_criterion_no_chosen_check_cites_is_named_beside_one_some_do(corpus_site, new_page):
    """An editor's trial (of `criteria plan`, which the builder follows): a plan for 2.1.1 and
    3.3.8 held 2.1.1's checks and said nothing of 3.3.8, so it looked complete."""
    page = new_page()
    open_builder(page, corpus_site)
    field = page.get_by_label("WCAG success criteria")
    field.fill("2.1.1, 3.3.8")
    field.press("Enter")
    expect(page.locator("#plan-count")).to_contain_text(" checks on ")
    expect(page.locator("#plan-count")).to_contain_text(". No check of these choices cites 3.3.8.")
    field.fill("2.1.1")
    field.press("Enter")
    expect(page.locator("#plan-count")).not_to_contain_text("No check")


def test_the_corpus_plan_fits_320_px_as_cards(corpus_site, new_page):
    # The corpus's long words (IDs, "CTRL+TAB") wrap rather than widen a card.
    from test_layout import NARROW
    require_corpus()
    page = new_page(viewport=NARROW)
    plan_captions(page, corpus_site.url(PLAN), "")
    results = page.locator("#plan-results")
    assert results.evaluate("r => r.scrollWidth <= r.clientWidth"), results.evaluate("r => [r.scrollWidth, r.clientWidth]")


def test_a_count_over_a_thousand_has_its_thousands_grouped(corpus_site, new_page):
    # The corpus's whole plan has more than a thousand checks: "1,082 checks on 93 pages.", as
    # the command line and the docs write a count.
    require_corpus()
    page = new_page()
    plan_captions(page, corpus_site.url(PLAN), "")
    checks = page.locator(".plan-table tbody tr").count()
    pages = page.locator(".plan-table").count()
    assert checks >= 1000, "the corpus's plan has more than a thousand checks"
    expect(page.locator("#plan-count")).to_have_text(f"{checks:,} checks on {pages:,} pages.")


def test_the_builder_fits_320_px(http_site, new_page):
    from test_layout import NARROW, horizontal_overflow
    page = new_page(viewport=NARROW)
    open_builder(page, http_site)
    assert (overflow := horizontal_overflow(page)) is None, overflow


# --------------------------------------------------------------------------- #
# A criteria page's Export                                                     #
# --------------------------------------------------------------------------- #


def test_a_tabs_export_downloads_and_copies_its_checks_as_criteria_plan_writes_them(site, new_page):
    page = new_page(accept_downloads=True, permissions=CLIPBOARD)
    page.goto(site.url(LINK))
    assert page.evaluate("!window.criteriaPlanFormat && !window.criteriaChecks && !window.criteriaCheckExports"), \
        "nothing of the exports loads before a reader opens them"
    _, choices = open_export(page, site, "Gherkin")
    for name in ["Download checks of the Gherkin tab", "Copy checks of the Gherkin tab"]:
        expect(choices.get_by_role("button", name=name)).to_have_accessible_description(links_note(site, "Links in the checks"))
    for choice in ["markdown", "jira", "text", "csv"]:
        choices.get_by_label("Checks as").select_option(choice)
        with page.expect_download() as info:
            choices.get_by_role("button", name="Download checks of the Gherkin tab").click()
        expected = criteria_plan("--select", "native/controls/link.md", "--include", "gherkin", "--format", choice, *site_links(site))
        assert Path(info.value.path()).read_bytes() == expected, choice
        assert info.value.suggested_filename == "link-gherkin-checks." + {"markdown": "md", "jira": "jira.txt", "text": "txt", "csv": "csv"}[choice]
        assert re.search(rb"20\d\d-\d\d-\d\d", expected), "the page's date is in the plan"
        if not site.is_file:
            choices.get_by_role("button", name="Copy checks of the Gherkin tab").click()
            expect(page.get_by_role("tabpanel", name="Gherkin").locator(".collect-status")).to_have_text("Copied")
            assert page.evaluate("navigator.clipboard.readText()").encode() == expected, choice


def test_the_export_choices_are_a_disclosure_for_the_keyboard(http_site, new_page):
    page = new_page()
    page.goto(http_site.url(LINK))
    open_tab(page, "Condensed")
    button = page.get_by_role("button", name="Export Condensed checks")
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(button).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("combobox", name="Checks as")).to_be_focused()
    page.keyboard.press("Escape")  # as the Menu button: closes, focus back on the button
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(page.locator(f"#{button.get_attribute('aria-controls')}")).to_be_hidden()
    expect(button).to_be_focused()
    page.keyboard.press("Space")
    expect(button).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("Escape")
    expect(button).to_have_attribute("aria-expanded", "false")
    page.keyboard.press("Space")
    expect(button).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("Space")
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(page.locator(f"#{button.get_attribute('aria-controls')}")).to_be_hidden()
    videos = page.get_by_role("tab", name="Videos")
    videos.click()
    expect(page.get_by_role("tabpanel", name="Videos").get_by_role("button", name=re.compile("^Export"))).to_have_count(0)


def plan_captions(page, url: str, query: str) -> list[str]:
    """The builder's table captions for a search of `query`, once the plan is drawn."""
    page.goto(url + "#q=" + quote(query))
    expect(page.locator("#plan-count")).to_contain_text("check")
    return page.locator(".plan-table caption a").all_inner_texts()


def test_pages_of_the_same_title_are_captioned_with_their_category(corpus_site, new_page):
    # Button under web/ and under native/: two tables captioned "Button" could not be told apart,
    # in the builder or printed, so each says its category (as the Markdown headings and the
    # TestRail sections do). A title no other page of the plan has stays as it is.
    require_corpus()
    captions = plan_captions(new_page(), corpus_site.url(PLAN), "button")
    assert "Button (web)" in captions and "Button (native)" in captions, captions
    assert "Button" not in captions and len(set(captions)) == len(captions), captions
    assert "Table row button" in captions, captions   # only native/ has it


def test_an_audit_and_my_criteria_name_twin_pages_with_their_category(corpus_site, new_page):
    # As the plan captions them: "Begin with Button" could be either Button of the audit, and
    # My criteria listed two sections "Button" under Condensed.
    from test_collect import save
    require_corpus()
    page = new_page()
    plan_captions(page, corpus_site.url(PLAN), "button")
    page.get_by_role("button", name="Audit these checks").click()
    page.get_by_label("Name of a new audit").fill("Buttons")
    page.get_by_role("button", name="Start the audit").click()
    expect(page.get_by_role("link", name=re.compile(r"^Begin with Button \((web|native)\)$"))).to_be_visible()
    for path in ["web/component/button/index.html", "native/controls/button/index.html"]:
        save(page, corpus_site, path, "Condensed")
    page.goto(corpus_site.url("my-criteria.html"))
    expect(page.locator(".my-criteria-item h3")).to_have_text(["Button (web)", "Button (native)"])
    expect(page.get_by_role("button", name="Remove Button (native) — Condensed")).to_be_visible()


def test_the_search_takes_words_as_they_start_and_commas_as_choices(corpus_site, new_page):
    # "form" is no part of "Informative image"; "forms" finds Form; "form, input" takes both.
    require_corpus()
    page, url = new_page(), corpus_site.url(PLAN)
    captions = plan_captions(page, url, "form")
    assert captions and not any("Informative" in c for c in captions), captions
    assert all("form" in c.lower() for c in captions), captions
    page.goto(url + "#q=forms")
    expect(page.locator(".plan-table caption a")).to_have_text(captions)
    both = plan_captions(page, url, "form, input")
    assert set(captions) < set(both) and any("input" in c.lower() for c in both), both


def test_the_search_folds_accents_finds_plurals_and_reads_words_written_without_spaces(tmp_path, page):
    criteria = str(criteria_binary())
    subprocess.run([criteria, "init", "site"], cwd=tmp_path, capture_output=True, check=True)
    folder = tmp_path / "site/content/web/component"
    folder.mkdir(parents=True, exist_ok=True)
    for name, title in [("etat", "État du bouton"), ("toggle-ja", "トグルボタン"),
                        ("checkbox", "Checkbox"), ("switch", "Switch"), ("inbox", "Inbox"), ("password-ja", "\u30d1\u30b9\u30ef\u30fc\u30c9")]:
        (folder / f"{name}.md").write_text(f"---\ntitle: {title}\n---\n## Condensed\n\n- Tab: focus moves\n", encoding="utf-8")
    subprocess.run([criteria, "build"], cwd=tmp_path / "site", capture_output=True, check=True)
    url = (tmp_path / "site/public" / PLAN).as_uri()

    def captions(query: str) -> list[str]:
        return sorted(plan_captions(page, url, query))

    assert captions("etat") == ["État du bouton"]
    assert captions("État") == ["État du bouton"], "a decomposed accent is the same letter"
    assert captions("ボタン") == ["トグルボタン"], "a word of a title written without spaces"
    plural = captions("checkboxes, switches")
    assert "Checkbox" in plural and any(c.startswith("Switch") for c in plural), plural
    assert captions("checkbox\u3001switch") == plural, "the CJK comma separates choices too"
    assert captions("box") == [], "box starts no word of Checkbox or Inbox"
    assert captions("\u30d0\u30b9") == [], "a voicing mark makes another word: \u30d0\u30b9 (bus) is not \u30d1\u30b9 (pass)"

