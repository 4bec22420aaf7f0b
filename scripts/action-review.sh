#!/usr/bin/env bash
# The GitHub Action's review mode (action.yml, `mode: review`): `listkit review` of what changed
# between the merge base with the default branch (or `--base REF` in LISTKIT_ARGS) and the
# checked-out commit, the page written to LISTKIT_REVIEW_FILE (the next step uploads it as an
# artifact) and the markdown summary appended to the job summary; writes `status=N` (listkit's
# exit status: 1 when the change brings new error findings) to $GITHUB_OUTPUT and exits 0, so
# the upload runs before the job fails. The checkout needs the base's history (fetch-depth: 0).
#
# Inputs come in the environment, never through the workflow's template expansion:
#   LISTKIT              the listkit binary
#   LISTKIT_PATHS        files or folders to review, split as a shell splits words (quotes group;
#                        nothing is expanded or executed: Python's shlex, no eval)
#   LISTKIT_ARGS         more `listkit review` arguments (`--base origin/main`), split the same way
#   LISTKIT_REVIEW_FILE  where the page goes
set -uo pipefail
# paths and args from the inputs (exits with status=2 when they do not split).
source "$(dirname "${BASH_SOURCE[0]}")/action-inputs.sh"
summary=$("$LISTKIT" review --git --format markdown --output "${LISTKIT_REVIEW_FILE:-listkit-review.html}" ${args[@]+"${args[@]}"} -- ${paths[@]+"${paths[@]}"})
status=$?
printf '%s' "$summary" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
printf '%s' "$summary"
echo "status=$status" >> "${GITHUB_OUTPUT:-/dev/null}"
