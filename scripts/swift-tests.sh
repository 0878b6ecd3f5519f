#!/usr/bin/env bash
# Runs the Swift tests (Swift Testing) as `make test` does, with two guards for CI:
# - output is line-buffered (stdbuf), so a log shows the last test that started, not the last
#   4 KiB block that happened to be flushed;
# - a watchdog: a run still going after SWIFT_TEST_LIMIT_MINUTES (default 15; a full run takes
#   one to three minutes) prints every thread's backtrace of the test process (with gdb, when
#   installed) and is stopped, which fails the run. (The one CI hang seen was a test reading a
#   child's stdout to its end while the child sat blocked on a full stderr pipe; CriteriaRunner
#   now drains both pipes at once and kills a child that outlives its limit.)
# Arguments are passed to `swift test`.
set -uo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
limit=${SWIFT_TEST_LIMIT_SECONDS:-$(( ${SWIFT_TEST_LIMIT_MINUTES:-15} * 60 ))}

# Returns swift test's status, or 124 when the watchdog stopped it.
run_once() {
  # A session of its own, so the watchdog can stop swift test and the test process it started.
  setsid stdbuf -oL -eL "$swift" test --disable-xctest "$@" &
  local runner=$! started=$SECONDS
  trap 'pkill -s "$runner" 2>/dev/null; exit 130' INT TERM
  while kill -0 "$runner" 2>/dev/null; do
    if (( SECONDS - started > limit )); then
      echo "error: swift test still running after $limit s; backtraces of the test process follow" >&2
      for pid in $(pgrep -s "$runner" -f '\.xctest' || true); do
        if command -v gdb >/dev/null; then
          gdb -p "$pid" -batch -ex "thread apply all bt" 2>&1 | grep -v '^\[New LWP' >&2
        fi
      done
      pkill -9 -s "$runner" 2>/dev/null
      wait "$runner" 2>/dev/null
      return 124
    fi
    sleep 2
  done
  wait "$runner"
}

run_once "$@"
