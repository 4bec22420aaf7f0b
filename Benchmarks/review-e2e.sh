#!/usr/bin/env bash
# End to end: `listkit review` of two N-cell specs (default 10,000; 10% deleted, inserted, moved
# and updated, Benchmarks/make-diff-specs.py), a whole process writing its page, median of RUNS
# (default 5) wall and processor time (budget: under 2 s wall at 10,000 cells, issue #32); then
# the page in headless chromium (scripts/review_browser_check.py long-tasks): opened and stepped
# through every stage of every list, the longest task the browser reports (budget: 200 ms).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
runs=${RUNS:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/make-diff-specs.py "$n" "$dir/old.yaml" "$dir/new.yaml"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
walls=() cpus=()
for _ in $(seq "$runs"); do
  read -r wall cpu < <(python3 Benchmarks/cpu-time.py .build/release/listkit review "$dir/old.yaml" "$dir/new.yaml" -o "$dir/review.html")
  walls+=("$wall") cpus+=("$cpu")
done
w=$(printf '%s\n' "${walls[@]}" | median) c=$(printf '%s\n' "${cpus[@]}" | median)
size=$(( $(stat -c %s "$dir/review.html") / 1024 ))
echo "review two $n-cell specs, median of $runs runs: ${w} ms wall / ${c} ms cpu (target < 2000 ms wall); page ${size} KiB"
browser=$(python3 scripts/review_browser_check.py long-tasks "$dir/review.html" || true)
echo "in chromium, opened and stepped through every stage: ${browser:-no browser} (target < 200 ms)"
