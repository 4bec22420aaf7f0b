#!/usr/bin/env bash
# Interface Builder lint throughput (#18): 1,000 .xib and .storyboard files (copies of the test
# documents written for listkit, cycled) in one `listkit lint` run, against 1,000 YAML specs of
# the examples linted in the same run and `cat` of the IB files as a floor. Medians of 5 runs:
# wall-clock and CPU (user + system) seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/listkit
ib=$(mktemp -d)
yaml=$(mktemp -d)
trap 'rm -rf "$ib" "$yaml"' EXIT
documents=(Tests/ListkitInterfaceBuilderTests/Fixtures/*.storyboard Tests/ListkitInterfaceBuilderTests/Fixtures/*.xib)
examples=(specs/examples/*.yaml)
for i in $(seq 0 999); do
  d=${documents[$((i % ${#documents[@]}))]}
  cp "$d" "$ib/doc-$i.${d##*.}"
  cp "${examples[$((i % ${#examples[@]}))]}" "$yaml/spec-$i.yaml"
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# One run: "wall cpu" in seconds (GNU time's %e, %U + %S).
measure() { /usr/bin/time -f "%e %U %S" -o /tmp/lint-ib-bench.$$ "$@" >/dev/null 2>&1 || true
            tail -1 /tmp/lint-ib-bench.$$ | awk '{printf "%.2f %.2f\n", $1, $2 + $3}'; }
run5() { for _ in 1 2 3 4 5; do measure "$@"; done > /tmp/lint-ib-runs.$$
         echo "$(cut -d' ' -f1 /tmp/lint-ib-runs.$$ | median) s wall, $(cut -d' ' -f2 /tmp/lint-ib-runs.$$ | median) s CPU"; }
echo "lint 1,000 IB documents (${#documents[@]} test documents cycled): $(run5 "$bin" lint "$ib")"
echo "lint 1,000 YAML specs (${#examples[@]} examples cycled):        $(run5 "$bin" lint "$yaml")"
echo "cat of the 1,000 IB documents (floor):                 $(run5 sh -c "cat $ib/* >/dev/null")"
rm -f /tmp/lint-ib-bench.$$ /tmp/lint-ib-runs.$$
