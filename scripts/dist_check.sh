#!/usr/bin/env bash
# Checks a `make dist` archive as a machine without Swift would run it: unpacked in a fresh
# folder, the binary runs `listkit lint` on a spec and a storyboard with an empty environment
# (`env -i`: no PATH into a toolchain, LD_LIBRARY_PATH empty), and `ldd` resolves every library
# it needs to a system library docs/install.md lists (the C library, libstdc++ and libgcc_s,
# libyaml, HarfBuzz, libxml2 and what they load) — none from a Swift toolchain, none missing.
#
# usage: scripts/dist_check.sh listkit-VERSION-linux-ARCH.tar.gz
set -euo pipefail
archive="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
root="$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -1)"
binary="$root/bin/listkit"
[ -x "$binary" ] || { echo "dist-check: no bin/listkit in $archive" >&2; exit 1; }
[ -r "$root/share/doc/listkit/rules.md" ] || { echo "dist-check: no share/doc/listkit/rules.md in $archive" >&2; exit 1; }

# Every library the binary loads, by name, must be one of these (docs/install.md, "Runtime
# libraries"): the system's C and C++ runtimes and the three C libraries with what they load.
allowed='^(linux-vdso|ld-linux[-a-z0-9_]*|libc|libm|libdl|libpthread|librt|libutil|libstdc\+\+|libgcc_s|libyaml-0|libharfbuzz|libxml2|libfreetype|libglib-2\.0|libgraphite2|libpng16|libz|libbrotlidec|libbrotlicommon|libbz2|libpcre2-8|libicuuc|libicudata|liblzma)\.so'
status=0
while read -r line; do
    name="$(echo "$line" | awk '{print $1}')"
    name="${name##*/}"
    [ -z "$name" ] && continue
    case "$line" in
        *"not found"*) echo "dist-check: $name is not found" >&2; status=1; continue ;;
    esac
    if echo "$line" | grep -qi 'swift'; then
        echo "dist-check: loads a Swift library: $line" >&2; status=1
    elif ! echo "$name" | grep -Eq "$allowed"; then
        echo "dist-check: loads $name, which docs/install.md does not list" >&2; status=1
    fi
done < <(env -i LD_LIBRARY_PATH= ldd "$binary")

mkdir -p "$work/repo"
cat > "$work/repo/screen.yaml" <<'SPEC'
listkit: 1
screen: S
views:
  - { id: line, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }
SPEC
set +e
out="$(cd "$work/repo" && env -i LD_LIBRARY_PATH= "$binary" lint --format json screen.yaml 2>&1)"
code=$?
set -e
if [ "$code" -ne 0 ] || ! echo "$out" | grep -q '"rule":"zero-size"'; then
    echo "dist-check: listkit lint did not run from the archive (exit $code):" >&2
    echo "$out" >&2
    status=1
fi
if [ "$status" -eq 0 ]; then
    echo "dist-check: $(basename "$archive"): runs without Swift; libraries: $(env -i ldd "$binary" | awk '{print $1}' | sed 's|.*/||' | sort | tr '\n' ' ')"
fi
exit "$status"
