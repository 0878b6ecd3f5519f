/*
 * CriteriaPress default theme: my-criteria.html, the sections a reader saved with Save.
 *
 * Shows what collect.js keeps in localStorage, grouped by tab, to remove, copy all or download
 * as my-criteria.md; check-exports.js writes their checks. Every item is shown as it was saved.
 * An item whose page says something else now carries a note: known from the page's text when
 * the reader has opened the page since (collect.js keeps it as `newer`, and Update takes it), or
 * from the site's checks (checks.js) when those are not the saved ones (Update takes them); a
 * change that touches no check of a page not opened since cannot be known here.
 *
 * Loaded on my-criteria.html only, after collect.js (window.criteriaCollect). A classic
 * script, so it works from file://.
 */
(function () {
  'use strict';

  var collect = window.criteriaCollect;
  var container = document.getElementById('my-criteria');
  if (!collect || !container) return;

  var exports = null;   // check-exports.js, once it has loaded
  var kinds = [];
  try { kinds = JSON.parse(document.getElementById('my-criteria-kinds').textContent); } catch (e) { /* group by what was saved */ }
  var root = document.documentElement.getAttribute('data-root') || '';
  var list = document.getElementById('my-criteria-list');
  var empty = document.getElementById('my-criteria-empty');
  var actions = document.getElementById('my-criteria-actions');
  var checkActions = document.getElementById('my-criteria-check-actions');
  var host = document.getElementById('my-criteria-fallback');
  var region = document.getElementById('my-criteria-status');
  var undo = document.getElementById('my-criteria-undo');
  var removed = null;   // the item last removed and where it was among those stored, for Undo
  var title = document.querySelector('main h1');
  var headerLink = document.querySelector('.my-criteria-link');
  if (headerLink) headerLink.setAttribute('aria-current', 'page');

  // Saved items in display order: grouped by tab kind in the site's order, then kinds
  // this site no longer has (saved from an older build), each group in the order saved.
  function groups() {
    var items = collect.readItems();
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

  // Each page named as the list names it: two saved pages titled "Search" are "Search (web)"
  // and "Search (native)" in a ticket too.
  function allMarkdown() {
    var items = allItems();
    findSharedTitles(items);
    return items.map(function (item) { return collect.itemMarkdown(item, pageName(item)); }).join('\n');
  }

  // `page`: the page's name as the list gave it when drawn (a removed item's, before the list
  // was drawn again without it).
  function name(item, page) { return (page || pageName(item)) + ' — ' + item.label; }

  // The titles two saved pages share, worked out once a render (render()).
  var sharedTitles = {};

  function findSharedTitles(items) {
    var paths = {};
    items.forEach(function (item) { (paths[item.title] = paths[item.title] || {})[item.path] = true; });
    sharedTitles = {};
    Object.keys(paths).forEach(function (title) { if (Object.keys(paths[title]).length > 1) sharedTitles[title] = true; });
  }

  // A saved page's title, with its category when another saved page has the same title, as the
  // test plan names pages: "Button (native)" beside "Button (web)". The category is the page's
  // first folder; a page at the content's top (markdown-guide/index.html) has none, as there.
  function pageName(item) {
    var parts = item.path.split('/');
    var category = parts.length > 2 ? parts[0] : '';
    return sharedTitles[item.title] && category ? item.title + ' (' + category + ')' : item.title;
  }

  // The note on a changed item: Update takes the page's text when known (with the site's checks),
  // else the site's checks alone (the Markdown stays as saved).
  function changed(item) {
    if (item.newer) return collect.changedNote('of ' + name(item), function () { update(item, 'text'); });
    if (!exports || !exports.checksChanged(item)) return null;
    return collect.changedNote('of ' + name(item), function () { update(item, 'checks'); }, 'checks');
  }

  function itemElement(item) {
    var li = document.createElement('li');
    li.className = 'my-criteria-item';
    li.setAttribute('data-key', item.key);
    var h3 = document.createElement('h3');
    var a = document.createElement('a');
    a.href = root + item.path.split('/').map(encodeURIComponent).join('/') + '#' + encodeURIComponent(item.kind);
    a.textContent = pageName(item);
    h3.appendChild(a);
    li.appendChild(h3);
    var note = changed(item);
    if (note) li.appendChild(note);
    var pre = document.createElement('pre');
    pre.className = 'my-criteria-text';
    pre.textContent = item.markdown.replace(/\s+$/, '');
    li.appendChild(pre);
    // One section into one ticket, as a tab's own Copy puts it: Copy all was the only way.
    var buttons = document.createElement('div');
    buttons.className = 'my-criteria-buttons';
    var copy = collect.button('Copy', name(item), 'collect-copy my-criteria-copy');
    var fallback = document.createElement('div');
    fallback.className = 'collect-fallback-host';
    copy.addEventListener('click', function () {
      collect.copyText(collect.itemMarkdown(item, pageName(item)), fallback, region, ' ' + name(item) + asSavedItem(li));
    });
    var remove = collect.button('Remove', name(item), 'my-criteria-remove');
    remove.addEventListener('click', function () { removeItem(item); });
    buttons.appendChild(copy);
    buttons.appendChild(remove);
    li.appendChild(buttons);
    li.appendChild(fallback);
    return li;
  }

  // Copy's note on one item whose text the site has changed since it was saved (asSaved()).
  function asSavedItem(li) {
    return li.querySelector('.collect-changed[data-changed="text"]') ? '. It is as you saved it, not as the site has it now: see its note.' : '.';
  }

  function render() {
    list.textContent = '';
    var shown = groups();
    findSharedTitles(shown.reduce(function (all, group) { return all.concat(group.items); }, []));
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
      group.items.forEach(function (item) { ul.appendChild(itemElement(item)); });
      section.appendChild(h2);
      section.appendChild(ul);
      list.appendChild(section);
    });
    var count = shown.reduce(function (sum, group) { return sum + group.items.length; }, 0);
    empty.hidden = count > 0;
    actions.hidden = count === 0;
    if (checkActions) checkActions.hidden = count === 0 || !exports;
    if (count === 0) host.textContent = '';
  }

  function itemNamed(key) {
    return Array.prototype.filter.call(list.querySelectorAll('.my-criteria-item'), function (li) {
      return li.getAttribute('data-key') === key;
    })[0];
  }

  // The page's text as last seen there (if any) replaces the snapshot, with the site's checks now.
  function update(item, what) {
    collect.withCheckExports(function (loaded) {
      loaded.updateItem(item.key, null, function (stored) {
        if (!stored) { collect.say(region, 'Could not update: this browser does not allow storage here'); return; }
        render();
        var li = itemNamed(item.key);
        if (li) li.querySelector('.my-criteria-remove').focus();
        collect.say(region, 'Updated ' + name(item) + ' to the current ' + what + '.');
      });
    });
  }

  // Focus goes to Undo: on the next item's Remove, a second Enter removed that one too, and
  // only the last removal can be taken back (a screen reader user's review).
  function removeItem(item) {
    // Named as the list named it: drawn again without it, "Link (native)" may be "Link" alone.
    var page = pageName(item);
    var stored = collect.readItems();
    var position = stored.map(function (i) { return i.key; }).indexOf(item.key);
    if (!collect.writeItems(stored.filter(function (i) { return i.key !== item.key; }))) {
      collect.say(region, 'Could not remove: this browser does not allow storage here');
      return;
    }
    // The item as it was stored (another window may have updated it since this list was drawn).
    offerUndo(position >= 0 ? stored[position] : item, position, page);
    render();
    var left = list.querySelectorAll('.my-criteria-remove').length;
    document.getElementById('my-criteria-undo-button').focus();
    collect.say(region, 'Removed ' + name(item, page) + '. ' +
      (left === 0 ? 'Nothing saved now.' : left + (left === 1 ? ' item' : ' items') + ' left.') + ' Undo puts it back.');
  }

  // One removal can be taken back, the last: a Remove pressed by mistake (a tap on a phone)
  // loses nothing. The bar stays until the next removal replaces it or the page is left.
  function offerUndo(item, position, page) {
    removed = { item: item, position: position, page: page };
    document.getElementById('my-criteria-undo-text').textContent = 'Removed ' + name(item, page) + '.';
    document.getElementById('my-criteria-undo-name').textContent = ' removing ' + name(item, page);
    undo.hidden = false;
  }

  // The item goes back where it was among those stored, unless it was saved again meanwhile
  // (in another window).
  function putBack() {
    if (!removed) return;
    var item = removed.item, stored = collect.readItems();
    var isBack = stored.some(function (i) { return i.key === item.key; });
    if (!isBack) {
      stored.splice(Math.min(Math.max(removed.position, 0), stored.length), 0, item);
      if (!collect.writeItems(stored)) {
        // Kept in the page, and shown to copy: leaving the page must not lose it.
        collect.showFallback(host, collect.itemMarkdown(item, removed.page), region);
        collect.say(region, 'Could not put back ' + name(item, removed.page) + ': this browser does not allow storage here. ' +
          'Its text is shown to copy.');
        return;
      }
    }
    removed = null;
    undo.hidden = true;
    render();
    var li = itemNamed(item.key);
    if (li) li.querySelector('.my-criteria-remove').focus();
    var count = collect.readItems().length;
    collect.say(region, (isBack ? name(item) + ' was saved again meanwhile. ' : 'Put back ' + name(item) + '. ') +
      count + (count === 1 ? ' item' : ' items') + ' saved.');
  }

  document.getElementById('my-criteria-undo-button').addEventListener('click', putBack);

  document.getElementById('my-criteria-copy').addEventListener('click', function () {
    collect.copyText(allMarkdown(), host, region, asSaved('text'));
  });

  document.getElementById('my-criteria-download').addEventListener('click', function () {
    collect.download(allMarkdown(), 'my-criteria.md', 'text/markdown;charset=utf-8');
    collect.say(region, 'Downloaded my-criteria.md' + asSaved('text'));
  });

  // What is copied and downloaded is what was saved: said when some of it changed on the site.
  // `what`: 'text' for the sections' Markdown, none for their checks (which either change moves).
  function asSaved(what) {
    var n = list.querySelectorAll(what ? '.collect-changed[data-changed="' + what + '"]' : '.collect-changed').length;
    if (n === 0) return '';
    return n === 1 ? '. 1 section in it is as you saved it, not as the site has it now: see its note.'
      : '. ' + n + ' sections in it are as you saved them, not as the site has them now: see their notes.';
  }

  // The checks' formats and notes come with check-exports.js; shown once it has wired them.
  document.addEventListener('criteriapress:check-exports', function () { exports = window.criteriaCheckExports; render(); });
  collect.withCheckExports(function (loaded) { loaded.startMyCriteria(allItems, host, region, asSaved); });

  // Saved or removed in another window: redraw, keeping focus on the same item's button.
  window.addEventListener('storage', function (event) {
    if (event.key !== collect.storeKey && event.key !== null) return;
    var focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('.my-criteria-item');
    var key = focused && focused.getAttribute('data-key');
    render();
    var same = key && itemNamed(key);
    if (same) same.querySelector('.my-criteria-remove').focus();
    else if (focused) title.focus();
  });

  render();
  container.hidden = false;
})();
