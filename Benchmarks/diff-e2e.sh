#!/usr/bin/env bash
# End to end: `listkit diff` of two N-cell specs (10% deleted, inserted, moved, updated) against
# libyaml's parse alone of the same two files (bench-yaml floor), runs interleaved, median of 5.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/make-diff-specs.py "$n" "$dir/old.yaml" "$dir/new.yaml"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
floors=() diffs=()
for _ in 1 2 3 4 5; do
  floors+=("$(.build/release/bench-yaml floor "$dir/old.yaml" "$dir/new.yaml")")
  s=$(date +%s%N); .build/release/listkit diff "$dir/old.yaml" "$dir/new.yaml" >/dev/null; e=$(date +%s%N)
  diffs+=("$(( (e - s) / 1000000 ))")
done
floor=$(printf '%s\n' "${floors[@]}" | median)
diff=$(printf '%s\n' "${diffs[@]}" | median)
moves=$(.build/release/listkit diff "$dir/old.yaml" "$dir/new.yaml" | grep -c '^    move item' || true)
size=$(( $(stat -c %s "$dir/old.yaml") / 1024 ))
echo "diff two $n-cell specs (${size} KiB each): listkit diff ${diff} ms, libyaml parse of both ${floor} ms, ratio $(awk "BEGIN {printf \"%.2f\", $diff / $floor}")x (target <= 1.5x); ${moves} item moves for $((n / 10)) moved cells"
