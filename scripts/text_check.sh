#!/bin/sh
# Sets up .build/venv-text with uharfbuzz (PyPI) and runs text_check.py against a listkit
# build (default: a fresh release build). Not part of `make test`.
set -e
cd "$(dirname "$0")/.."
VENV=${VENV:-.build/venv-text}
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c "import uharfbuzz" 2>/dev/null || "$VENV/bin/pip" install -q uharfbuzz
LISTKIT=${1:-.build/release/listkit}
[ -n "$1" ] || swift build -c release --product listkit >/dev/null
exec "$VENV/bin/python" scripts/text_check.py "$LISTKIT"
