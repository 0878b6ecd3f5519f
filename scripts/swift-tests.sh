#!/usr/bin/env bash
# Runs the Swift tests (Swift Testing) as `make test` does, with two guards for CI:
# - output is line-buffered (stdbuf), so a log shows the last test that started, not the last
#   4 KiB block that happened to be flushed;
# - a watchdog: a run still going after SWIFT_TEST_LIMIT_MINUTES (default 30; a full run takes a
#   few minutes) prints every thread's backtrace of the test process (with gdb, when installed)
#   and is stopped, so a hang fails in minutes with its cause instead of using up CI's time.
# Arguments are passed to `swift test`.
set -uo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
limit=${SWIFT_TEST_LIMIT_SECONDS:-$(( ${SWIFT_TEST_LIMIT_MINUTES:-30} * 60 ))}

# A session of its own, so the watchdog can stop swift test and the test process it started.
setsid stdbuf -oL -eL "$swift" test --disable-xctest "$@" &
runner=$!
trap 'pkill -s "$runner" 2>/dev/null; exit 130' INT TERM
started=$SECONDS
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
    exit 124
  fi
  sleep 2
done
wait "$runner"
