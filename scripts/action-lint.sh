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
# paths and args from the inputs (exits with status=2 when they do not split).
source "$(dirname "${BASH_SOURCE[0]}")/action-inputs.sh"
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
