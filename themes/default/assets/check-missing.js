/*
 * CriteriaPress default theme: an address naming a check ID its page does not have (the check
 * was reworded or removed since the link was made) opened the page at its top without a word.
 * This says so under the title, politely (role=status), and links the closest check when one
 * is (docs/reading.md, "Links to checks"). criteria.js loads it only for such an address and
 * takes the note away when the address names something the page has. Sets one global,
 * window.criteriaMissingCheck(id). A classic script, so it works from file://.
 */
(function () {
  'use strict';

  // A generated ID is a slug of the check's first words and six hex digits (`-2` for a twin):
  // the words of its slug.
  function slugWords(id) {
    return id.replace(/-[0-9a-f]{6}(-\d+)?$/, '').split('-').filter(Boolean);
  }

  // The check whose ID starts with most of the same words (at least two, and half of them):
  // a reworded check keeps its first words more often than not. Null when none comes close.
  function closestCheck(id) {
    var words = slugWords(id), best = null, bestShared = 1;
    Array.prototype.forEach.call(document.querySelectorAll('li[data-check]'), function (check) {
      var other = slugWords(check.id), shared = 0;
      while (shared < words.length && shared < other.length && words[shared] === other[shared]) shared++;
      if (shared > bestShared && shared * 2 >= words.length) { best = check; bestShared = shared; }
    });
    return best;
  }

  // A check's words, without its own link's "#" or a scenario's lines.
  function checkText(item) {
    var copy = item.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll('.check-link, ul, ol'), function (e) { e.remove(); });
    return copy.textContent.replace(/\s+/g, ' ').trim();
  }

  window.criteriaMissingCheck = function (id) {
    var title = document.querySelector('.criteria-page h1');
    if (!title || document.getElementById('check-missing')) return;
    var note = document.createElement('p');
    note.id = 'check-missing';
    note.className = 'check-missing';
    note.setAttribute('role', 'status');
    note.appendChild(document.createTextNode('No check on this page has the ID \u201C' + id + '\u201D: its words may have ' +
      'changed, or it was removed, since the link was made.'));
    var closest = closestCheck(id);
    if (closest) {
      note.appendChild(document.createTextNode(' The closest check now: '));
      var link = document.createElement('a');
      link.href = '#' + closest.id;
      link.textContent = checkText(closest);
      note.appendChild(link);
      if (!/[.!?]$/.test(link.textContent)) note.appendChild(document.createTextNode('.'));
    }
    title.parentNode.insertBefore(note, title.nextSibling);
  };
})();
