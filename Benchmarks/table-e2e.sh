#!/usr/bin/env bash
# A realistic 10,000-cell table end to end (issue #31): `listkit layout --format json --full` and
# `listkit lint` of one generated spec (Benchmarks/make-table-spec.py: five cell kinds, wrapping
# and non-ASCII text, accessories, a bound `hidden`; clean under lint) against libyaml's parse
# alone of the same file (bench-yaml floor), run interleaved. Medians of RUNS (default 7) of
# processor time (user + system, from wait4's rusage), wall beside; peak memory of each process.
# Budgets (PASS/FAIL, exit 1 on a FAIL), in processor time against the parse in the same runs:
#   - layout --format json --full ≤ 10×;
#   - lint ≤ 8×.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${LISTKIT:-.build/release/listkit}  # LISTKIT=path measures another build
floor=${BENCH_YAML:-.build/release/bench-yaml}  # and BENCH_YAML=path its peer
[ -x "$bin" ] || swift build -c release --product listkit
[ -x "$floor" ] || swift build -c release --product bench-yaml
cells=${1:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make-table-spec.py "$cells" "$work/table.yaml"
python3 - "$bin" "$floor" "$work/table.yaml" "${RUNS:-7}" <<'PY'
import os, subprocess, sys, time
bin, floor_bin, spec, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def run(cmd):
    """(wall ms, processor ms, peak MB) of one run, output discarded; its exit status kept."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)

def floor():
    """libyaml's parse alone, as bench-yaml measures it (wall and processor ms)."""
    out = subprocess.run([floor_bin, "floor", spec], capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), float(out[1]), 0.0, 0

commands = {"layout": [bin, "layout", spec, "--format", "json", "--full"], "lint": [bin, "lint", spec]}
samples = {"parse": [], "layout": [], "lint": []}
for _ in range(runs):
    samples["parse"].append(floor())
    for name, cmd in commands.items():
        samples[name].append(run(cmd))
statuses = {name: {s[3] for s in values} for name, values in samples.items()}
if statuses["layout"] != {0} or statuses["lint"] != {0}:
    sys.exit(f"FAIL  the bench spec must lay out and lint clean (exit statuses: layout {statuses['layout']}, lint {statuses['lint']})")
median = lambda values: sorted(values)[len(values) // 2]
m = {name: tuple(median([s[i] for s in values]) for i in range(3)) for name, values in samples.items()}
size = os.path.getsize(spec) / 1024 / 1024
labels = {"parse": f"libyaml parse of the file ({size:.2f} MiB)", "layout": "listkit layout --format json --full", "lint": "listkit lint"}
for name, (wall, cpu, peak) in m.items():
    print(f"{labels[name]:<44} cpu {cpu:8.1f} ms   wall {wall:8.1f} ms" + (f"   peak {peak:6.1f} MB" if peak else ""))
failed = 0
for name, budget in (("layout", 10), ("lint", 8)):
    ratio = m[name][1] / m["parse"][1]
    print(f"{'PASS' if ratio <= budget else 'FAIL'}  realistic table: {labels[name]} ≤ {budget}× libyaml's parse: CPU {ratio:.1f}× "
          f"({m[name][1]:.1f} / {m['parse'][1]:.1f} ms), wall {m[name][0] / m['parse'][0]:.1f}×")
    failed += ratio > budget
sys.exit(1 if failed else 0)
PY
