#!/usr/bin/env bash
# Packs a release built with --static-swift-stdlib (make dist) into
# dist/criteria-VERSION-linux-ARCH.tar.gz: bin/criteria, share/criteria/{themes/default,starter}
# (where the program looks for them), README.md, the project's LICENSE when it has one, and the
# licences of the Swift runtime and the packages linked into the program.
# Usage: scripts/make-dist.sh BINARY VERSION ARCH SCRATCH_PATH
set -euo pipefail
binary="$1" version="$2" arch="$3" scratch="$4"
cd "$(dirname "$0")/.."
name="criteria-$version-linux-$arch"
mkdir -p dist
stage="$(mktemp -d dist/.stage-XXXXXX)"
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
install -d "$root/bin" "$root/share/criteria/themes" "$root/licenses"
install -m 755 "$binary" "$root/bin/criteria"
# Symbols for debuggers only; the program and its crash reports do without them.
strip --strip-debug "$root/bin/criteria"
cp -R themes/default "$root/share/criteria/themes/"
cp -R starter "$root/share/criteria/"
cp scripts/dist-README.md "$root/README.md"
[ -f LICENSE ] && cp LICENSE "$root/LICENSE"
swift_license="$(dirname "$(dirname "$(command -v swift)")")/share/swift/LICENSE.txt"
[ -f "$swift_license" ] && cp "$swift_license" "$root/licenses/swift-runtime.txt"
for checkout in "$scratch"/checkouts/*/; do
  for license in "$checkout"LICENSE*; do
    [ -f "$license" ] && cp "$license" "$root/licenses/$(basename "$checkout").txt"
  done
done
tar -C "$stage" -czf "dist/$name.tar.gz.part" "$name"
mv "dist/$name.tar.gz.part" "dist/$name.tar.gz"
echo "dist/$name.tar.gz"
