#!/usr/bin/env bash
# End to end: `listkit diff` of two N-cell specs (10% deleted, inserted, moved, updated) against
# libyaml's parse alone of the same two files (bench-yaml floor), runs interleaved, median of
# RUNS (default 11: one run's processor time varies by ±10 % on a shared VM, so 5 left the median
# at the mercy of two bad draws). Wall and processor time both: `listkit diff` reads, lints and
# prepares the two files on two cores, so its wall time can hide work that its processor time
# (user + system, both cores) shows; the budget is on processor time, taken from the child's
# rusage in microseconds (cpu-time.py), not /usr/bin/time's 10 ms steps.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
staging=${2:-safe}
runs=${RUNS:-11}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/make-diff-specs.py "$n" "$dir/old.yaml" "$dir/new.yaml"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
spread() { sort -n | awk '{a[NR]=$1} END {printf "%d-%d", a[1], a[NR]}'; }
floor_wall=() floor_cpu=() diff_wall=() diff_cpu=()
for _ in $(seq "$runs"); do
  read -r wall cpu < <(.build/release/bench-yaml floor "$dir/old.yaml" "$dir/new.yaml")
  floor_wall+=("$wall") floor_cpu+=("$cpu")
  read -r wall cpu < <(python3 Benchmarks/cpu-time.py .build/release/listkit diff --staging "$staging" "$dir/old.yaml" "$dir/new.yaml")
  diff_wall+=("$wall") diff_cpu+=("$cpu")
done
fw=$(printf '%s\n' "${floor_wall[@]}" | median) fc=$(printf '%s\n' "${floor_cpu[@]}" | median)
dw=$(printf '%s\n' "${diff_wall[@]}" | median) dc=$(printf '%s\n' "${diff_cpu[@]}" | median)
ds=$(printf '%s\n' "${diff_cpu[@]}" | spread) fs=$(printf '%s\n' "${floor_cpu[@]}" | spread)
moves=$(.build/release/listkit diff --staging "$staging" "$dir/old.yaml" "$dir/new.yaml" | grep -c '^    move item' || true)
size=$(( $(stat -c %s "$dir/old.yaml") / 1024 ))
echo "diff two $n-cell specs (${size} KiB each, --staging $staging), medians of $runs interleaved runs:" \
  "listkit diff ${dw} ms wall / ${dc} ms cpu (cpu ${ds});" \
  "libyaml parse of both ${fw} ms wall / ${fc} ms cpu (cpu ${fs});" \
  "ratio $(awk "BEGIN {printf \"%.2f\", $dc / $fc}")x cpu (target <= 1.5x), $(awk "BEGIN {printf \"%.2f\", $dw / $fw}")x wall;" \
  "${moves} item moves for $((n / 10)) moved cells"
