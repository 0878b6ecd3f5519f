#!/usr/bin/env bash
# bench-before.sh REVISION CRITERIA: cold builds of 1,000 generated pages by REVISION's release
# build and by CRITERIA, alternating (Benchmarks/compare_builds.py): how this build compares with
# an earlier one on the same machine at the same moment. `make bench` runs it when BENCH_BEFORE is
# set; BENCH_BEFORE_ROUNDS (default 31) sets the rounds, SWIFT the compiler driver.
#
# REVISION is checked out (git worktree, detached) and built under .build/before/<commit>, kept for
# the next run; its theme is linked beside its program, where the program looks first. The builds
# run from an empty folder, so that neither program finds this checkout's theme instead.
set -euo pipefail
usage="usage: scripts/bench-before.sh REVISION CRITERIA"
revision="${1:?$usage}"
now="$(realpath "${2:?$usage}")"
[ -x "$now" ] || { echo "bench-before: not a program: $2 ($usage)" >&2; exit 2; }
cd "$(dirname "$0")/.."
repository="$(pwd)"
corpus=../shared/corpus/magentaa11y-v2/documentation
if [ ! -d "$corpus" ]; then
  echo "bench-before: skipped: the shared corpus ($corpus) is not beside this repository" >&2
  exit 0
fi

commit="$(git rev-parse --verify "$revision^{commit}")"
folder="$repository/.build/before/$commit"
# A worktree whose folder went with .build, or one half made, is set up again.
git worktree prune
if [ "$(git -C "$folder/source" rev-parse HEAD 2>/dev/null)" != "$commit" ]; then
  git worktree remove --force "$folder/source" 2>/dev/null || rm -rf "$folder/source"
  mkdir -p "$folder"
  git worktree add --detach "$folder/source" "$commit" >/dev/null
fi
"${SWIFT:-swift}" build -c release --product criteria --static-swift-stdlib --disable-local-rpath \
  --package-path "$folder/source" --scratch-path "$folder/scratch"
before="$folder/scratch/release/criteria"
ln -sfn "$folder/source/themes" "$folder/scratch/release/themes"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$repository/Benchmarks/generate_corpus.py" --pages 1000 --out "$scratch/content" --corpus "$corpus" >/dev/null
mkdir "$scratch/here"
cd "$scratch/here"
echo "Cold builds of 1,000 generated pages, ${BENCH_BEFORE_ROUNDS:-31} alternating rounds: $revision ($(git -C "$repository" rev-parse --short "$commit")) and this build"
"$repository/Benchmarks/compare_builds.py" "$scratch/content" "${BENCH_BEFORE_ROUNDS:-31}" "before=$before" "now=$now" \
  --assets "$repository/$corpus/../assets"
