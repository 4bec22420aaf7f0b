#!/usr/bin/env bash
# Start-up (issue #31): `listkit lint` of a 10-line spec (two views, clean), the whole process.
# Instructions by callgrind when valgrind is installed (this small a run's processor time moves
# with the machine's load more than with the code), processor time beside (median of RUNS,
# default 21, from wait4's rusage). Budget: at most STARTUP_BUDGET instructions, by default issue
# #31's 15 million (PASS/FAIL, exit 1 on a FAIL; judged only where valgrind is installed, else SKIP).
# The budget is judged on the build `make dist` ships, statically linked (built here as `make dist`
# builds it, into .build-dist: incremental after the first time); the dynamic release build's
# instructions are printed beside it. LISTKIT=path judges another build instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${LISTKIT:-}" ]; then
  bin=$LISTKIT
else
  swift build -c release --product listkit --static-swift-stdlib --scratch-path .build-dist >/dev/null
  bin=.build-dist/release/listkit
fi
dynamic=.build/release/listkit
budget=${STARTUP_BUDGET:-15000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/tiny.yaml" <<'YAML'
listkit: 1
screen: Tiny
views:
  - { id: title, type: label, text: Hello, layout: [ top == safeArea.top + 16, horizontal == safeArea + 16 ] }
  - id: go
    type: button
    title: Go
    layout:
      - top == title.bottom + 8
      - centerX == parent
YAML
if ! "$bin" lint "$work/tiny.yaml" >/dev/null 2>&1; then
  echo "FAIL  the start-up spec must lint clean"
  exit 1
fi
python3 - "$bin" "$work/tiny.yaml" "${RUNS:-21}" <<'PY'
import os, subprocess, sys, time
bin, spec, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
cpu, wall = [], []
for _ in range(runs):
    start = time.perf_counter()
    child = subprocess.Popen([bin, "lint", spec], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    wall.append((time.perf_counter() - start) * 1000)
    cpu.append((usage.ru_utime + usage.ru_stime) * 1000)
median = lambda values: sorted(values)[len(values) // 2]
print(f"listkit lint of a 10-line spec ({bin}): processor {median(cpu):.2f} ms, wall {median(wall):.2f} ms (medians of {runs})")
PY
if ! command -v valgrind >/dev/null; then
  echo "SKIP  valgrind is not installed: instructions not measured, the budget not judged"
  exit 0
fi
# instructions BINARY: the whole process's, by callgrind.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$1" lint "$work/tiny.yaml" >/dev/null 2>"$work/valgrind.log"
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/valgrind.log"
}
if [ -z "${LISTKIT:-}" ] && [ -x "$dynamic" ]; then
  awk -v n="$(instructions "$dynamic")" 'BEGIN { printf "      instructions of the dynamic release build (not judged): %.2fM\n", n / 1e6 }'
fi
instructions=$(instructions "$bin")
[ -n "$instructions" ] || { echo "FAIL  callgrind reported no instruction count"; cat "$work/valgrind.log"; exit 1; }
verdict=PASS
[ "$instructions" -le "$budget" ] || verdict=FAIL
awk -v n="$instructions" -v b="$budget" -v v="$verdict" -v bin="$bin" \
  'BEGIN { printf "%s  instructions, whole process (callgrind) of %s: %.2fM, budget %.2fM\n", v, bin, n / 1e6, b / 1e6 }'
[ "$verdict" = PASS ]
