#!/usr/bin/env bash
# The GitHub Action's lint step (action.yml): SARIF for code scanning, then annotations in the
# run; writes `status=N` (listkit's exit status) to $GITHUB_OUTPUT and exits 0, so that the
# SARIF upload runs before the job fails.
#
# Inputs come in the environment, never through the workflow's template expansion:
#   LISTKIT         the listkit binary
#   LISTKIT_PATHS   files, folders or globs, split as a shell splits words (quotes group;
#                   nothing is expanded or executed: Python's shlex, no eval)
#   LISTKIT_ARGS    more `listkit lint` arguments, split the same way
#   LISTKIT_SARIF   where the SARIF report goes
#   LISTKIT_BASELINE  optional baseline file; written first when missing (`baseline-created=true`)
set -uo pipefail
split() {
    python3 -c 'import shlex, sys; sys.stdout.write("".join(w + "\0" for w in shlex.split(sys.argv[1])))' "$1"
}
# Split once to check (an unclosed quote is a usage error, exit 2), then read the words.
if ! split "${LISTKIT_PATHS:-.}" >/dev/null 2>&1 || ! split "${LISTKIT_ARGS:-}" >/dev/null 2>&1; then
    echo "listkit action: the paths or args input does not split into words (an unclosed quote?)" >&2
    echo "status=2" >> "${GITHUB_OUTPUT:-/dev/null}"
    exit 0
fi
# (No mapfile, and empty arrays spelled out: macOS's /bin/bash is 3.2.)
paths=() args=()
while IFS= read -r -d '' word; do paths+=("$word"); done < <(split "${LISTKIT_PATHS:-.}")
while IFS= read -r -d '' word; do args+=("$word"); done < <(split "${LISTKIT_ARGS:-}")
if [ -n "${LISTKIT_BASELINE:-}" ]; then
    if [ ! -e "$LISTKIT_BASELINE" ]; then
        "$LISTKIT" lint --write-baseline "$LISTKIT_BASELINE" ${args[@]+"${args[@]}"} -- ${paths[@]+"${paths[@]}"} || {
            echo "status=2" >> "${GITHUB_OUTPUT:-/dev/null}"
            exit 0
        }
        echo "baseline-created=true" >> "${GITHUB_OUTPUT:-/dev/null}"
    fi
    args+=(--baseline "$LISTKIT_BASELINE")
fi
"$LISTKIT" lint --format sarif --output "${LISTKIT_SARIF:-listkit.sarif}" ${args[@]+"${args[@]}"} -- ${paths[@]+"${paths[@]}"}
status=$?
"$LISTKIT" lint --format github ${args[@]+"${args[@]}"} -- ${paths[@]+"${paths[@]}"} || true
echo "status=$status" >> "${GITHUB_OUTPUT:-/dev/null}"
