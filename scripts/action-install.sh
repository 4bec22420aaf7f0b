#!/usr/bin/env bash
# The GitHub Action's install step (action.yml): on Linux, the prebuilt archive of a tagged
# version (`make dist`, published by .github/workflows/release.yml) is downloaded, checked
# against the release's SHA256SUMS, unpacked, its runtime packages installed (docs/install.md,
# "Runtime libraries") and its bin/ put on PATH. Without an archive for that version and
# machine, or on macOS, or when no version is known, it says why and leaves the build from
# source to the next steps.
#
# Inputs come in the environment, never through the workflow's template expansion:
#   LISTKIT_VERSION     the `version` input: "1.2.0" or "v1.2.0"; "source" builds from source;
#                       empty means the action's own ref when that is a tag (v1.2.0)
#   LISTKIT_ACTION_REF, LISTKIT_ACTION_REPOSITORY  the ref and OWNER/NAME the workflow named
#                       the action by (github.action_ref, github.action_repository). GitHub does
#                       not promise them in composite actions (actions/runner#2473: empty, or the
#                       outer action's when nested), so the folder the runner checked the action
#                       out to, .../_actions/OWNER/NAME/REF, is asked first.
#   LISTKIT_SERVER_URL  github.server_url (https://github.com)
#   LISTKIT_RELEASES    where releases are downloaded from, BASE/vVERSION/FILE; default
#                       SERVER_URL/OWNER/NAME/releases/download
#   LISTKIT_INSTALL_DIR where the archive is unpacked (default $RUNNER_TEMP/listkit)
#   RUNNER_OS           Linux or macOS (set by the runner; uname otherwise)
# Writes to $GITHUB_OUTPUT `prebuilt=true|false` and `listkit=PATH` (the binary the lint step
# runs), and the archive's bin/ to $GITHUB_PATH. A checksum that does not match fails the step.
set -euo pipefail
action_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="${GITHUB_OUTPUT:-/dev/null}"

from_source() {
    echo "listkit action: $1: building listkit from source (a few minutes; the build is cached)"
    echo "prebuilt=false" >> "$output"
    echo "listkit=$action_root/.build/release/listkit" >> "$output"
    exit 0
}

version="${LISTKIT_VERSION:-}"
ref="${LISTKIT_ACTION_REF:-}"
repository="${LISTKIT_ACTION_REPOSITORY:-}"
case "$action_root" in
    */_actions/*/*/*)
        ref="${action_root##*/}"
        owner_and_name="${action_root%/*}"
        repository="$(basename "$(dirname "$owner_and_name")")/${owner_and_name##*/}"
        ;;
esac
if [ "$version" = source ]; then
    from_source "the version input is 'source'"
elif [ -z "$version" ]; then
    case "$ref" in
        v[0-9]*) version="$ref" ;;
        *) from_source "the action's ref '${ref:-unknown}' is not a release tag and the version input is empty" ;;
    esac
fi
version="${version#v}"
case "$version" in
    *[!0-9A-Za-z.+-]*) echo "listkit action: '$version' is not a version (digits, letters, '.', '+', '-')" >&2; exit 1 ;;
esac

os="${RUNNER_OS:-$(uname -s)}"
[ "$os" = Linux ] || from_source "no prebuilt archive for $os (only Linux has one; macOS: Formula/listkit.rb)"
arch="$(uname -m)"
if [ -z "${LISTKIT_RELEASES:-}" ]; then
    [ -n "$repository" ] || from_source "the action's repository is not known, so neither is where its releases are"
    LISTKIT_RELEASES="${LISTKIT_SERVER_URL:-https://github.com}/$repository/releases/download"
fi
name="listkit-$version-linux-$arch"
base="$LISTKIT_RELEASES/v$version"

download="$(mktemp -d)"
trap 'rm -rf "$download"' EXIT
if ! curl -fsSL --retry 3 -o "$download/$name.tar.gz" "$base/$name.tar.gz"; then
    from_source "no prebuilt archive $name.tar.gz at $base"
fi
# An archive without its checksum is not installed: a release that has one has both.
curl -fsSL --retry 3 -o "$download/SHA256SUMS" "$base/SHA256SUMS" || {
    echo "listkit action: $base/SHA256SUMS could not be downloaded, so $name.tar.gz cannot be checked" >&2
    exit 1
}
expected="$(awk -v file="$name.tar.gz" '$2 == file || $2 == "*" file { print $1 }' "$download/SHA256SUMS")"
actual="$(sha256sum "$download/$name.tar.gz" | awk '{ print $1 }')"
if [ -z "$expected" ]; then
    echo "listkit action: SHA256SUMS of v$version has no line for $name.tar.gz" >&2
    exit 1
elif [ "$expected" != "$actual" ]; then
    echo "listkit action: $name.tar.gz does not match its checksum (SHA256SUMS: $expected, downloaded: $actual)" >&2
    exit 1
fi

install_dir="${LISTKIT_INSTALL_DIR:-${RUNNER_TEMP:-/tmp}/listkit}"
rm -rf "$install_dir" && mkdir -p "$install_dir"
tar -xzf "$download/$name.tar.gz" -C "$install_dir" --strip-components=1
[ -x "$install_dir/bin/listkit" ] || { echo "listkit action: $name.tar.gz has no bin/listkit" >&2; exit 1; }

# The runtime packages of docs/install.md, those not installed yet.
missing=()
for package in libyaml-0-2 libharfbuzz0b libxml2 fonts-inter fonts-liberation fonts-dejavu-core; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ] && ! command -v apt-get >/dev/null 2>&1; then
    echo "listkit action: no apt-get here: install the runtime libraries of docs/install.md (${missing[*]} on Debian)" >&2
elif [ "${#missing[@]}" -gt 0 ]; then
    echo "listkit action: installing ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then sudo=(); else sudo=(sudo); fi
    ${sudo[@]+"${sudo[@]}"} apt-get update -qq
    ${sudo[@]+"${sudo[@]}"} apt-get install -y -qq "${missing[@]}"
fi

"$install_dir/bin/listkit" --version >/dev/null || { echo "listkit action: $install_dir/bin/listkit does not run" >&2; exit 1; }
echo "listkit action: installed the prebuilt $name in $install_dir"
echo "$install_dir/bin" >> "${GITHUB_PATH:-/dev/null}"
echo "prebuilt=true" >> "$output"
echo "listkit=$install_dir/bin/listkit" >> "$output"
