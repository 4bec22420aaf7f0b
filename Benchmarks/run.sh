#!/usr/bin/env bash
# make bench: builds the benchmark executables in release and runs each (medians of 5).
# Each prints its own table; docs/performance.md keeps the latest run, docs/perf-log/ the rounds.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product listkit
for b in bench-yaml bench-diff bench-solver bench-layout; do
  swift build -c release --product "$b"
done
for b in bench-yaml bench-diff bench-solver bench-layout; do
  echo "== $b"
  ".build/release/$b"
done
echo "== diff end to end"
./Benchmarks/diff-e2e.sh 100000
echo "== review end to end (page and browser)"
./Benchmarks/review-e2e.sh 10000
echo "== lint throughput"
./Benchmarks/lint-files.sh
# Budgets judged by the scripts below: a FAIL is reported, the rest still runs, and the run fails.
failed=0
echo "== Interface Builder lint throughput and memory (budgets)"
./Benchmarks/lint-ib-files.sh || failed=1
echo "== realistic 10,000-cell table end to end (budgets)"
./Benchmarks/table-e2e.sh 10000 || failed=1
echo "== hostile shapes (budgets)"
./Benchmarks/hostile-shapes.sh || failed=1
echo "== start-up: lint of a 10-line spec (budget)"
./Benchmarks/startup.sh || failed=1
echo "== diff engine against DifferenceKit (budget; skipped unless DIFFERENCEKIT names a checkout)"
./Benchmarks/diff-vs-differencekit.sh || failed=1
exit $failed
