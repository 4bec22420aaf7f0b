#!/usr/bin/env bash
# The GitHub Action's build-cache key, printed as `key=…` for $GITHUB_OUTPUT: a hash of what
# builds listkit (Package.swift and every file under Sources/, by path and content) and of the
# Swift toolchain's version. Run from anywhere; it reads the action's folder (this script's
# parent), which the workflow's hashFiles() cannot see.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if command -v sha256sum >/dev/null 2>&1; then hash() { sha256sum; } else hash() { shasum -a 256; }; fi
sources="$(find Package.swift Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 cat -- | hash | cut -c1-16)"
names="$(find Package.swift Sources -type f | LC_ALL=C sort | hash | cut -c1-8)"
toolchain="$(swift --version 2>/dev/null | hash | cut -c1-8)"
echo "key=$sources-$names-$toolchain"
