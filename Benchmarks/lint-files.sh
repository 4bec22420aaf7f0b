#!/usr/bin/env bash
# Lint throughput: 1,000 ordinary spec files (copies of the examples) in one `listkit lint`
# run, median of 5 wall-clock runs, against `cat` of the same files as a floor.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/listkit
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
examples=(specs/examples/*.yaml)
for i in $(seq 0 999); do
  cp "${examples[$((i % ${#examples[@]}))]}" "$dir/spec-$i.yaml"
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
run5() { for _ in 1 2 3 4 5; do
  s=$(date +%s%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s%N); echo $(( (e - s) / 1000000 ))
done | median; }
lint=$(run5 "$bin" lint "$dir")
floor=$(run5 sh -c "cat $dir/*.yaml")
echo "lint 1,000 files (${#examples[@]} examples cycled): median ${lint} ms   (cat floor ${floor} ms)"
