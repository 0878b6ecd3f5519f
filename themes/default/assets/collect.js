/*
 * CriteriaPress default theme: copy criteria into a ticket, and collect them.
 *
 * On a criteria page, every tab the build marked as collectable (a
 * <script type="application/json" class="section-source"> holding the
 * section's Markdown) gets two buttons: Copy puts the section on the
 * clipboard as a ticket wants it (heading, Markdown, the page's URL), and
 * Save keeps it in localStorage for my-criteria.html, which shows what was
 * saved, grouped by tab, to remove, copy all or download as my-criteria.md.
 *
 * A classic script, so it works from file://. Without it nothing here is
 * shown: the buttons are inserted by this script, and my-criteria.html says
 * it needs JavaScript.
 */
(function () {
  'use strict';

  // Bump the version when the shape of an item changes; old keys are then ignored.
  var STORE_KEY = 'criteriapress.saved.v1';
  var COPY_HINT = 'Press Ctrl+C (⌘C on a Mac) to copy the selected text.';

  /* ---- Storage ---- */

  function readItems() {
    try {
      var data = JSON.parse(localStorage.getItem(STORE_KEY) || 'null');
      var items = data && Array.isArray(data.items) ? data.items : [];
      return items.filter(function (item) {
        return item && typeof item.key === 'string' && typeof item.markdown === 'string' &&
          typeof item.title === 'string' && typeof item.kind === 'string';
      });
    } catch (e) {
      return [];   // storage refused (privacy settings) or not JSON: start empty
    }
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

  function itemMarkdown(item) {
    return '## ' + item.title + ' — ' + item.label + '\n\n' + item.markdown.replace(/\s+$/, '') + '\n\n' + item.url + '\n';
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

  function copyText(text, host, region) {
    var fallback = function () { showFallback(host, text, region); };
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') { fallback(); return; }
    try {
      navigator.clipboard.writeText(text).then(function () {
        host.textContent = '';
        say(region, 'Copied');
      }, fallback);
    } catch (e) {
      fallback();
    }
  }

  /* ---- Criteria pages: Copy and Save on each collectable tab ---- */

  function sectionURL(kind) {
    var canonical = document.querySelector('link[rel="canonical"]');
    var base = canonical ? canonical.href : location.href.split('#')[0];
    return base + '#' + kind;
  }

  function enhanceSection(source, page) {
    var panel = source.closest('.tab-panel');
    var markdown;
    try { markdown = JSON.parse(source.textContent); } catch (e) { return null; }
    if (!panel || typeof markdown !== 'string') return null;
    var kind = source.getAttribute('data-kind');
    var label = source.getAttribute('data-label') || kind;
    var item = {
      key: itemKey(page.path, kind), path: page.path, title: page.title,
      kind: kind, label: label, markdown: markdown, url: sectionURL(kind)
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
    toolbar.appendChild(region);
    var heading = panel.querySelector('.tab-panel-heading');
    (heading || source).insertAdjacentElement('afterend', toolbar);
    toolbar.insertAdjacentElement('afterend', host);

    copy.addEventListener('click', function () { copyText(itemMarkdown(item), host, region); });

    save.addEventListener('click', function () {
      var items = readItems();
      var saved = items.some(function (i) { return i.key === item.key; });
      var next = saved
        ? items.filter(function (i) { return i.key !== item.key; })
        : items.concat([item]);
      if (!writeItems(next)) { say(region, 'Could not save: this browser does not allow storage here'); return; }
      showState();
      say(region, saved ? 'Removed from My criteria' : 'Saved to My criteria');
    });

    function showState() {
      var saved = readItems().some(function (i) { return i.key === item.key; });
      save.setAttribute('aria-pressed', String(saved));
    }
    showState();
    return { item: item, showState: showState };
  }

  function startCriteriaPage(article) {
    var heading = article.querySelector('h1');
    var page = { path: article.getAttribute('data-page'), title: heading ? heading.textContent.trim() : document.title };
    var sections = Array.prototype.map.call(article.querySelectorAll('script.section-source'), function (source) {
      return enhanceSection(source, page);
    }).filter(Boolean);

    // A saved section whose page changed since is refreshed, so My criteria copies what the page says now.
    var items = readItems(), changed = false;
    sections.forEach(function (section) {
      items.forEach(function (stored, i) {
        var fresh = section.item;
        if (stored.key === fresh.key && (stored.markdown !== fresh.markdown || stored.title !== fresh.title || stored.url !== fresh.url)) {
          items[i] = fresh;
          changed = true;
        }
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

  /* ---- my-criteria.html: the saved sections' checks, as plan-format.js writes them ---- */

  // The checks of the saved sections, from checks.js: pages in the site's order, checks as
  // on the page, so a task list groups them by page and step (docs/plans.md).
  function savedChecks(items) {
    var data = window.criteriaChecks;
    var format = window.criteriaPlanFormat;
    if (!data || !Array.isArray(data.pages) || !format) return [];
    var wanted = {};
    items.forEach(function (item) {
      var path;
      try { path = decodeURI(item.path); } catch (e) { path = item.path; }
      wanted[path + '#' + item.kind] = true;
    });
    return format.rows(data.pages).filter(function (row) { return wanted[row.pageURL + '#' + row.section]; });
  }

  function startCheckExports(allItems, host, region) {
    var select = document.getElementById('my-criteria-format');
    var format = window.criteriaPlanFormat;
    if (!select || !format) return;
    var kinds = document.getElementById('my-criteria-kinds');
    var linkBase = (kinds && kinds.getAttribute('data-link-base')) || '';

    function text() {
      var checks = savedChecks(allItems());
      if (checks.length === 0) return null;
      return format.write(checks, select.value, { title: 'My criteria', linkBase: linkBase });
    }

    // "Audit these checks" (audit.js) audits the saved sections' checks.
    window.criteriaAuditChecks = function () { return savedChecks(allItems()).map(function (row) { return row.url; }); };

    function noChecks() { say(region, 'The saved sections hold no checks (a WCAG tab has none), so there is nothing to copy.'); }

    document.getElementById('my-criteria-copy-checks').addEventListener('click', function () {
      var t = text();
      if (t === null) noChecks(); else copyText(t, host, region);
    });
    document.getElementById('my-criteria-download-checks').addEventListener('click', function () {
      var t = text();
      if (t === null) { noChecks(); return; }
      var name = 'my-criteria-checks.' + format.extensions[select.value];
      downloadText(t, name, select.value === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8');
      say(region, 'Downloaded ' + name);
    });
  }

  /* ---- my-criteria.html ---- */

  function startMyCriteria(container) {
    var kinds = [];
    try { kinds = JSON.parse(document.getElementById('my-criteria-kinds').textContent); } catch (e) { /* group by what was saved */ }
    var root = document.documentElement.getAttribute('data-root') || '';
    var list = document.getElementById('my-criteria-list');
    var empty = document.getElementById('my-criteria-empty');
    var actions = document.getElementById('my-criteria-actions');
    var checkActions = document.getElementById('my-criteria-check-actions');
    var host = document.getElementById('my-criteria-fallback');
    var region = document.getElementById('my-criteria-status');
    var title = document.querySelector('main h1');
    var headerLink = document.querySelector('.my-criteria-link');
    if (headerLink) headerLink.setAttribute('aria-current', 'page');

    // Saved items in display order: grouped by tab kind in the site's order, then kinds
    // this site no longer has (saved from an older build), each group in the order saved.
    function groups() {
      var items = readItems();
      var order = kinds.map(function (k) { return { anchor: k.anchor, label: k.label }; });
      items.forEach(function (item) {
        if (!order.some(function (k) { return k.anchor === item.kind; })) order.push({ anchor: item.kind, label: item.label || item.kind });
      });
      return order.map(function (kind) {
        return { kind: kind, items: items.filter(function (item) { return item.kind === kind.anchor; }) };
      }).filter(function (group) { return group.items.length > 0; });
    }

    function allItems() {
      return groups().reduce(function (all, group) { return all.concat(group.items); }, []);
    }

    function allMarkdown() { return allItems().map(itemMarkdown).join('\n'); }

    function render() {
      list.textContent = '';
      var shown = groups();
      shown.forEach(function (group) {
        var section = document.createElement('section');
        section.className = 'my-criteria-group';
        var id = 'saved-' + group.kind.anchor;
        section.setAttribute('aria-labelledby', id);
        var h2 = document.createElement('h2');
        h2.id = id;
        h2.textContent = group.kind.label;
        var ul = document.createElement('ul');
        ul.className = 'my-criteria-items';
        group.items.forEach(function (item) {
          var li = document.createElement('li');
          li.className = 'my-criteria-item';
          li.setAttribute('data-key', item.key);
          var h3 = document.createElement('h3');
          var a = document.createElement('a');
          a.href = root + item.path.split('/').map(encodeURIComponent).join('/') + '#' + encodeURIComponent(item.kind);
          a.textContent = item.title;
          h3.appendChild(a);
          var pre = document.createElement('pre');
          pre.className = 'my-criteria-text';
          pre.textContent = item.markdown.replace(/\s+$/, '');
          var remove = button('Remove', item.title + ' — ' + item.label, 'my-criteria-remove');
          remove.addEventListener('click', function () { removeItem(item, remove); });
          li.appendChild(h3);
          li.appendChild(pre);
          li.appendChild(remove);
          ul.appendChild(li);
        });
        section.appendChild(h2);
        section.appendChild(ul);
        list.appendChild(section);
      });
      var count = allItems().length;
      empty.hidden = count > 0;
      actions.hidden = count === 0;
      if (checkActions) checkActions.hidden = count === 0 || !window.criteriaPlanFormat || !window.criteriaChecks;
      if (count === 0) host.textContent = '';
    }

    // Focus goes to the Remove button that takes the removed one's place (the next item,
    // or the last one when the last was removed), or to the heading when none is left.
    function removeItem(item, pressed) {
      var before = Array.prototype.slice.call(list.querySelectorAll('.my-criteria-remove'));
      var index = before.indexOf(pressed);
      if (!writeItems(readItems().filter(function (i) { return i.key !== item.key; }))) {
        say(region, 'Could not remove: this browser does not allow storage here');
        return;
      }
      render();
      var after = list.querySelectorAll('.my-criteria-remove');
      var left = after.length;
      if (left > 0) after[Math.min(Math.max(index, 0), left - 1)].focus();
      else title.focus();
      say(region, 'Removed ' + item.title + ' — ' + item.label + '. ' +
        (left === 0 ? 'Nothing saved now.' : left + (left === 1 ? ' item' : ' items') + ' left.'));
    }

    document.getElementById('my-criteria-copy').addEventListener('click', function () {
      copyText(allMarkdown(), host, region);
    });

    document.getElementById('my-criteria-download').addEventListener('click', function () {
      downloadText(allMarkdown(), 'my-criteria.md', 'text/markdown;charset=utf-8');
      say(region, 'Downloaded my-criteria.md');
    });

    startCheckExports(allItems, host, region);

    // Saved or removed in another window: redraw, keeping focus on the same item's button.
    window.addEventListener('storage', function (event) {
      if (event.key !== STORE_KEY && event.key !== null) return;
      var focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('.my-criteria-item');
      var key = focused && focused.getAttribute('data-key');
      render();
      var same = key && Array.prototype.filter.call(list.querySelectorAll('.my-criteria-item'), function (li) {
        return li.getAttribute('data-key') === key;
      })[0];
      if (same) same.querySelector('.my-criteria-remove').focus();
      else if (focused) title.focus();
    });

    render();
    container.hidden = false;
  }

  function init() {
    // The features work now: drop the "needs JavaScript" notes.
    Array.prototype.forEach.call(document.querySelectorAll('[data-collect-nojs]'), function (note) { note.hidden = true; });
    var article = document.querySelector('.criteria-page[data-page]');
    if (article) startCriteriaPage(article);
    var container = document.getElementById('my-criteria');
    if (container) startMyCriteria(container);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
