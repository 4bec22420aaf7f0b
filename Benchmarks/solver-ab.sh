#!/usr/bin/env bash
# Same-run A/B of two bench-solver binaries: `bench-solver --run SCENARIO N` alternately from
# OLD and NEW, RUNS times each; prints each side's median and minimum thread-CPU time. On a
# shared VM only interleaved runs compare fairly (docs/performance.md, How to measure).
#   Benchmarks/solver-ab.sh OLD NEW SCENARIO N [RUNS=9]
set -euo pipefail
old=$1 new=$2 scenario=$3 n=$4 runs=${5:-9}
for _ in $(seq "$runs"); do
  echo "old $("$old" --run "$scenario" "$n")"
  echo "new $("$new" --run "$scenario" "$n")"
done | python3 -c '
import statistics, sys
cpu = {"old": [], "new": []}
for line in sys.stdin:
    side, wall, c, peak = line.split()
    cpu[side].append(float(c))
print(sys.argv[1], "  ".join("%s median %.2f min %.2f" % (k, statistics.median(v), min(v)) for k, v in cpu.items()))
' "$scenario $n"
