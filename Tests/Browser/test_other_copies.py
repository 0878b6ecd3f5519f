"""What another copy of the site keeps in this browser (themes/default/assets/other-copies.js).

A reader's audits and saved sections are kept per site folder, so the same site read from
another folder (a bundle unzipped elsewhere) or another path of the address opens empty. The
audit page and My criteria say what the other copy holds and copy it on request, beside what
this copy keeps and never over it.
"""
from __future__ import annotations

import json

from playwright.sync_api import expect

from test_audits import AUDIT, LINK, check_ids, set_result, start_audit, store_key
from test_axe import run_axe
from test_collect import save

ELSEWHERE = "/an/earlier/place/"


def move_store(page, key: str, rebase: tuple[str, str] | None = None) -> str:
    """Moves what `key` holds to the same store of the folder ELSEWHERE; returns its new key."""
    raw = page.evaluate("k => localStorage.getItem(k)", key)
    assert raw, f"nothing stored under {key}"
    if rebase:
        raw = raw.replace(*rebase)
    other = key[: key.index(":") + 1] + ELSEWHERE
    page.evaluate("([k, o, v]) => { localStorage.setItem(o, v); localStorage.removeItem(k); }", [key, other, raw])
    return other


def test_audits_kept_by_another_copy_are_offered_and_copied_beside_this_ones(http_site, page, axe):
    page.goto(http_site.url(LINK))
    start_audit(page, "Before the move")
    check = check_ids(page)[0]
    set_result(page, check, "Fail", note="kept through the move")
    root = page.evaluate("new URL(document.documentElement.dataset.root || './', location.href).href")
    other = move_store(page, store_key(page), rebase=(root, page.evaluate("location.origin") + ELSEWHERE))

    page.goto(http_site.url(AUDIT))
    box = page.locator("#other-copies")
    expect(box.get_by_role("heading", name="Kept by another copy of this site")).to_be_visible()
    expect(box.get_by_role("listitem")).to_have_text(f"{ELSEWHERE}: 1 audit not here Copy them here from {ELSEWHERE}")
    assert run_axe(axe, page, "audit.html with another copy's audits") == []
    expect(page.get_by_text("No audit yet.")).to_be_visible()

    box.get_by_role("button", name=f"Copy them here from {ELSEWHERE}").click()
    expect(page.locator("#audit-status")).to_have_text(
        f"Copied 1 audit from {ELSEWHERE}. Nothing here was replaced; they are still kept there too.")
    expect(box).to_be_hidden()
    expect(page.get_by_role("heading", name="Audits", level=1)).to_be_focused()
    expect(page.locator(".audit-row[data-result=fail]")).to_have_count(1)
    assert page.evaluate("k => localStorage.getItem(k)", other), "the other copy keeps its audits"
    copied = json.loads(page.evaluate("k => localStorage.getItem(k)", store_key(page)))
    urls = [r["url"] for audit in copied["audits"].values() for r in audit["results"].values()]
    assert urls and all(url.startswith(root) for url in urls), f"results lead to this copy's pages: {urls}"

    page.reload()
    expect(box).to_be_hidden()


def test_saved_sections_of_another_copy_come_with_this_copys_addresses(http_site, page):
    save(page, http_site, LINK, "Gherkin")
    key = page.evaluate("window.criteriaCollect.storeKey")
    root = page.evaluate("new URL(document.documentElement.dataset.root || './', location.href).href")
    move_store(page, key, rebase=(root, page.evaluate("location.origin") + ELSEWHERE))

    page.goto(http_site.url("my-criteria.html"))
    expect(page.get_by_text("Nothing is saved.")).to_be_visible()
    page.get_by_role("button", name=f"Copy them here from {ELSEWHERE}").click()
    expect(page.locator("#my-criteria-status")).to_have_text(
        f"Copied 1 saved section from {ELSEWHERE}. Nothing here was replaced; they are still kept there too.")
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))["items"]
    assert [item["url"] for item in saved] == [root + LINK + "#gherkin"]
    expect(page.get_by_text("Nothing is saved.")).to_be_hidden()


def test_stores_that_are_no_copys_or_cannot_be_read_are_not_offered(http_site, page):
    """audit.js sets unreadable data aside under its key and `.unreadable`: no folder's copy. A
    store of another version, or not JSON, is not this copy's to read: neither is offered."""
    page.goto(http_site.url(LINK))
    start_audit(page, "Set aside")
    key = store_key(page)
    raw = page.evaluate("k => localStorage.getItem(k)", key)
    prefix = key[: key.index(":") + 1]
    page.evaluate("""([prefix, raw]) => {
        localStorage.setItem(prefix + '/aside/.unreadable', raw);
        localStorage.setItem(prefix + '/newer/', JSON.stringify({ version: 99, audits: { a: {} } }));
        localStorage.setItem(prefix + '/broken/', '{not json');
    }""", [prefix, raw.replace("Set aside", "Elsewhere").replace('"audit-', '"other-')])
    page.goto(http_site.url(AUDIT))
    expect(page.get_by_role("heading", name="Audits", level=1)).to_be_visible()
    page.wait_for_timeout(300)
    expect(page.locator("#other-copies")).to_be_hidden()
