#!/usr/bin/env bash
# Hostile shapes (issue #16), with budgets. Each row: median of 5 runs, wall and CPU time, and
# peak memory.
#  - A 1 MB one-line flow spec with 10,000 findings, linted as text: every finding's snippet is
#    cut from that one line (budget < 2 s). Its peer is --format json of the same spec, which
#    prints no snippets.
#  - `layout --full --format json` of a table of 100,000 cells: the JSON streams, so its peak
#    memory may exceed that of `lint` of the same spec (the peer: it lays the spec out and
#    prints nothing) by less than half the JSON's size (budget).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/listkit
[ -x "$bin" ] || swift build -c release --product listkit
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'PY'
import sys
d = sys.argv[1]
views = ", ".join("{id: v%d, type: lable, layout: [top == parent.top + %d]}" % (i, i % 100) for i in range(10000))
line = "{listkit: 1, screen: S, views: [" + views + ", {id: pad, type: view, layout: [top == parent.top]}]}"
line = line.replace("type: view,", "type: view, hidden: false, note: " + "x" * max(0, 1_000_000 - len(line) - 30) + ",", 1)
open(d + "/oneline.yaml", "w").write(line + "\n")
cells = ", ".join("{id: c%d, kind: K}" % i for i in range(100000))
open(d + "/cells.yaml", "w").write("listkit: 1\nscreen: S\nviews:\n  - id: l\n    type: table\n    layout: [ edges == parent ]\n    sections:\n      - id: s\n        cells: [" + cells + "]\ncellKinds:\n  K: { height: 44 }\n")
PY
# measure NAME -- command...: prints "NAME  wall ms  cpu ms  peak MB  output MB" (medians of 5).
measure() {
  local name=$1; shift; shift
  python3 - "$name" "$@" <<'PY'
import resource, subprocess, sys, time
name, cmd = sys.argv[1], sys.argv[2:]
walls, cpus, peaks, size = [], [], [], 0
for _ in range(5):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    walls.append((time.monotonic() - start) * 1000)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    peaks.append(after.ru_maxrss / 1024)  # the largest child so far, MB
    size = len(out) / 1e6
med = lambda v: sorted(v)[len(v) // 2]
print(f"{name:<44} wall {med(walls):7.0f} ms   cpu {med(cpus):7.0f} ms   peak {max(peaks):6.1f} MB   output {size:6.1f} MB")
PY
}
fail=0
lint_text=$(measure "lint 1 MB one line, 10k findings, text" -- "$bin" lint "$dir/oneline.yaml")
lint_json=$(measure "lint 1 MB one line, 10k findings, json (peer)" -- "$bin" lint --format json "$dir/oneline.yaml")
echo "$lint_text"; echo "$lint_json"
wall=$(awk '{for (i = 1; i < NF; i++) if ($i == "wall") print $(i + 1)}' <<<"$lint_text")
if [ "${wall%.*}" -ge 2000 ]; then echo "BUDGET EXCEEDED: one-line text lint ${wall} ms >= 2000 ms"; fail=1; fi
lint_cells=$(measure "lint 100k cells (lays out, prints nothing)" -- "$bin" lint "$dir/cells.yaml")
json_cells=$(measure "layout --full --format json, 100k cells" -- "$bin" layout --full --format json "$dir/cells.yaml")
echo "$lint_cells"; echo "$json_cells"
field() { awk -v f="$2" '{for (i = 1; i < NF; i++) if ($i == f) print $(i + 1)}' <<<"$1"; }
peak=$(field "$json_cells" peak); base=$(field "$lint_cells" peak); size=$(field "$json_cells" output)
if awk -v p="$peak" -v b="$base" -v s="$size" 'BEGIN { exit !(p - b >= s / 2) }'; then
  echo "BUDGET EXCEEDED: --full JSON peaks ${peak} MB, lint ${base} MB: more than half its ${size} MB output held"; fail=1
fi
exit $fail
