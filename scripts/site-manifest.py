#!/usr/bin/env python3
"""Prints a site's manifest: one `path sha256 size` line per file, sorted by path.

Usage: scripts/site-manifest.py SITE_FOLDER
       scripts/site-manifest.py --digest < stderr.txt

The build cache (.criteria-cache) is left out: it records this machine's paths and file times.
Everything else a build writes is listed, so two manifests are equal exactly when the two sites
are equal byte for byte. `--digest` sums up a long standard error instead of keeping its text:
its sha256, size and line count, and how many diagnostics each severity and rule has.
The site-manifest test (Tests/EndToEndTests/SiteManifestTests.swift) compares these with its goldens.
"""
import collections, hashlib, os, re, sys

LEFT_OUT = {".criteria-cache"}

def manifest(root):
    lines = []
    for folder, folders, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root).replace(os.sep, "/")
            if relative in LEFT_OUT:
                continue
            with open(path, "rb") as f:
                data = f.read()
            lines.append(f"{relative} {hashlib.sha256(data).hexdigest()} {len(data)}")
    return sorted(lines)

def digest(data):
    lines = data.decode("utf-8", "replace").splitlines()
    counts = collections.Counter()
    for line in lines:
        match = re.search(r": (error|warning|note): .*?(\[[a-z0-9-]+\])?$", line)
        if match:
            counts[f"{match.group(1)} {match.group(2) or ''}".rstrip()] += 1
    head = [f"sha256 {hashlib.sha256(data).hexdigest()}", f"bytes {len(data)}", f"lines {len(lines)}"]
    return head + [f"{key}: {counts[key]}" for key in sorted(counts)]

if __name__ == "__main__":
    if sys.argv[1:] == ["--digest"]:
        result = digest(sys.stdin.buffer.read())
    elif len(sys.argv) == 2 and os.path.isdir(sys.argv[1]):
        result = manifest(sys.argv[1])
    else:
        sys.exit("usage: scripts/site-manifest.py SITE_FOLDER | --digest < TEXT")
    sys.stdout.write("".join(line + "\n" for line in result))
