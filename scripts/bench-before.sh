#!/usr/bin/env bash
# bench-before.sh REVISION CRITERIA: cold builds of 1,000 generated pages by REVISION's release
# build and by CRITERIA, alternating (Benchmarks/compare_builds.py): how this build compares with
# an earlier one on the same machine at the same moment. `make bench` runs it when BENCH_BEFORE is
# set; BENCH_BEFORE_ROUNDS (default 31) sets the rounds.
#
# REVISION is checked out (git worktree, detached) and built under .build/before/<commit>, kept for
# the next run; its theme is linked beside its program, where the program looks first.
set -euo pipefail
cd "$(dirname "$0")/.."
revision="$1"
now="$(realpath "$2")"
corpus=../shared/corpus/magentaa11y-v2/documentation
if [ ! -d "$corpus" ]; then
  echo "bench-before: skipped: the shared corpus ($corpus) is not beside this repository" >&2
  exit 0
fi

commit="$(git rev-parse --verify "$revision^{commit}")"
folder=".build/before/$commit"
if [ ! -d "$folder/source" ]; then
  mkdir -p "$folder"
  git worktree add --detach "$folder/source" "$commit" >/dev/null
fi
swift build -c release --product criteria --static-swift-stdlib --disable-local-rpath \
  --package-path "$folder/source" --scratch-path "$folder/scratch"
before="$(realpath "$folder/scratch/release/criteria")"
ln -sfn "$(realpath "$folder/source/themes")" "$(dirname "$before")/themes"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
Benchmarks/generate_corpus.py --pages 1000 --out "$scratch/content" --corpus "$corpus" >/dev/null
echo "Cold builds of 1,000 generated pages, ${BENCH_BEFORE_ROUNDS:-31} alternating rounds: $revision ($(git rev-parse --short "$commit")) and this build"
Benchmarks/compare_builds.py "$scratch/content" "${BENCH_BEFORE_ROUNDS:-31}" "before=$before" "now=$now"
