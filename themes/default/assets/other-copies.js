/*
 * CriteriaPress default theme: what other copies of this site keep in this browser.
 *
 * What a reader keeps has a key per site folder (criteria.js), because one localStorage serves
 * every site read from file://. So the same bundle unzipped in another folder, or the site served
 * from another path of the same address, opens empty while this browser still holds the other
 * copy's audits or saved sections. audit.html and my-criteria.html say so here, and copy them on
 * request: added beside what this copy keeps, never over it, and left where they were.
 *
 * Loaded on those two pages only, after audit.js or collect.js. A classic script, so it works
 * from file://.
 */
(function () {
  'use strict';

  var box = document.getElementById('other-copies');
  if (!box || !window.criteriaSiteFolder) return;
  var audits = box.getAttribute('data-kind') === 'audits';
  var here = window.criteriaSiteFolder();
  var key = audits ? window.criteriaAuditKey && window.criteriaAuditKey() : window.criteriaCollect && window.criteriaCollect.storeKey;
  if (!key || key.slice(-here.length) !== here) return;
  var prefix = key.slice(0, key.length - here.length);
  var status = document.getElementById(box.getAttribute('data-status'));
  var noun = audits ? ['audit', 'audits'] : ['saved section', 'saved sections'];

  function read(name) {
    try { return JSON.parse(localStorage.getItem(name) || 'null'); } catch (e) { return null; }
  }

  function stored(name) {
    try { return localStorage.getItem(name) !== null; } catch (e) { return true; }
  }

  // A store as this copy's own script reads it: audits with audit.js's reader (older versions
  // migrated), saved sections with collect.js's; null when it cannot be read.
  function parsed(data) {
    if (audits) return window.criteriaAuditData && data !== null ? window.criteriaAuditData.parse(data) : null;
    return data && window.criteriaCollect ? { items: window.criteriaCollect.itemsOf(data) } : null;
  }

  // What a store holds, by the ids that tell its entries apart: audits by id, sections by key.
  function entries(data) {
    var found = {};
    if (!data) return found;
    if (audits) Object.keys(data.audits).forEach(function (id) { found[id] = data.audits[id]; });
    else data.items.forEach(function (item) { found[item.key] = item; });
    return found;
  }

  // Other folders' stores with entries this one lacks. A folder's key ends in `/`; keys that
  // do not (audit.js's data set aside as unreadable) are no copy's.
  function others() {
    var mine = entries(parsed(read(key))), found = [];
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var name = localStorage.key(i);
        if (name.indexOf(prefix) !== 0 || name === key || name.slice(-1) !== '/') continue;
        var theirs = entries(parsed(read(name)));
        var missing = Object.keys(theirs).filter(function (id) { return !mine[id]; });
        if (missing.length) found.push({ name: name, folder: name.slice(prefix.length), missing: missing.length });
      }
    } catch (e) { return []; }
    return found.sort(function (a, b) { return a.folder < b.folder ? -1 : 1; });
  }

  function count(n) { return n + ' ' + noun[n === 1 ? 0 : 1]; }

  function rebased(url, from, to) {
    return typeof url === 'string' && url.indexOf(from) === 0 ? to + url.slice(from.length) : url;
  }

  // A saved section's addresses were the other copy's; they become this copy's.
  function moved(item, from, to) {
    var copy = JSON.parse(JSON.stringify(item));
    copy.url = rebased(copy.url, from, to);
    if (copy.newer) copy.newer.url = rebased(copy.newer.url, from, to);
    return copy;
  }

  // This copy's store with the other's entries added, both read as this copy reads its own,
  // their addresses the other copy's (from where it was read) made this one's: audits keep them
  // from where the site is read, saved sections from its canonical address when it has one.
  function joined(mine, theirs, folder) {
    var from = new URL(folder, location.href).href, root = document.documentElement.getAttribute('data-root') || './';
    var canonical = document.querySelector('link[rel="canonical"]');
    var to = new URL(root, !audits && canonical ? canonical.href : location.href).href;
    if (audits) {
      var data = mine || window.criteriaAuditData.empty();
      Object.keys(theirs.audits).forEach(function (id) {
        if (data.audits[id]) return;
        var audit = theirs.audits[id];
        Object.keys(audit.results || {}).forEach(function (check) { audit.results[check].url = rebased(audit.results[check].url, from, to); });
        data.audits[id] = audit;
      });
      if (!data.active) data.active = theirs.active || null;
      return data;
    }
    var items = mine ? mine.items : [];
    var have = entries({ items: items });
    theirs.items.forEach(function (item) { if (!have[item.key]) items.push(moved(item, from, to)); });
    return { items: items };
  }

  function copy(other) {
    var theirs = parsed(read(other.name)), mine = parsed(read(key));
    var message;
    if (!theirs) {
      message = 'Not copied: what ' + other.folder + ' keeps could not be read here.';
    } else if (mine === null && stored(key)) {
      message = 'Not copied: what this copy keeps could not be read, and nothing is written over it.';
    } else {
      try {
        localStorage.setItem(key, JSON.stringify(joined(mine, theirs, other.folder)));
        message = 'Copied ' + count(other.missing) + ' from ' + other.folder + '. Nothing here was replaced; they are still kept there too.';
        // audit.js and my-criteria.js redraw on this, as on another window's change.
        window.dispatchEvent(new StorageEvent('storage', { key: key }));
      } catch (e) {
        message = 'Not copied: this browser refused to store them here.';
      }
    }
    render();
    // Focus stays on the copy's button when it is still there (nothing was copied), else goes
    // to the next copy's, or to the page's heading when none is left.
    var next = buttonFor(other.folder) || box.querySelector('button');
    if (next) next.focus();
    else if (!box.contains(document.activeElement)) focusTitle();
    say(message);
  }

  function focusTitle() {
    var title = document.querySelector('main h1');
    if (title) title.focus();
  }

  function buttonFor(folder) {
    return Array.prototype.filter.call(box.querySelectorAll('button'), function (b) { return b.getAttribute('data-folder') === folder; })[0];
  }

  // Cleared first, so the same message twice is read twice.
  function say(message) {
    if (!status) return;
    status.textContent = '';
    setTimeout(function () { status.textContent = message; }, 50);
  }

  function render() {
    var found = others();
    box.textContent = '';
    box.hidden = found.length === 0;
    if (!found.length) return;
    var h2 = document.createElement('h2');
    h2.id = 'other-copies-title';
    h2.textContent = 'Kept by another copy of this site';
    box.appendChild(h2);
    box.setAttribute('aria-labelledby', h2.id);
    var p = document.createElement('p');
    p.textContent = 'This browser keeps ' + noun[1] + ' for each folder a site is read from. Another folder, or another path of this address, ' +
      'holds some that this copy does not: if it was this site in an earlier place, copy them here.';
    box.appendChild(p);
    var list = document.createElement('ul');
    found.forEach(function (other) {
      var li = document.createElement('li');
      var code = document.createElement('code');
      code.textContent = other.folder;
      li.appendChild(code);
      li.appendChild(document.createTextNode(': ' + count(other.missing) + ' not here '));
      var button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-folder', other.folder);
      button.className = 'collect-button';
      button.textContent = 'Copy them here';
      var from = document.createElement('span');
      from.className = 'visually-hidden';
      from.textContent = ' from ' + other.folder;
      button.appendChild(from);
      button.addEventListener('click', function () { copy(other); });
      li.appendChild(button);
      list.appendChild(li);
    });
    box.appendChild(list);
  }

  render();
  // Another window's change: redrawn, focus kept on the same copy's button while it is there.
  window.addEventListener('storage', function (event) {
    if (event.key !== null && event.key.indexOf(prefix) !== 0) return;
    var focused = box.contains(document.activeElement) && document.activeElement.getAttribute('data-folder');
    render();
    var same = focused && buttonFor(focused);
    if (same) same.focus();
    else if (focused) focusTitle();
  });
})();
