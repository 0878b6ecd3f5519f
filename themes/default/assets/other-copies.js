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

  // What a store holds, by the ids that tell its entries apart: audits by id, sections by key.
  function entries(data) {
    if (!data || typeof data !== 'object') return {};
    var found = {};
    if (audits) {
      Object.keys(data.audits && typeof data.audits === 'object' ? data.audits : {}).forEach(function (id) { found[id] = data.audits[id]; });
    } else if (Array.isArray(data.items)) {
      data.items.forEach(function (item) { if (item && typeof item.key === 'string') found[item.key] = item; });
    }
    return found;
  }

  // Other folders' stores with entries this one lacks.
  function others() {
    var mine = entries(read(key)), found = [];
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var name = localStorage.key(i);
        if (name.indexOf(prefix) !== 0 || name === key) continue;
        var theirs = entries(read(name));
        var missing = Object.keys(theirs).filter(function (id) { return !mine[id]; });
        if (missing.length) found.push({ name: name, folder: name.slice(prefix.length), missing: missing.length });
      }
    } catch (e) { return []; }
    return found.sort(function (a, b) { return a.folder < b.folder ? -1 : 1; });
  }

  function count(n) { return n + ' ' + noun[n === 1 ? 0 : 1]; }

  // A saved section's addresses were the other copy's; they become this copy's.
  function moved(item, from, to) {
    var copy = JSON.parse(JSON.stringify(item));
    var rebase = function (url) { return typeof url === 'string' && url.indexOf(from) === 0 ? to + url.slice(from.length) : url; };
    copy.url = rebase(copy.url);
    if (copy.newer) copy.newer.url = rebase(copy.newer.url);
    return copy;
  }

  // This copy's store with the other's entries added; null when the two cannot be joined.
  function joined(mine, theirs, folder) {
    if (audits) {
      if (!mine) return theirs;
      if (mine.version !== theirs.version || !mine.audits) return null;
      Object.keys(theirs.audits || {}).forEach(function (id) { if (!mine.audits[id]) mine.audits[id] = theirs.audits[id]; });
      if (!mine.active) mine.active = theirs.active || null;
      return mine;
    }
    var from = new URL(folder, location.href).href, to = new URL(here, location.href).href;
    var items = mine && Array.isArray(mine.items) ? mine.items : [];
    var have = entries({ items: items });
    theirs.items.forEach(function (item) { if (item && !have[item.key]) items.push(moved(item, from, to)); });
    return { items: items };
  }

  function copy(other) {
    var theirs = read(other.name), mine = read(key), unreadable = mine === null && stored(key);
    var result = theirs && !unreadable ? joined(mine, theirs, other.folder) : null;
    var message;
    if (unreadable) {
      message = 'Not copied: what this copy keeps could not be read, and nothing is written over it.';
    } else if (!result) {
      message = 'Not copied: the audits at ' + other.folder + ' were kept by another version of this site. Export them from a page there and import them here.';
    } else {
      try {
        localStorage.setItem(key, JSON.stringify(result));
        message = 'Copied ' + count(other.missing) + ' from ' + other.folder + '. Nothing here was replaced; they are still kept there too.';
        // audit.js and my-criteria.js redraw on this, as on another window's change.
        window.dispatchEvent(new StorageEvent('storage', { key: key }));
      } catch (e) {
        message = 'Not copied: this browser refused to store them here.';
      }
    }
    render();
    if (!box.contains(document.activeElement)) {
      var title = document.querySelector('main h1');
      if (title) title.focus();
    }
    if (status) status.textContent = message;
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
  window.addEventListener('storage', function (event) { if (event.key === null || event.key.indexOf(prefix) === 0) render(); });
})();
