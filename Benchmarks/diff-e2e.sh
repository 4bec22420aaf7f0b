#!/usr/bin/env bash
# End to end: `listkit diff` of two N-cell specs (10% deleted, inserted, moved, updated) against
# libyaml's parse alone of the same two files (bench-yaml floor), runs interleaved, median of 5.
# Wall and processor time both: `listkit diff` reads, lints and prepares the two files on two
# cores, so its wall time can hide work that its processor time (user + system, both cores)
# shows; the budget is on processor time.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
staging=${2:-safe}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/make-diff-specs.py "$n" "$dir/old.yaml" "$dir/new.yaml"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
floor_wall=() floor_cpu=() diff_wall=() diff_cpu=()
for _ in 1 2 3 4 5; do
  read -r wall cpu < <(.build/release/bench-yaml floor "$dir/old.yaml" "$dir/new.yaml")
  floor_wall+=("$wall") floor_cpu+=("$cpu")
  read -r wall user sys < <(/usr/bin/time -f "%e %U %S" .build/release/listkit diff --staging "$staging" "$dir/old.yaml" "$dir/new.yaml" 2>&1 >/dev/null)
  diff_wall+=("$(awk "BEGIN {printf \"%d\", $wall * 1000}")") diff_cpu+=("$(awk "BEGIN {printf \"%d\", ($user + $sys) * 1000}")")
done
fw=$(printf '%s\n' "${floor_wall[@]}" | median) fc=$(printf '%s\n' "${floor_cpu[@]}" | median)
dw=$(printf '%s\n' "${diff_wall[@]}" | median) dc=$(printf '%s\n' "${diff_cpu[@]}" | median)
moves=$(.build/release/listkit diff --staging "$staging" "$dir/old.yaml" "$dir/new.yaml" | grep -c '^    move item' || true)
size=$(( $(stat -c %s "$dir/old.yaml") / 1024 ))
echo "diff two $n-cell specs (${size} KiB each, --staging $staging): listkit diff ${dw} ms wall / ${dc} ms cpu;" \
  "libyaml parse of both ${fw} ms wall / ${fc} ms cpu;" \
  "ratio $(awk "BEGIN {printf \"%.2f\", $dc / $fc}")x cpu (target <= 1.5x), $(awk "BEGIN {printf \"%.2f\", $dw / $fw}")x wall;" \
  "${moves} item moves for $((n / 10)) moved cells"
