# Sourced by the GitHub Action's steps (scripts/action-lint.sh, scripts/action-review.sh): the
# `paths` and `args` inputs, from LISTKIT_PATHS and LISTKIT_ARGS, split as a shell splits words
# (quotes group; nothing is expanded or executed: Python's shlex, no eval) into the arrays
# `paths` and `args`. An input that does not split (an unclosed quote) is a usage error: the
# step writes `status=2` to $GITHUB_OUTPUT and exits 0.
split() {
    python3 -c 'import shlex, sys; sys.stdout.write("".join(w + "\0" for w in shlex.split(sys.argv[1])))' "$1"
}
# Split once to check, then read the words.
if ! split "${LISTKIT_PATHS:-.}" >/dev/null 2>&1 || ! split "${LISTKIT_ARGS:-}" >/dev/null 2>&1; then
    echo "listkit action: the paths or args input does not split into words (an unclosed quote?)" >&2
    echo "status=2" >> "${GITHUB_OUTPUT:-/dev/null}"
    exit 0
fi
# (No mapfile, and empty arrays spelled out: macOS's /bin/bash is 3.2.)
paths=() args=()
while IFS= read -r -d '' word; do paths+=("$word"); done < <(split "${LISTKIT_PATHS:-.}")
while IFS= read -r -d '' word; do args+=("$word"); done < <(split "${LISTKIT_ARGS:-}")
