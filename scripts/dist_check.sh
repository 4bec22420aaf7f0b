#!/usr/bin/env bash
# Checks a `make dist` archive as a machine without Swift would run it: unpacked in a fresh
# folder, the binary lints a spec and a storyboard with an empty environment (`env -i`: no PATH
# into a toolchain, LD_LIBRARY_PATH empty), and `ldd` resolves every library it needs to a
# system library docs/install.md lists (the C library, libstdc++ and libgcc_s, libyaml,
# HarfBuzz, libxml2 and what they load) — none from a Swift toolchain, none missing.
#
# Run as root on Debian (as the release workflow runs it), it then lints the same files in a
# chroot holding only the files of docs/install.md's runtime packages and their dependencies,
# as this machine has them installed, with the C and C++ runtimes: a Debian machine with those
# packages and nothing else — no toolchain, no -dev packages, no other fonts.
#
# usage: scripts/dist_check.sh listkit-VERSION-linux-ARCH.tar.gz
set -euo pipefail
archive="$1"
install_doc="$(cd "$(dirname "$0")/.." && pwd)/docs/install.md"
work="$(mktemp -d)"
# The chroot's /proc is unmounted before anything is removed, and removal stays on this file system.
trap 'umount "$work/rootfs/proc" 2>/dev/null || true; rm -rf --one-file-system "$work"' EXIT
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

# A spec with a view of zero height (a warning: exit 0) and a label too narrow for its text
# (an error, measured with Inter through HarfBuzz: exit 1), and a storyboard whose bar was
# saved 28 points below where its constraints put it (misplaced-view, a warning: exit 0).
mkdir -p "$work/files"
cat > "$work/files/screen.yaml" <<'SPEC'
listkit: 1
screen: S
views:
  - { id: line, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }
  - { id: title, type: label, text: A title far too long for forty points, layout: [ top == line.bottom, leading == parent.leading, width == 40 ] }
SPEC
cat > "$work/files/Main.storyboard" <<'STORYBOARD'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="sce-dc-001">
            <objects>
                <viewController id="vco-dc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="roo-dc-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-dc-001">
                                <rect key="frame" x="16" y="91" width="200" height="44"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-dc-001"/>
                        <constraints>
                            <constraint firstItem="bar-dc-001" firstAttribute="leading" secondItem="saf-dc-001" secondAttribute="leading" constant="16" id="con-dc-001"/>
                            <constraint firstItem="bar-dc-001" firstAttribute="top" secondItem="saf-dc-001" secondAttribute="top" constant="16" id="con-dc-002"/>
                            <constraint firstItem="bar-dc-001" firstAttribute="width" constant="200" id="con-dc-003"/>
                            <constraint firstItem="bar-dc-001" firstAttribute="height" constant="44" id="con-dc-004"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
STORYBOARD

# Runs a command line (`listkit lint --format json FILE`, directly or through chroot) with an
# empty environment, and checks its exit status and that it reports `rule`.
lints() {
    local where="$1" expected="$2" rule="$3"; shift 3
    local out code
    set +e
    out="$(env -i LD_LIBRARY_PATH= "$@" 2>&1)"
    code=$?
    set -e
    if [ "$code" -ne "$expected" ] || ! echo "$out" | grep -q "\"rule\":\"$rule\""; then
        echo "dist-check: listkit lint did not run $where (exit $code, expected $expected and $rule):" >&2
        echo "$out" >&2
        status=1
    fi
}
lints "from the archive" 1 truncated-text "$binary" lint --format json "$work/files/screen.yaml"
lints "from the archive" 1 zero-size "$binary" lint --format json "$work/files/screen.yaml"
lints "from the archive" 0 misplaced-view "$binary" lint --format json "$work/files/Main.storyboard"

# The chroot: root, Debian's dpkg, and every documented package installed here.
chrooted="not run (needs root, dpkg-query and chroot)"
if [ "$(id -u)" = 0 ] && command -v dpkg-query >/dev/null 2>&1 && command -v chroot >/dev/null 2>&1; then
    packages="$(sed -n 's/^apt-get install //p' "$install_doc" | head -1)"
    [ -n "$packages" ] || { echo "dist-check: no 'apt-get install' line in $install_doc" >&2; exit 1; }
    # The documented packages, the runtimes every Debian has, and what they depend on (the
    # first installed alternative of each dependency).
    queue=($packages libc6 libstdc++6 libgcc-s1)
    declare -A seen=()
    closure=()
    while [ "${#queue[@]}" -gt 0 ]; do
        package="${queue[0]}"; queue=("${queue[@]:1}")
        [ -n "${seen[$package]:-}" ] && continue
        seen[$package]=1
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            echo "dist-check: $package (docs/install.md or a dependency) is not installed here: the chroot needs it" >&2
            exit 1
        fi
        closure+=("$package")
        depends="$(dpkg-query -W -f='${Depends}, ${Pre-Depends}' "$package")"
        while read -r alternatives; do
            [ -z "$alternatives" ] && continue
            for alternative in ${alternatives//|/ }; do
                name="${alternative%%(*}"; name="${name%%:*}"; name="$(echo "$name" | tr -d ' ')"
                case "$name" in (''|'('*|*')'|'>='*|'<='*|'='*|'<<'*|'>>'*) continue ;; esac
                if dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q 'install ok installed'; then
                    queue+=("$name"); break
                fi
            done
        done < <(echo "$depends" | sed 's/([^)]*)//g' | tr ',' '\n')
    done
    rootfs="$work/rootfs"
    chroot="$(command -v chroot)"
    mkdir -p "$rootfs/usr/bin" "$rootfs/usr/sbin" "$rootfs/usr/lib" "$rootfs/usr/lib64" "$rootfs/tmp" "$rootfs/opt" "$rootfs/proc"
    # Merged /usr, as Debian 12 and Ubuntu have it: the packages' /lib paths are /usr/lib's.
    for top in bin sbin lib lib64; do ln -s "usr/$top" "$rootfs/$top"; done
    for package in "${closure[@]}"; do
        while read -r path; do
            [ -d "$path" ] && [ ! -L "$path" ] && continue
            [ -e "$path" ] || [ -L "$path" ] || continue
            case "$path" in (/lib/*|/lib64/*|/bin/*|/sbin/*) target="/usr$path" ;; (*) target="$path" ;; esac
            mkdir -p "$rootfs$(dirname "$target")"
            cp -a "$path" "$rootfs$target"
        done < <(dpkg-query -L "$package")
    done
    cp -a "$root" "$rootfs/opt/listkit"
    cp -a "$work/files" "$rootfs/files"
    if ls "$rootfs"/opt/*swift* "$rootfs"/usr/bin/swift* >/dev/null 2>&1; then
        echo "dist-check: the chroot holds Swift" >&2; exit 1
    fi
    # Swift's runtime reads a process's arguments from /proc/self/cmdline: every Linux system
    # and container has /proc, and without it listkit sees no arguments and prints its help.
    if mount -t proc proc "$rootfs/proc" 2>/dev/null; then
        in_chroot=("$chroot" "$rootfs" /opt/listkit/bin/listkit lint --format json)
        lints "in the chroot" 1 truncated-text "${in_chroot[@]}" /files/screen.yaml
        lints "in the chroot" 1 zero-size "${in_chroot[@]}" /files/screen.yaml
        lints "in the chroot" 0 misplaced-view "${in_chroot[@]}" /files/Main.storyboard
        umount "$rootfs/proc"
        chrooted="ran in a chroot of ${#closure[@]} packages: $(echo "${closure[*]}" | tr ' ' '\n' | sort | tr '\n' ' ' | sed 's/ $//')"
    else
        chrooted="not run in a chroot (/proc cannot be mounted here: not privileged)"
    fi
fi

if [ "$status" -eq 0 ]; then
    echo "dist-check: $(basename "$archive"): runs without Swift; libraries: $(env -i ldd "$binary" | awk '{print $1}' | sed 's|.*/||' | sort | tr '\n' ' ')"
    echo "dist-check: lint of a spec and a storyboard $chrooted"
fi
exit "$status"
