#!/usr/bin/env bash
# listkit's diff engine against DifferenceKit's StagedChangeset(source:target:), issue #31's
# keep-line: the engine's CPU time at most 0.2x DifferenceKit's, at 100k and 1M items.
#
#   DIFFERENCEKIT=/path/to/DifferenceKit Benchmarks/diff-vs-differencekit.sh [SIZES...]
#
# DIFFERENCEKIT is a checkout of https://github.com/ra1028/DifferenceKit (nothing of it is kept
# here); without it the bench says so and exits 0. It builds Benchmarks/DifferenceKitBench in a
# scratch package depending on this checkout and that one (release), writes bench-diff's input
# (10% deleted, inserted, moved and updated; 27-character ids; one section) and runs both engines
# on it in one process, interleaved, medians of RUNS (default 9) rounds after an untimed one, CPU
# time (user + system) beside wall. listkit runs with `.safe` staging, `listkit diff`'s default
# (reloads in a batch of their own, DifferenceKit's order). Exit 1 when a size is above 0.2x.
# CALLGRIND=1: instructions instead of time (for a noisy machine): one valgrind run per size, two
# diffs by each engine (the untimed round and one more), counted inside each engine's call
# (which frees its result) with callgrind's --toggle-collect; the budget is then on that ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if [ -z "${DIFFERENCEKIT:-}" ]; then
  echo "SKIP: DIFFERENCEKIT is not set (a checkout of DifferenceKit: DIFFERENCEKIT=/path $0)"
  exit 0
fi
if [ ! -f "$DIFFERENCEKIT/Package.swift" ]; then
  echo "FAIL: DIFFERENCEKIT=$DIFFERENCEKIT has no Package.swift"
  exit 1
fi
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)
runs=${RUNS:-9}
budget=0.2
# The scratch package's build persists between runs (it is slow to build), keyed by nothing
# but its place: DKBENCH_DIR to choose it.
work=${DKBENCH_DIR:-${TMPDIR:-/tmp}/listkit-dkbench}
mkdir -p "$work/Sources/dkbench" "$work/input"
dk=$(cd "$DIFFERENCEKIT" && pwd)
cat > "$work/Package.swift" <<EOF
// swift-tools-version:5.9
// Written by listkit's Benchmarks/diff-vs-differencekit.sh.
import PackageDescription
let package = Package(
    name: "dkbench",
    dependencies: [.package(path: "$root"), .package(path: "$dk")],
    targets: [.executableTarget(name: "dkbench", dependencies: [
        .product(name: "ListkitDiff", package: "$(basename "$root")"),
        .product(name: "DifferenceKit", package: "$(basename "$dk")"),
    ])]
)
EOF
cp Benchmarks/DifferenceKitBench/main.swift "$work/Sources/dkbench/main.swift"
# The same dependency versions as this checkout's own build, without a network look-up.
[ -f Package.resolved ] && cp Package.resolved "$work/Package.resolved"
swift build -c release --product bench-diff 2>&1 | tail -1
(cd "$work" && swift build -c release 2>&1 | tail -1)
echo "listkit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources/ListkitDiff || echo '+changes') against DifferenceKit" \
  "$(git -C "$dk" rev-parse --short HEAD 2>/dev/null || echo '(not a git checkout)'); load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
failed=0
for n in "${sizes[@]}"; do
  .build/release/bench-diff --write-input "$n" "$work/input"
  if [ -n "${CALLGRIND:-}" ]; then
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --toggle-collect='*10runListkit*' \
      --toggle-collect='*16runDifferenceKit*' "$work/.build/release/dkbench" "$work/input/old.txt" "$work/input/new.txt" 1 \
      >/dev/null 2>"$work/callgrind.log"
    callgrind_annotate --inclusive=yes "$work/callgrind.out" > "$work/callgrind.txt"
    inclusive() { grep -m1 "$1" "$work/callgrind.txt" | awk '{gsub(",", "", $1); print $1}'; }
    lk=$(inclusive 10runListkit) dk=$(inclusive 16runDifferenceKit)
    ratio=$(awk "BEGIN {printf \"%.3f\", $lk / $dk}")
    verdict=$(awk "BEGIN {print ($ratio <= $budget) ? \"PASS\" : \"FAIL\"}")
    [ "$verdict" = PASS ] || failed=1
    echo "$n items, instructions per diff (callgrind, 2 diffs each): listkit $((lk / 2)), DifferenceKit $((dk / 2));" \
      "ratio ${ratio}x (target <= ${budget}x) $verdict"
    continue
  fi
  line=$("$work/.build/release/dkbench" "$work/input/old.txt" "$work/input/new.txt" "$runs")
  field() { tr ' ' '\n' <<<"$line" | sed -n "s/^$1=//p"; }
  ratio=$(field ratio_cpu)
  verdict=$(awk "BEGIN {print ($ratio <= $budget) ? \"PASS\" : \"FAIL\"}")
  [ "$verdict" = PASS ] || failed=1
  echo "$n items, medians of $runs interleaved rounds, ms cpu (wall):" \
    "listkit $(field listkit_cpu) ($(field listkit_wall)), cpu $(field listkit_cpu_range), $(field listkit_moves) moves, $(field listkit_stages) stages;" \
    "DifferenceKit $(field differencekit_cpu) ($(field differencekit_wall)), cpu $(field differencekit_cpu_range), $(field differencekit_moves) moves, $(field differencekit_stages) stages;" \
    "ratio ${ratio}x cpu (target <= ${budget}x) $verdict"
done
exit $failed
