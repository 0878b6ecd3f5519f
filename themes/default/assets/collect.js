/*
 * CriteriaPress default theme: copy criteria into a ticket, and collect them.
 *
 * On a criteria page, every tab the build marked as collectable (a
 * <script type="application/json" class="section-source"> holding the
 * section's Markdown) gets two buttons: Copy puts the section on the
 * clipboard as a ticket wants it (heading, Markdown, the page's URL), and
 * Save keeps it in localStorage for my-criteria.html (my-criteria.js), which
 * shows what was saved, grouped by tab, to remove, copy all or download as
 * my-criteria.md. A saved item is a snapshot: its Markdown, title, URL and
 * checks stay as saved; when the page says something else now, the tab shows
 * a note and offers to update it.
 *
 * A classic script, so it works from file://. Without it nothing here is
 * shown: the buttons are inserted by this script, and my-criteria.html says
 * it needs JavaScript.
 */
(function () {
  'use strict';

  // Bump the version when the shape of an item changes, and migrate the older key's items.
  // v2 added `checks` (plan rows, as saved; null until taken) and `newer` (the page's
  // {markdown, title, url} when it differs from the saved ones, as last seen there), and a key
  // per site folder (criteria.js): one localStorage serves every site read from file://.
  var STORE_KEY = 'criteriapress.saved.v2:' + (window.criteriaSiteFolder ? window.criteriaSiteFolder() : '/');
  var SHARED_KEYS = ['criteriapress.saved.v1', 'criteriapress.saved.v2'];   // every site's items, before
  var COPY_HINT = 'Press Ctrl+C (⌘C on a Mac) to copy the selected text.';

  /* ---- Storage ---- */

  function readItems() {
    try {
      return itemsOf(JSON.parse(localStorage.getItem(STORE_KEY) || 'null'));
    } catch (e) {
      return [];   // storage refused (privacy settings) or not JSON: start empty
    }
  }

  // A store's items that have what an item needs; other-copies.js reads other folders' with it.
  function itemsOf(data) {
    var items = data && Array.isArray(data.items) ? data.items : [];
    return items.filter(function (item) {
      return item && typeof item.key === 'string' && typeof item.markdown === 'string' &&
        typeof item.title === 'string' && typeof item.kind === 'string';
    });
  }

  // Shared keys' items under this site's root address (where it is read from, or its canonical
  // base-url) move to its key, v1 ones with `checks: null`; others stay for their sites.
  function migrate() {
    var root = document.documentElement.getAttribute('data-root') || './', link = document.querySelector('link[rel="canonical"]');
    var roots = [location.href, link && link.href].filter(Boolean).map(function (base) { return new URL(root, base).href; });
    var ours = function (i) { return !!i && roots.some(function (r) { return String(i.url).indexOf(r) === 0; }); };
    SHARED_KEYS.forEach(function (key) {
      try {
        var items = JSON.parse(localStorage.getItem(key) || '{}').items;
        if (!Array.isArray(items) || !items.some(ours)) return;
        var mine = readItems();
        items.filter(ours).forEach(function (i) {
          if (!Array.isArray(i.checks)) i.checks = null;
          if (!mine.some(function (m) { return m.key === i.key; })) mine.push(i);
        });
        var rest = items.filter(function (i) { return !ours(i); });
        if (writeItems(mine)) rest.length ? localStorage.setItem(key, JSON.stringify({ items: rest })) : localStorage.removeItem(key);
      } catch (e) { /* unreadable or refused: left as it is */ }
    });
  }

  // Returns false when the browser refuses to store.
  function writeItems(items) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ items: items }));
      return true;
    } catch (e) {
      return false;
    }
  }

  function itemKey(path, kind) { return path + '#' + kind; }

  /* ---- Text for tickets ---- */

  // `title`: the page's name where it differs from its title (My criteria's "Search (web)").
  function itemMarkdown(item, title) {
    return '## ' + (title || item.title) + ' — ' + item.label + '\n\n' + item.markdown.replace(/\s+$/, '') + '\n\n' + item.url + '\n';
  }

  // "Copy Gherkin criteria", "Copy criteria" (not "Copy Criteria criteria").
  function sectionName(label) {
    return label.toLowerCase() === 'criteria' ? 'criteria' : label + ' criteria';
  }

  /* ---- Announcements ---- */

  // Clearing first makes a repeated message ("Copied" twice) be spoken again.
  function say(region, message) {
    region.textContent = '';
    setTimeout(function () { region.textContent = message; }, 50);
  }

  // "Changed on the site since you saved it" and a button that takes the current text (or,
  // when only the site's checks changed, `what` = 'checks'). Both pages show it.
  function changedNote(hiddenText, update, what) {
    var note = document.createElement('div');
    note.className = 'collect-changed';
    note.setAttribute('data-changed', what || 'text');
    var text = document.createElement('p');
    text.textContent = 'Changed on the site since you saved it.';
    var b = button('Update to the current ' + (what || 'text'), hiddenText, 'collect-update');
    b.addEventListener('click', update);
    note.appendChild(text);
    note.appendChild(b);
    return note;
  }

  function button(text, hiddenText, className) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'collect-button' + (className ? ' ' + className : '');
    b.appendChild(document.createTextNode(text));
    if (hiddenText) {
      var hidden = document.createElement('span');
      hidden.className = 'visually-hidden';
      hidden.textContent = ' ' + hiddenText;
      b.appendChild(hidden);
    }
    return b;
  }

  /* ---- Copy, with a fallback where the clipboard is missing or refused ---- */

  var fallbackCount = 0;

  // Shows the text selected in a read-only text field inside `host`, focused, with
  // the keys to press. Used on file:// and wherever navigator.clipboard says no.
  function showFallback(host, text, region) {
    host.textContent = '';
    var id = 'collect-fallback-' + (++fallbackCount);
    var box = document.createElement('div');
    box.className = 'collect-fallback';
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = 'Text to copy';
    var hint = document.createElement('p');
    hint.id = id + '-hint';
    hint.className = 'collect-hint';
    hint.textContent = COPY_HINT;
    var area = document.createElement('textarea');
    area.id = id;
    area.readOnly = true;
    area.rows = Math.min(12, text.split('\n').length + 1);
    area.value = text;
    area.setAttribute('aria-describedby', hint.id);
    var close = button('Close', 'text to copy', 'collect-close');
    close.addEventListener('click', function () {
      var back = host.previousElementSibling && host.previousElementSibling.querySelector('button');
      host.textContent = '';
      if (back) back.focus();
    });
    box.appendChild(label);
    box.appendChild(hint);
    box.appendChild(area);
    box.appendChild(close);
    host.appendChild(box);
    area.focus();
    area.select();
    say(region, COPY_HINT);
  }

  // `after`: what the message adds (My criteria's note on text the site has changed since).
  function copyText(text, host, region, after) {
    var fallback = function () { showFallback(host, text, region); };
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') { fallback(); return; }
    try {
      navigator.clipboard.writeText(text).then(function () {
        host.textContent = '';
        say(region, 'Copied' + (after || ''));
      }, fallback);
    } catch (e) {
      fallback();
    }
  }

  /* ---- check-exports.js: the checks as task lists, Jira, text, CSV; loaded when wanted ---- */

  var exportsWaiting = null;

  function withCheckExports(then) {
    if (window.criteriaCheckExports) { then(window.criteriaCheckExports); return; }
    if (exportsWaiting) { exportsWaiting.push(then); return; }
    exportsWaiting = [then];
    var script = document.createElement('script');
    script.src = (document.documentElement.getAttribute('data-root') || '') + '_assets/check-exports.js';
    script.onload = function () {
      exportsWaiting.forEach(function (call) { call(window.criteriaCheckExports); });
      exportsWaiting = null;
    };
    document.head.appendChild(script);
  }

  // Saved items without checks take the site's checks (check-exports.js loads checks.js).
  function takeChecks() {
    withCheckExports(function (exports) { exports.fillChecks(); });
  }

  // Whether the page says what the saved item does (Markdown, title and address).
  function sameText(stored, page) {
    return stored.markdown === page.markdown && stored.title === page.title && stored.url === page.url;
  }

  /* ---- Criteria pages: Copy and Save on each collectable tab, Export on those with checks ---- */

  function sectionURL(kind) {
    var canonical = document.querySelector('link[rel="canonical"]');
    var base = canonical ? canonical.href : location.href.split('#')[0];
    return base + '#' + kind;
  }

  // A site without a base-url writes its pages' links in a tab's Markdown from its root
  // (data-site-links lists them). Over http(s) the address the site was opened at goes before
  // them, as the checks' exports put it, so that a ticket's links lead to the pages; from a
  // file they stay as they are, as the exports' do.
  function fromSiteAddress(markdown, list) {
    var targets, base;
    try { targets = JSON.parse(list || '[]'); } catch (e) { return markdown; }
    if (!targets.length || !/^https?:$/.test(location.protocol)) return markdown;
    try { base = new URL(document.documentElement.getAttribute('data-root') || './', location.href).href; } catch (e) { return markdown; }
    targets.forEach(function (target) { markdown = withDestination(markdown, target, base + target); });
    return markdown;
  }

  // `written` replaced by `target` where it is a link's destination: after `](`, `](<` or a
  // reference definition's `]: `, before `)`, `>`, a space or the line's end (CopyMarkdown.swift).
  function withDestination(text, written, target) {
    var out = '', rest = text, at;
    while ((at = rest.indexOf(written)) >= 0) {
      var before = rest.slice(0, at), after = rest.slice(at + written.length);
      var opens = /\]\(<?$|\]: $/.test(before);
      var closes = after === '' || ')> \t\n\r'.indexOf(after.charAt(0)) >= 0;
      out += before + (opens && closes ? target : written);
      rest = after;
    }
    return out + rest;
  }

  function enhanceSection(source, page) {
    var panel = source.closest('.tab-panel');
    var markdown;
    try { markdown = JSON.parse(source.textContent); } catch (e) { return null; }
    if (!panel || typeof markdown !== 'string') return null;
    markdown = fromSiteAddress(markdown, source.getAttribute('data-site-links'));
    var kind = source.getAttribute('data-kind');
    var label = source.getAttribute('data-label') || kind;
    var item = {
      key: itemKey(page.path, kind), path: page.path, title: page.title,
      kind: kind, label: label, markdown: markdown, url: sectionURL(kind), checks: null
    };

    var toolbar = document.createElement('div');
    toolbar.className = 'collect-toolbar';
    var copy = button('Copy', sectionName(label), 'collect-copy');
    var save = button('Save', sectionName(label), 'collect-save');
    var region = document.createElement('span');
    region.className = 'collect-status';
    region.setAttribute('role', 'status');
    var host = document.createElement('div');
    host.className = 'collect-fallback-host';
    toolbar.appendChild(copy);
    toolbar.appendChild(save);
    if (panel.querySelector('li[data-check]')) {
      // A disclosure: its choices (check-exports.js) are made when first opened.
      var more = button('Export', label + ' checks', 'collect-export');
      more.setAttribute('aria-expanded', 'false');
      more.addEventListener('click', function () {
        withCheckExports(function (exports) {
          exports.toggle(more, { path: page.path, kind: kind, label: label, host: host, region: region });
        });
      });
      toolbar.appendChild(more);
    }
    toolbar.appendChild(region);
    var heading = panel.querySelector('.tab-panel-heading');
    (heading || source).insertAdjacentElement('afterend', toolbar);
    toolbar.insertAdjacentElement('afterend', host);

    copy.addEventListener('click', function () { copyText(itemMarkdown(item), host, region); });
    return { item: item, showState: keepSaved(item, save, region) };
  }

  // Save as a toggle, and the note shown when the saved snapshot's Markdown is not the page's
  // any more; returns what shows the stored state.
  function keepSaved(item, save, region) {
    var refused = 'Could not save: this browser does not allow storage here';
    var note = changedNote('of the saved ' + sectionName(item.label), function () {
      withCheckExports(function (exports) {
        exports.updateItem(item.key, item, function (stored) {
          if (!stored) { say(region, refused); return; }
          showState();
          save.focus();
          say(region, 'Updated in My criteria to the current text');
        });
      });
    });
    region.insertAdjacentElement('afterend', note);

    save.addEventListener('click', function () {
      var items = readItems();
      var saved = items.some(function (i) { return i.key === item.key; });
      var next = saved
        ? items.filter(function (i) { return i.key !== item.key; })
        : items.concat([item]);
      if (!writeItems(next)) { say(region, refused); return; }
      if (!saved) takeChecks();
      showState();
      say(region, saved ? 'Removed from My criteria' : 'Saved to My criteria');
    });

    function showState() {
      var stored = readItems().filter(function (i) { return i.key === item.key; })[0];
      save.setAttribute('aria-pressed', String(!!stored));
      note.hidden = !stored || sameText(stored, item);
    }
    showState();
    return showState;
  }

  function startCriteriaPage(article) {
    var heading = article.querySelector('h1');
    var page = { path: article.getAttribute('data-page'), title: heading ? heading.textContent.trim() : document.title };
    var sections = Array.prototype.map.call(article.querySelectorAll('script.section-source'), function (source) {
      return enhanceSection(source, page);
    }).filter(Boolean);

    // A saved section keeps what it was saved with. When its Markdown, title or address is not
    // the page's any more, the item keeps the page's as `newer`, so My criteria can offer it too.
    var items = readItems(), changed = false;
    sections.forEach(function (section) {
      var fresh = section.item;
      items.forEach(function (stored) {
        if (stored.key !== fresh.key) return;
        var newer = sameText(stored, fresh) ? undefined : { markdown: fresh.markdown, title: fresh.title, url: fresh.url };
        if (JSON.stringify(stored.newer) === JSON.stringify(newer)) return;
        stored.newer = newer;
        changed = true;
      });
    });
    if (changed) writeItems(items);

    // Saved or removed in another window or on my-criteria.html.
    window.addEventListener('storage', function (event) {
      if (event.key === STORE_KEY || event.key === null) sections.forEach(function (s) { s.showState(); });
    });
  }

  /* ---- Downloads (a Blob link, so they work from file://) ---- */

  function downloadText(text, name, type) {
    var url = URL.createObjectURL(new Blob([text], { type: type }));
    var a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  }

  window.criteriaCollect = {
    button: button, copyText: copyText, download: downloadText, say: say, changedNote: changedNote,
    readItems: readItems, itemsOf: itemsOf, writeItems: writeItems, itemMarkdown: itemMarkdown, showFallback: showFallback, withCheckExports: withCheckExports, storeKey: STORE_KEY
  };

  migrate();

  function init() {
    // The features work now: drop the "needs JavaScript" notes.
    Array.prototype.forEach.call(document.querySelectorAll('[data-collect-nojs]'), function (note) { note.hidden = true; });
    var article = document.querySelector('.criteria-page[data-page]');
    if (article) startCriteriaPage(article);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
