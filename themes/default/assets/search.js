/*
 * CriteriaPress default theme: in-browser search.
 *
 * The engine follows docs/search.md step by step; `criteria search` implements
 * the same steps in Swift, and Tests/Browser/test_search.py checks that both
 * return the same units in the same order. Change one, change the other.
 *
 * A classic script: browsers refuse fetch() and modules on file://, so the index
 * is a set of classic scripts (search/*.js) that call window.CriteriaSearch.
 * They are added as <script> elements, only the ones a query needs.
 *
 * It is not loaded with a page: search-box.js adds it when the header box is first
 * used, and at once on search.html, where it also runs the search page.
 */
(function () {
  'use strict';

  // A posting's facet is (categoryIndex * 4 + kindIndex) * 2 + inTitle (docs/search.md).
  var facetCategory = function (f) { return Math.floor(f / 8); };
  var facetKind = function (f) { return Math.floor(f / 2) % 4; };
  var facetInTitle = function (f) { return f % 2 === 1; };
  var LIMIT = 20;
  var TYPING_DELAY = 150;       // ms after the last keystroke before searching
  var ANNOUNCE_DELAY = 500;     // ms more before the live region speaks, so typing is not talked over
  var EXCERPT_LENGTH = 200;
  var TEXT_KEPT = 300;          // the index keeps this many characters of each unit (docs/search.md)

  /* ------------------------------------------------------------------ */
  /* Tokens and stems (docs/search.md, "Tokens" and "Stemmer")           */
  /* ------------------------------------------------------------------ */

  var RAW_WORD = /[\p{L}\p{N}]+/gu;
  var LOWER = /^\p{Ll}$/u;
  var UPPER = /^\p{Lu}$/u;
  var DOUBLED = 'bdfgmnprt';

  // Camel parts, on code points, before lower-casing.
  function camelParts(word) {
    var cps = Array.from(word), parts = [], start = 0;
    for (var i = 1; i < cps.length; i++) {
      var lowerToUpper = LOWER.test(cps[i - 1]) && UPPER.test(cps[i]);
      var acronymEnd = UPPER.test(cps[i - 1]) && UPPER.test(cps[i]) && i + 1 < cps.length && LOWER.test(cps[i + 1]);
      if (lowerToUpper || acronymEnd) { parts.push(cps.slice(start, i).join('')); start = i; }
    }
    parts.push(cps.slice(start).join(''));
    return parts;
  }

  // Lower-cased code point by code point: Swift's lowercased() has no final-sigma
  // rule (ΟΔΟΣ → οδοσ), String.prototype.toLowerCase() on a whole word does.
  function normalise(s) {
    return Array.from(s.normalize('NFD').replace(/\p{M}/gu, ''), function (ch) { return ch.toLowerCase(); }).join('');
  }

  function length(s) { return Array.from(s).length; }   // code points, as the spec counts

  function stem(w) {
    if (length(w) <= 3) return w;
    var ends = function (suffix) { return w.slice(-suffix.length) === suffix; };
    // Plurals: the first rule whose whole condition holds ("ties" is too short for -ies, so it loses -s).
    if (ends('ies') && length(w) >= 5) w = w.slice(0, -3) + 'y';
    else if (ends('sses') || ends('xes') || ends('zes') || ends('ches') || ends('shes')) w = w.slice(0, -2);
    else if (ends('s') && !ends('ss') && !ends('us') && !ends('is')) w = w.slice(0, -1);
    var dropped = false;
    if (ends('ing') && length(w) - 3 >= 3) { w = w.slice(0, -3); dropped = true; }
    else if (ends('ed') && length(w) - 2 >= 3) { w = w.slice(0, -2); dropped = true; }
    var last = w.charAt(w.length - 1);   // the doubled letters are ASCII, so UTF-16 indexing is safe here
    if (dropped && DOUBLED.indexOf(last) >= 0 && w.charAt(w.length - 2) === last) w = w.slice(0, -1);
    if (ends('e') && length(w) >= 4) w = w.slice(0, -1);
    return w;
  }

  // One raw word's forms before stemming: the whole word, then its camel parts if it has several.
  function normalisedForms(raw) {
    var parts = camelParts(raw);
    return (parts.length > 1 ? [raw].concat(parts) : [raw]).map(normalise);
  }

  function wordTokens(raw) { return normalisedForms(raw).map(stem); }

  function rawWords(text) {
    return text.match(RAW_WORD) || [];
  }

  /* ------------------------------------------------------------------ */
  /* Query and ranking (docs/search.md, "Query")                         */
  /* ------------------------------------------------------------------ */

  // At each position a dotted number (a WCAG criterion's 1.4.3) if one starts there, else a word.
  var QUERY_WORD = /\d+(?:\.\d+){2,}|[\p{L}\p{N}]+/gu;
  // An apostrophe (straight or curly) between a word and the one before or after it: a contraction.
  var JOINED_BEFORE = /[\p{L}\p{N}]['\u2019]$/u, JOINED_AFTER = /^['\u2019][\p{L}\p{N}]/u;

  // [{term, typed, prefix, typing, joined}]: `term` is stemmed like the index, `typed` is only
  // normalised (prefix matching extends what was typed: "headings" must not grow into "header");
  // `typing` for the last word while the reader is still typing it (`typing`: a live search);
  // `joined` when an apostrophe joins its word to another (a contraction's half: "don't").
  // Duplicates (by term) are removed keeping the first, with its own flags.
  function queryTokens(query, typing) {
    var words = Array.from(query.matchAll(QUERY_WORD)), seen = new Set(), out = [];
    var lastIsPrefix = !/\s$/u.test(query);
    words.forEach(function (match, i) {
      var end = match.index + match[0].length;
      var joined = JOINED_BEFORE.test(query.slice(0, match.index)) || JOINED_AFTER.test(query.slice(end));
      normalisedForms(match[0]).forEach(function (typed) {
        var term = stem(typed);
        if (seen.has(term)) return;
        seen.add(term);
        var prefix = lastIsPrefix && i === words.length - 1;
        out.push({ term: term, typed: typed, prefix: prefix, typing: prefix && !!typing, joined: joined });
      });
    });
    return out;
  }

  function samePhrase(a, b) {
    return a.length === b.length && a.every(function (t, i) { return t === b[i]; });
  }

  // The query's concepts: from the left, the longest thesaurus phrase the tokens start with
  // (with its groups' other phrases as synonyms), else one token; then the stop words that
  // `isDropped` go, unless only stop words are left.
  function concepts(tokens, meta) {
    var texts = tokens.map(function (t) { return t.term; }), out = [];
    for (var start = 0; start < tokens.length;) {
      var length = Math.max(1, longestPhrase(texts, start, meta.thesaurus));
      out.push({ tokens: tokens.slice(start, start + length), synonyms: synonymsOf(texts.slice(start, start + length), meta.thesaurus) });
      start += length;
    }
    var kept = out.filter(function (c) { return !isDropped(c, meta); });
    return kept.every(function (c) { return isStopWord(c, meta); }) ? out : kept;
  }

  // One token and no phrase, typed as a stop word, wherever it stands. meta.js lists the
  // contractions' halves apart from the other stop words (an older one has them with the others).
  function isStopWord(c, meta) {
    var typed = c.tokens[0].typed;
    return c.synonyms.length === 0 && c.tokens.length === 1 && (meta.stopWords.indexOf(typed) >= 0 || isContractionPart(typed, meta));
  }
  function isContractionPart(typed, meta) { return (meta.contractionParts || []).indexOf(typed) >= 0; }

  // A contraction's half goes only from a contraction ("you're", not "text re" or "re-enable");
  // any other stop word unless it is the word still being typed ("be" on the way to "beep"; in
  // a query asked, "… tap targets be", it goes).
  function isDropped(c, meta) {
    if (!isStopWord(c, meta)) return false;
    var token = c.tokens[0];
    return token.joined || !(token.typing || isContractionPart(token.typed, meta));
  }

  // The length of the longest thesaurus phrase that texts[start…] starts with (0 when none does).
  function longestPhrase(texts, start, thesaurus) {
    var longest = 0;
    thesaurus.forEach(function (group) {
      group.forEach(function (phrase) {
        if (phrase.length > longest && start + phrase.length <= texts.length &&
            samePhrase(phrase, texts.slice(start, start + phrase.length))) longest = phrase.length;
      });
    });
    return longest;
  }

  // The other phrases of every group holding `phrase`, in group order, each once.
  function synonymsOf(phrase, thesaurus) {
    var seen = [phrase], found = [];
    thesaurus.forEach(function (group) {
      if (!group.some(function (p) { return samePhrase(p, phrase); })) return;
      group.forEach(function (other) {
        if (seen.some(function (p) { return samePhrase(p, other); })) return;
        seen.push(other);
        found.push(other);
      });
    });
    return found;
  }

  function shardOf(term, shards) {
    var h = 2166136261;
    Array.from(term).slice(0, 2).forEach(function (ch) {
      h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
    });
    return h % shards;
  }

  // One typo apart, on code point arrays: one insertion, deletion or substitution,
  // or two adjacent code points swapped. Identical words are not a typo apart.
  function oneTypoApart(a, b) {
    if (a.length < b.length) { var t = a; a = b; b = t; }
    if (a.length - b.length > 1) return false;
    var i = 0;
    while (i < b.length && a[i] === b[i]) i++;
    var rest = function (x, from) { return x.slice(from).join(''); };
    if (a.length > b.length) return rest(a, i + 1) === rest(b, i);
    if (i === a.length) return false;
    return rest(a, i + 1) === rest(b, i + 1) ||
      (i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2));
  }

  // The candidate terms of one query token, each with the highest weight that applies.
  // `shardFor(term)` is the loaded shard (a Map term -> postings) that holds `term`.
  function candidates(token, shardFor) {
    var weights = new Map(), own = shardFor(token.term), tcp = Array.from(token.term);
    var consider = function (term, weight) { if (weight > (weights.get(term) || 0)) weights.set(term, weight); };
    if (own.has(token.term)) consider(token.term, 1);
    if (token.prefix && length(token.typed) >= 2) {
      shardFor(token.typed).forEach(function (postings, term) { if (term.indexOf(token.typed) === 0) consider(term, 0.7); });
    }
    if (!own.has(token.term)) {
      related(token.term).forEach(function (r) { if (shardFor(r.term).has(r.term)) consider(r.term, r.weight); });
    }
    if (tcp.length >= 5 && !own.has(token.term)) {
      own.forEach(function (postings, term) {
        var ccp = Array.from(term);
        if (ccp.length >= 5 && ccp[0] === tcp[0] && ccp[1] === tcp[1] && oneTypoApart(tcp, ccp)) consider(term, 0.5);
      });
    }
    return Array.from(weights, function (pair) { return { term: pair[0], weight: pair[1], postings: postingsOf(shardFor(pair[0]), pair[0]) }; });
  }

  // The terms the lexicon relates to a word no page uses (docs/search.md, "Lexicon"): its
  // code is the strong terms, then ';' and the weak ones, each list separated by spaces.
  var STRONG_WEIGHT = 0.6, WEAK_WEIGHT = 0.4;
  function related(word) {
    var code = index.lexicon.get(word);
    if (typeof code !== 'string') return [];
    var at = code.indexOf(';'), strong = at < 0 ? code : code.slice(0, at), weak = at < 0 ? '' : code.slice(at + 1);
    var list = function (text, weight) { return text ? text.split(' ').map(function (t) { return { term: t, weight: weight }; }) : []; };
    return list(strong, STRONG_WEIGHT).concat(list(weak, WEAK_WEIGHT));
  }

  var SYNONYM_WEIGHT = 0.8;
  function add(map, key, n) { map.set(key, (map.get(key) || 0) + n); }

  // One concept's value in each allowed unit, the units whose page title holds it, and per
  // unit the terms that scored (for highlighting): the best of its words as typed (their
  // matches summed) and its synonyms (every term of one required, exact, at SYNONYM_WEIGHT).
  function matchConcept(concept, shardFor, allow, terms) {
    var values = new Map(), titledTokens = new Map(), titled = new Set();
    concept.tokens.forEach(function (token) {
      var best = new Map(), inTitle = new Set();
      candidates(token, shardFor).forEach(function (c) {
        for (var i = 0; i < c.postings.length; i += 3) {
          var u = c.postings[i], facet = c.postings[i + 2];
          if (!allow(facet)) continue;   // filters apply before anything else
          index.categoryOfUnit.set(u, facetCategory(facet));
          var value = Math.floor(c.weight * c.postings[i + 1]);
          if (facetInTitle(facet)) inTitle.add(u);   // even a posting too weak to score
          if (value > (best.get(u) || 0)) best.set(u, value);
          if (value > 0) termsOf(terms, u).add(c.term);
        }
      });
      best.forEach(function (value, u) { add(values, u, value); });
      inTitle.forEach(function (u) { add(titledTokens, u, 1); });
    });
    titledTokens.forEach(function (n, u) { if (n === concept.tokens.length) titled.add(u); });
    concept.synonyms.forEach(function (phrase) { matchSynonym(phrase, shardFor, allow, terms, values, titled); });
    return { values: values, titled: titled };
  }

  // A synonym phrase: in each unit holding every one of its terms, its exact matches at
  // SYNONYM_WEIGHT, summed, replace the concept's value when larger.
  function matchSynonym(phrase, shardFor, allow, terms, values, titled) {
    var sums = new Map(), found = new Map(), inTitle = new Map();
    phrase.forEach(function (term) {
      var postings = postingsOf(shardFor(term), term);
      for (var i = 0; i < postings.length; i += 3) {
        var u = postings[i], facet = postings[i + 2];
        if (!allow(facet)) continue;
        index.categoryOfUnit.set(u, facetCategory(facet));
        add(sums, u, Math.floor(SYNONYM_WEIGHT * postings[i + 1]));
        add(found, u, 1);
        if (facetInTitle(facet)) add(inTitle, u, 1);
      }
    });
    found.forEach(function (n, u) {
      if (n !== phrase.length) return;
      if (sums.get(u) > (values.get(u) || 0)) values.set(u, sums.get(u));
      phrase.forEach(function (term) { termsOf(terms, u).add(term); });
    });
    inTitle.forEach(function (n, u) { if (n === phrase.length) titled.add(u); });
  }
  function termsOf(terms, u) {
    if (!terms.has(u)) terms.set(u, new Set());
    return terms.get(u);
  }

  // Ranks every unit that passes `allow(facet)`: [{unit, score, terms}], best first. A unit's
  // score: the sum of its concepts' values plus a quarter of the best value on its page of
  // each concept found only elsewhere on the page, times (n + 2 × concepts its page title
  // holds) / n, times the share of the n concepts it covers, squared, where a concept only elsewhere
  // on its page counts half; whole numbers, as in the CLI.
  function rank(list, shardFor, allow, starts) {
    var sums = new Map(), covered = new Map(), titled = new Map(), onPage = new Map(), terms = new Map(), n = list.length;
    var pageQuarters = new Map(), ownQuarters = new Map();
    list.forEach(function (concept) {
      var m = matchConcept(concept, shardFor, allow, terms), best = new Map();
      m.values.forEach(function (value, u) {
        if (value <= 0) return;
        add(sums, u, value); add(covered, u, 1);
        var p = pageOf(starts, u);
        if (value > (best.get(p) || 0)) best.set(p, value);
      });
      best.forEach(function (value, p) { add(onPage, p, 1); add(pageQuarters, p, Math.floor(value / 4)); });
      m.values.forEach(function (value, u) {
        if (value > 0) add(ownQuarters, u, Math.floor(best.get(pageOf(starts, u)) / 4));
      });
      m.titled.forEach(function (u) { add(titled, u, 1); });
    });
    var results = [];
    sums.forEach(function (unitSum, u) {
      var p = pageOf(starts, u), sum = unitSum + (pageQuarters.get(p) || 0) - (ownQuarters.get(u) || 0);
      var own = covered.get(u) || 0, share = 2 * own + (onPage.get(p) || own) - own;
      var score = Math.floor(sum * (n + 2 * (titled.get(u) || 0)) * share * share / (4 * n * n * n));
      if (score > 0) results.push({ unit: u, score: score, terms: terms.get(u) || new Set() });
    });
    return results.sort(function (a, b) { return b.score - a.score || a.unit - b.unit; });
  }

  // A term's postings as [unit, score, facet, …], decoded from its code when first asked for
  // (docs/search.md, "Files"): per posting three numbers, the unit as the distance from the
  // one before. A number's characters from '#' (0x23) on are base-57 digits, most significant
  // first; its last character, from ']' (0x5D) on, is a base-34 digit and ends it.
  function postingsOf(shard, term) {
    var code = shard.get(term);
    if (typeof code !== 'string') return code || [];
    var out = [], n = 0, unit = 0;
    for (var i = 0; i < code.length; i++) {
      var c = code.charCodeAt(i);
      if (c < 0x5C) { n = n * 57 + c - 0x23; continue; }
      n = n * 34 + c - 0x5D;
      if (out.length % 3 === 0) { unit += n; n = unit; }
      out.push(n);
      n = 0;
    }
    shard.set(term, out);
    return out;
  }

  // The page of each unit: meta.pages gives each page's number of units, a character a page
  // (docs/search.md, "Files"); decoded once into the first unit of every page.
  var PAGE_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
  function pageStarts(text) {
    var starts = [], next = 0, m, pattern = /\((\d+)\)|[^()]/g;
    while ((m = pattern.exec(text))) {
      starts.push(next);
      next += m[1] ? Number(m[1]) : PAGE_DIGITS.indexOf(m[0]);
    }
    return starts;
  }
  // The docs file of each page: a file takes the next page while its units fit in
  // meta.docsUnits, and always takes one; and each file's first page.
  function docsFiles(starts, units, docsUnits) {
    var fileOf = [], firstPage = [], fill = 0;
    starts.forEach(function (start, p) {
      var size = (p + 1 < starts.length ? starts[p + 1] : units) - start;
      if (p === 0 || fill + size > docsUnits) { firstPage.push(p); fill = 0; }
      fill += size;
      fileOf.push(firstPage.length - 1);
    });
    return { fileOf: fileOf, firstPage: firstPage };
  }
  function pageOf(starts, unit) {
    var low = 0, high = starts.length;
    while (low < high) { var mid = (low + high) >> 1; if (starts[mid] <= unit) low = mid + 1; else high = mid; }
    return Math.max(low - 1, 0);
  }

  // Ranked units to pages, in the order of their best unit, each with its best sections.
  var SECTIONS_PER_PAGE = 3;
  function byPage(ranked, starts) {
    var pages = [], at = new Map();
    ranked.forEach(function (r) {
      var p = pageOf(starts, r.unit);
      if (!at.has(p)) { at.set(p, pages.length); pages.push({ page: p, score: r.score, sections: [r] }); }
      else if (pages[at.get(p)].sections.length < SECTIONS_PER_PAGE) pages[at.get(p)].sections.push(r);
    });
    return pages;
  }

  /* ------------------------------------------------------------------ */
  /* Loading the index files                                             */
  /* ------------------------------------------------------------------ */

  var root = document.documentElement.getAttribute('data-root') || '';
  // categoryOfUnit: learnt from the facets of the postings read, for the results' categories.
  var index = { meta: null, starts: null, docsFiles: null, terms: new Map(), words: new Map(), lexicon: new Map(), docs: new Map(), categoryOfUnit: new Map() };
  var requests = new Map();   // path -> Promise, so each file is requested once
  // The index files keep their names from one format to the next, so a browser's cache may
  // mix them with this script's; the owner rebuilt already, a reload fetches them afresh.
  var FORMAT = 3;
  var OTHER_VERSION = 'Search found files of another version of this site; reload the page.';

  window.CriteriaSearch = {
    meta: function (meta) { index.meta = meta; },
    terms: function (k, map, version) { index.terms.set(k, version === FORMAT && map && typeof map === 'object' ? new Map(Object.entries(map)) : null); },
    words: function (k, map, version) {
      var ok = version === FORMAT && map && typeof map === 'object';
      index.words.set(k, ok);
      if (ok) Object.keys(map).forEach(function (word) { if (!index.lexicon.has(word)) index.lexicon.set(word, map[word]); });
    },
    docs: function (j, rows, version) { index.docs.set(j, version === FORMAT && Array.isArray(rows) ? rows : null); },
    search: search,            // for tests and the curious: search('tap', {kind: 'videos'})
    tokens: function (text) { return rawWords(text).reduce(function (all, w) { return all.concat(wordTokens(w)); }, []); }
  };

  // Adds <script src> for `path` (relative to the site root); resolves once the
  // file has run and `isLoaded()` says it registered its data.
  function load(path, isLoaded) {
    if (isLoaded()) return Promise.resolve();
    if (!requests.has(path)) {
      requests.set(path, new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = root + path;
        script.onload = function () {
          if (isLoaded()) resolve(); else fail('it does not contain search data');
        };
        script.onerror = function () { fail('the file is missing or could not be read'); };
        function fail(why) {
          requests.delete(path);   // a later search may try again
          script.remove();
          reject(new Error('Search could not load ' + path + ': ' + why + '. Rebuild the site so that its search folder is published.'));
        }
        document.head.appendChild(script);
      }));
    }
    return requests.get(path);
  }

  function loadMeta() {
    return load('search/meta.js', function () { return !!index.meta; }).then(function () {
      if (index.meta.version !== FORMAT) throw new Error(OTHER_VERSION);
      if (!index.starts) {
        index.starts = pageStarts(index.meta.pages);
        index.docsFiles = docsFiles(index.starts, index.meta.units, index.meta.docsUnits);
      }
      return index.meta;
    });
  }

  // The term shards a query reads: each token's, the typed form's of a prefix token, each synonym term's.
  function shardsOf(list, shards) {
    var out = new Set();
    list.forEach(function (c) {
      c.tokens.forEach(function (t) {
        out.add(shardOf(t.term, shards));
        if (t.prefix) out.add(shardOf(t.typed, shards));
      });
      c.synonyms.forEach(function (phrase) { phrase.forEach(function (term) { out.add(shardOf(term, shards)); }); });
    });
    return Array.from(out);
  }

  function loadShards(shards) {
    return Promise.all(shards.map(function (k) {
      return load('search/terms-' + k + '.js', function () { return index.terms.has(k); });
    })).then(function () {
      if (shards.some(function (k) { return index.terms.get(k) === null; })) throw new Error(OTHER_VERSION);
    });
  }

  // The query's tokens that no page uses (their term shards read).
  function absentTokens(list, shards) {
    var out = [];
    list.forEach(function (c) {
      c.tokens.forEach(function (t) {
        if (!(index.terms.get(shardOf(t.term, shards)) || new Map()).has(t.term)) out.push(t);
      });
    });
    return out;
  }

  // The lexicon files of those tokens: the lexicon has its own number of shards.
  function absentShards(list, shards, wordShards) {
    return Array.from(new Set(absentTokens(list, shards).map(function (t) { return shardOf(t.term, wordShards); })));
  }

  // The shards of the terms the lexicon relates to them.
  function relatedShards(list, shards) {
    var out = new Set();
    absentTokens(list, shards).forEach(function (t) {
      related(t.term).forEach(function (r) { out.add(shardOf(r.term, shards)); });
    });
    return Array.from(out);
  }

  // options: {category, kind, limit, typing}; `typing`: the query is being typed, its last word
  // perhaps not finished (the header box, the search page as keys are pressed), rather than
  // asked (Enter, an address, `criteria search`). Resolves to {total (pages), pages: [{page, score, title,
  // url, category, sections: [{unit, score, terms, page, tab, heading, title, url, text}]}]}.
  function search(query, options) {
    options = options || {};
    return loadMeta().then(function (meta) {
      var list = concepts(queryTokens(query, options.typing), meta), shards = shardsOf(list, meta.shards);
      return loadShards(shards).then(function () {
        // Then the lexicon files of the words no page uses, and the shards of the terms it relates to them.
        var words = absentShards(list, meta.shards, meta.wordShards || meta.shards);
        return Promise.all(words.map(function (k) {
          return load('search/words-' + k + '.js', function () { return index.words.has(k); });
        })).then(function () {
          if (words.some(function (k) { return index.words.get(k) === false; })) throw new Error(OTHER_VERSION);
          return loadShards(relatedShards(list, meta.shards));
        });
      }).then(function () {
        // An unknown category or kind matches nothing, as in the CLI.
        var ci = options.category ? meta.categories.indexOf(options.category) : null;
        var ki = options.kind ? meta.kinds.indexOf(options.kind) : null;
        var allow = function (facet) {
          return (ci === null || facetCategory(facet) === ci) && (ki === null || facetKind(facet) === ki);
        };
        var empty = new Map();
        var shardFor = function (term) { return index.terms.get(shardOf(term, meta.shards)) || empty; };
        var pages = byPage(list.length ? rank(list, shardFor, allow, index.starts) : [], index.starts);
        var shown = pages.slice(0, options.limit || LIMIT);
        return loadDocs(shown, meta).then(function () { return { total: pages.length, pages: shown }; });
      });
    });
  }

  // Fills in the texts of the shown pages' sections from the docs files that hold them: one
  // file per page. A page's row is [title, path, then per unit tab, heading, fragment, text].
  function loadDocs(pages, meta) {
    var files = Array.from(new Set(pages.map(function (p) { return index.docsFiles.fileOf[p.page]; })));
    return Promise.all(files.map(function (j) {
      return load('search/docs-' + j + '.js', function () { return index.docs.has(j); });
    })).then(function () {
      pages.forEach(function (p) {
        var file = index.docsFiles.fileOf[p.page], rows = index.docs.get(file);
        var row = rows && rows[p.page - index.docsFiles.firstPage[file]];
        var units = (p.page + 1 < index.starts.length ? index.starts[p.page + 1] : meta.units) - index.starts[p.page];
        if (!Array.isArray(row) || row.length !== 2 + 4 * units) throw new Error(OTHER_VERSION);
        p.sections.forEach(function (r) {
          var at = 2 + 4 * (r.unit - index.starts[p.page]), tab = typeof row[at] === 'number' ? meta.tabs[row[at]] : null;
          r.page = row[0]; r.tab = tab ? tab[0] : row[at]; r.heading = row[at + 1]; r.text = row[at + 3];
          r.url = unitURL(row[1], row[at + 2], tab ? tab[1] : '', r.heading);
        });
      });
      pages.forEach(function (p) {
        // A shared heading is left out of a title, unless another section shown is in the same tab.
        p.sections.forEach(function (r) {
          var tabShared = p.sections.some(function (o) { return o !== r && o.tab === r.tab; });
          var heading = meta.sharedHeadings.indexOf(r.heading) >= 0 && !tabShared ? '' : r.heading;
          r.title = [r.tab, heading].filter(Boolean).join(' › ');
        });
        var first = p.sections[0];
        p.title = first.page;
        p.url = first.url.split('#')[0];
        p.category = meta.categoryTitles[index.categoryOfUnit.get(first.unit)] || '';
      });
    });
  }

  // A unit's address from its page's path and its fragment field: empty when the fragment is
  // the one its tab and heading give (below), '.' for none, '#' and the fragment, else the
  // whole address.
  function unitURL(path, field, anchor, heading) {
    if (field === '.') return path;
    if (field.charAt(0) === '#') return path + field;
    if (field) return field;
    var fragment = derivedFragment(anchor, heading);
    return fragment ? path + '#' + fragment : path;
  }

  // The tab's anchor, then the heading's runs of ASCII letters and digits, lower-cased, all
  // joined by hyphens; null when there are none (as SearchIndexFiles.derivedFragment).
  function derivedFragment(anchor, heading) {
    var words = (heading.match(/[A-Za-z0-9]+/g) || []).map(function (w) { return w.toLowerCase(); });
    var parts = [anchor].concat(words).filter(Boolean);
    return parts.length ? parts.join('-') : null;
  }

  /* ------------------------------------------------------------------ */
  /* The search page                                                     */
  /* ------------------------------------------------------------------ */

  // About 200 characters of `text` around its first matching word, with every
  // matching word in <mark>. Built from text nodes: index data is never parsed as HTML.
  function excerpt(text, terms) {
    var words = [], m;
    RAW_WORD.lastIndex = 0;
    while ((m = RAW_WORD.exec(text))) {
      var hit = wordTokens(m[0]).some(function (t) { return terms.has(t); });
      words.push({ start: m.index, end: m.index + m[0].length, hit: hit });
    }
    var first = words.filter(function (w) { return w.hit; })[0];
    var start = first ? Math.max(0, first.start - 60) : 0;
    if (start > 0) start = (words.filter(function (w) { return w.start >= start; })[0] || first).start;   // begin on a word
    var end = Math.min(text.length, start + EXCERPT_LENGTH);
    if (end < text.length) {
      var space = text.lastIndexOf(' ', end);
      if (space > start + EXCERPT_LENGTH / 2) end = space;   // end between words
    }
    var out = document.createDocumentFragment(), at = start;
    out.append(start > 0 ? '… ' : '');
    words.forEach(function (w) {
      if (!w.hit || w.start < start || w.end > end) return;
      out.append(text.slice(at, w.start));
      var mark = document.createElement('mark');
      mark.textContent = text.slice(w.start, w.end);
      out.append(mark);
      at = w.end;
    });
    var cut = end < text.length || length(text) >= TEXT_KEPT;   // a text that long was probably cut short
    out.append(text.slice(at, end).trimEnd() + (cut ? ' …' : ''));
    return out;
  }

  function startSearchPage(form) {
    var input = form.elements.q, category = form.elements.category, kind = form.elements.kind;
    var status = document.getElementById('search-status');
    var list = document.getElementById('search-results');
    var more = document.getElementById('search-more');
    var typingTimer, announceTimer, latest = 0, pageTitle = document.title;

    function say(message, delay) {
      clearTimeout(announceTimer);
      if (delay) announceTimer = setTimeout(function () { status.textContent = message; }, delay);
      else status.textContent = message;
    }

    function selectedLabel(select) { return select.value ? select.options[select.selectedIndex].text : ''; }

    function updateAddress() {
      var params = new URLSearchParams();
      if (input.value) params.set('q', input.value);
      if (category.value) params.set('category', category.value);
      if (kind.value) params.set('kind', kind.value);
      var query = params.toString();
      try { history.replaceState(history.state, '', location.pathname + (query ? '?' + query : '')); } catch (e) { /* opaque origin: the address just stays */ }
    }

    // One entry per page: its title (a link to the page), its category, then its best
    // sections, each a link to its tab and heading with an excerpt beneath.
    function render(query, found) {
      list.replaceChildren();
      list.hidden = !found.pages.length;   // no empty list for screen readers to report
      found.pages.forEach(function (p) {
        var item = document.createElement('li'), heading = document.createElement('h2'), link = document.createElement('a');
        var sections = document.createElement('ul');
        link.href = root + p.url;
        link.textContent = p.title;
        heading.className = 'search-result-title';
        heading.append(link);
        if (p.category) {
          var category = document.createElement('span');
          category.className = 'search-category';
          category.textContent = p.category;
          heading.append(' ', category);
        }
        sections.className = 'search-sections';
        p.sections.forEach(function (r) {
          var section = document.createElement('li'), to = document.createElement('a'), text = document.createElement('p');
          to.href = root + r.url;
          to.textContent = r.title;
          text.className = 'search-excerpt';
          text.append(excerpt(r.text, r.terms));
          section.append(to, text);
          sections.append(section);
        });
        item.className = 'search-result';
        item.append(heading, sections);
        list.append(item);
      });
      more.hidden = found.total <= found.pages.length;
      more.textContent = 'Showing the first ' + found.pages.length + ' of ' + found.total + ' pages. Add words or a filter to narrow them down.';
      var filters = [selectedLabel(category), selectedLabel(kind)].filter(Boolean).join(', ');
      var count = found.total === 0 ? 'No results' : found.total === 1 ? '1 page' : found.total + ' pages';
      return count + ' for “' + query.trim() + '”' + (filters ? ' in ' + filters : '');
    }

    // `how`: 'typing' waits before announcing; anything else announces at once.
    function run(how) {
      var query = input.value, ticket = ++latest;
      updateAddress();
      // The title names the query too, for the history list and bookmarks.
      document.title = query.trim() ? '“' + query.trim() + '” · ' + pageTitle : pageTitle;
      if (!rawWords(query).length) {
        list.replaceChildren(); list.hidden = more.hidden = true; say('');
        return;
      }
      search(query, { category: category.value, kind: kind.value, limit: LIMIT, typing: how === 'typing' }).then(function (found) {
        if (ticket !== latest) return;   // a newer query is under way
        say(render(query, found), how === 'typing' ? ANNOUNCE_DELAY : 0);
      }, function (error) {
        if (ticket !== latest) return;
        list.replaceChildren(); list.hidden = more.hidden = true;
        say(error.message);
      });
    }

    input.addEventListener('input', function () {
      clearTimeout(typingTimer);
      typingTimer = setTimeout(function () { run('typing'); }, TYPING_DELAY);
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      clearTimeout(typingTimer);
      run('submit');
    });
    [category, kind].forEach(function (select) {
      select.addEventListener('change', function () { run('filter'); });
    });

    // Fill the form from the address (file:// keeps the query string too), then search.
    var params = new URLSearchParams(location.search);
    input.value = params.get('q') || '';
    kind.value = params.get('kind') || '';
    if (kind.selectedIndex < 0) kind.value = '';
    loadMeta().then(function (meta) {
      meta.categories.forEach(function (name, i) {
        if (name) category.append(new Option(meta.categoryTitles[i] || name, name));   // root pages have no category ("")
      });
      category.value = params.get('category') || '';
      if (category.selectedIndex < 0) category.value = '';
      if (input.value) run('load');
    }, function (error) { say(error.message); });
  }

  // search-box.js adds this script at once on search.html, and when the header box is first used.
  function init() {
    var form = document.getElementById('search-form');
    if (form) startSearchPage(form);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
