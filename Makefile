# The two commands the README starts with:
#   make site   builds the site from content/ into public/
#   make test   runs every test: Swift unit, golden and end-to-end tests, then the browser tests
SWIFT ?= swift
CRITERIA = .build/debug/criteria
RELEASE_CRITERIA = .build/release/criteria
# The installed and benchmarked program has the Swift runtime linked in, as `make dist`'s:
# it starts without loading the runtime's libraries, and needs none of them installed. With no
# rpath of its own folder, the loader looks for the C libraries only where the system keeps them.
RELEASE_BUILD = $(SWIFT) build -c release --product criteria --static-swift-stdlib --disable-local-rpath

.PHONY: site test swift-test browser-test a11y-test html-test bench deps test-deps fuzz fuzz-sanitizer fuzz-build install dist dist-test screenshots lexicon

site: deps
	$(SWIFT) build --product criteria
	$(CRITERIA) build --content content --output public

test: test-deps
	$(SWIFT) build --product criteria
	SWIFT=$(SWIFT) scripts/swift-tests.sh
	.venv-tests/bin/python -m pytest -q Tests/Browser
	$(MAKE) dist-test

swift-test: deps
	SWIFT=$(SWIFT) scripts/swift-tests.sh

browser-test: test-deps
	$(SWIFT) build --product criteria
	.venv-tests/bin/python -m pytest -q Tests/Browser

# The accessibility sweep of every corpus page (axe light and dark, keyboard, reflow, motion, focus).
a11y-test: test-deps
	$(SWIFT) build --product criteria
	.venv-tests/bin/python -m pytest -q Tests/Browser/test_corpus_a11y.py Tests/Browser/test_axe.py

# The Nu HTML Checker over every page of the seed site and of the corpus.
html-test: test-deps
	$(SWIFT) build --product criteria
	.venv-tests/bin/python -m pytest -q Tests/Browser/test_html_validity.py

# The README's pictures: a criteria page (light, dark, phone) and the search page, from content/,
# into docs/images/ (scripts/screenshots.py).
screenshots: test-deps
	$(SWIFT) build --product criteria
	.venv-tests/bin/python scripts/screenshots.py $(CRITERIA)

# make lexicon: themes/default/search-lexicon.txt again from WordNet (Debian's wordnet-base) and the
# words of the shared corpus, content/ and starter/ (docs/search.md, "Lexicon"); review the diff.
lexicon:
	@scripts/install-deps.sh lexicon
	scripts/make-search-lexicon.py ../shared/corpus/magentaa11y-v2/documentation content starter

# BENCH_SIZES=corpus,1000 make bench: fewer sizes (the default adds 10,000 pages, which takes a while);
# BENCH_ROUNDS=3 (default 5) and BENCH_BIG_ROUNDS=1 (default 2, at 10,000 pages): fewer rounds.
# BENCH_BEFORE=REV make bench: also REV's cold build of 1,000 pages against this one's, alternating
# (scripts/bench-before.sh; BENCH_BEFORE_ROUNDS, default 31). REV is built under .build/before/.
bench: deps
	$(RELEASE_BUILD)
	@scripts/install-deps.sh bench
	Benchmarks/build_bench.py $(RELEASE_CRITERIA)
	Benchmarks/page_weight.py --build $(RELEASE_CRITERIA)
	Benchmarks/search_bench.py $(RELEASE_CRITERIA)
	Benchmarks/serve_bench.py $(RELEASE_CRITERIA)
	Benchmarks/history_bench.py $(RELEASE_CRITERIA)
	@if [ -n "$(BENCH_BEFORE)" ]; then SWIFT="$(SWIFT)" scripts/bench-before.sh "$(BENCH_BEFORE)" $(RELEASE_CRITERIA); fi

# make install [PREFIX=/usr/local] [DESTDIR=…]: the program in $(PREFIX)/bin and the default
# theme in $(PREFIX)/share/criteria/themes/default and the starter site of `criteria init` in
# $(PREFIX)/share/criteria/starter, where the program looks for them. Files of an
# earlier install are overwritten; none are removed.
PREFIX ?= /usr/local

install: deps
	$(RELEASE_BUILD)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/criteria/themes"
	install -m 755 $(RELEASE_CRITERIA) "$(DESTDIR)$(PREFIX)/bin/criteria"
	cp -R themes/default "$(DESTDIR)$(PREFIX)/share/criteria/themes/"
	cp -R starter "$(DESTDIR)$(PREFIX)/share/criteria/"

# make dist: dist/criteria-VERSION-linux-ARCH.tar.gz, a release with the Swift runtime linked in
# (--static-swift-stdlib), which needs only glibc, libstdc++, zlib, libcmark-gfm and libjemalloc. Built in
# its own scratch folder, so it does not undo `make install`'s or `make bench`'s release build.
VERSION := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/criteria/CriteriaVersion.swift)
ARCH := $(shell uname -m)
DIST_BUILD = .build-dist
DIST_TARBALL = dist/criteria-$(VERSION)-linux-$(ARCH).tar.gz

dist: deps
	$(SWIFT) build -c release --product criteria --static-swift-stdlib --scratch-path $(DIST_BUILD)
	scripts/make-dist.sh $(DIST_BUILD)/release/criteria $(VERSION) $(ARCH) $(DIST_BUILD)

# The tarball in a bare environment, and the CI recipes of docs/ci.md run from the doc.
dist-test: dist test-deps
	DIST_TARBALL=$(DIST_TARBALL) .venv-tests/bin/python -m pytest -q Tests/Dist

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

# Fuzzing (not part of `make test`): FUZZ_SECONDS=600 make fuzz (the site's components) or
# make fuzz-sanitizer (the HTML sanitizer alone). The generated corpus and any crash files stay
# in Fuzz/work/ and Fuzz/work/sanitizer/ (git-ignored). A crash file replays with
# `Fuzz/.build/release/SiteFuzz Fuzz/work/crashes/crash-…` (or SanitizerFuzz). Swift's own
# backtracer is turned off so that libFuzzer sees the crash and writes the input that caused it.
FUZZ_SECONDS ?= 60
FUZZ_WORK = Fuzz/work
FUZZ_RUN = SWIFT_BACKTRACE=enable=no
FUZZ_FLAGS = -dict=Fuzz/site.dict -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1

# A fuzzing build is a release build: exclusivity is checked again, the last flag winning over
# Package.swift's release settings.
fuzz-build: deps
	$(SWIFT) build --package-path Fuzz -c release --sanitize=fuzzer -Xswiftc -enable-testing -Xswiftc -enforce-exclusivity=checked

fuzz: fuzz-build
	Fuzz/seed.sh $(FUZZ_WORK)/seeds
	mkdir -p $(FUZZ_WORK)/corpus $(FUZZ_WORK)/crashes
	$(FUZZ_RUN) Fuzz/.build/release/SiteFuzz $(FUZZ_WORK)/corpus $(FUZZ_WORK)/seeds $(FUZZ_FLAGS) -artifact_prefix=$(FUZZ_WORK)/crashes/

fuzz-sanitizer: fuzz-build
	Fuzz/seed.sh --html $(FUZZ_WORK)/sanitizer/seeds
	mkdir -p $(FUZZ_WORK)/sanitizer/corpus $(FUZZ_WORK)/sanitizer/crashes
	$(FUZZ_RUN) Fuzz/.build/release/SanitizerFuzz $(FUZZ_WORK)/sanitizer/corpus $(FUZZ_WORK)/sanitizer/seeds $(FUZZ_FLAGS) \
		-artifact_prefix=$(FUZZ_WORK)/sanitizer/crashes/
