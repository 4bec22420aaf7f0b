#!/usr/bin/env bash
# Interface Builder lint throughput and memory (#18, budgets of #31): `listkit lint` of 250 and
# of 1,000 .xib and .storyboard files in one run against `xmllint --noout` of the same files
# (libxml2 reading them and nothing else), run alternately; 1,000 YAML specs of the examples
# beside them. Documents: the test documents written for listkit, cycled (IB_CORPUS=DIR takes
# the .xib/.storyboard files under DIR instead, cycled as well; never commit those).
# Medians of 7 interleaved runs of processor time (user + system, from wait4's rusage), wall
# beside; peak memory is each process's own maximum resident set.
# Budgets (PASS/FAIL, exit 1 on a FAIL):
#   - lint of 1,000 documents ≤ 5× xmllint of the same documents, in processor time;
#   - peak memory independent of the count: 1,000 documents within 10 % of 250.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${LISTKIT:-.build/release/listkit}  # LISTKIT=path measures another build
[ -x "$bin" ] || swift build -c release --product listkit
if ! command -v xmllint >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's libxml2-utils (xmllint, the peer of the IB lint benchmark)"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get install -y -qq libxml2-utils >/dev/null || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq libxml2-utils >/dev/null; }
fi
command -v xmllint >/dev/null 2>&1 || { echo "MISSING  xmllint (libxml2-utils): the IB lint budget cannot be judged"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${IB_CORPUS:-}" ]; then
  mapfile -t documents < <(find "$IB_CORPUS" -type f \( -name '*.xib' -o -name '*.storyboard' \) | sort)
  source="the documents under $IB_CORPUS"
else
  documents=(Tests/ListkitInterfaceBuilderTests/Fixtures/*.storyboard Tests/ListkitInterfaceBuilderTests/Fixtures/*.xib)
  source="the test documents"
fi
examples=(specs/examples/*.yaml)
for count in 250 1000; do
  mkdir -p "$work/ib-$count"
  for i in $(seq 0 $((count - 1))); do
    d=${documents[$((i % ${#documents[@]}))]}
    cp "$d" "$work/ib-$count/doc-$i.${d##*.}"
  done
done
mkdir -p "$work/yaml"
for i in $(seq 0 999); do cp "${examples[$((i % ${#examples[@]}))]}" "$work/yaml/spec-$i.yaml"; done
echo "documents: ${#documents[@]} of $source, cycled"
python3 - "$bin" "$work" <<'PY'
import os, subprocess, sys, time
bin, work = sys.argv[1], sys.argv[2]
RUNS = 7

def run(cmd):
    """(wall ms, processor ms, peak MB) of one run, output discarded."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024

def files(folder):
    return sorted(os.path.join(folder, f) for f in os.listdir(folder))

commands = {}
for count in (250, 1000):
    folder = os.path.join(work, f"ib-{count}")
    commands[f"lint {count}"] = [bin, "lint", folder]
    commands[f"xmllint {count}"] = ["xmllint", "--noout"] + files(folder)
commands["lint 1000 yaml"] = [bin, "lint", os.path.join(work, "yaml")]
samples = {name: [] for name in commands}
for _ in range(RUNS):
    for name, cmd in commands.items():
        samples[name].append(run(cmd))
median = lambda values: sorted(values)[len(values) // 2]
m = {name: tuple(median([s[i] for s in runs]) for i in range(3)) for name, runs in samples.items()}
labels = {"lint 250": "lint 250 IB documents", "xmllint 250": "xmllint --noout, the same 250",
          "lint 1000": "lint 1,000 IB documents", "xmllint 1000": "xmllint --noout, the same 1,000",
          "lint 1000 yaml": "lint 1,000 YAML specs (examples cycled)"}
for name, (wall, cpu, peak) in m.items():
    print(f"{labels[name]:<42} cpu {cpu:8.1f} ms   wall {wall:8.1f} ms   peak {peak:6.1f} MB")
failed = 0
ratio = m["lint 1000"][1] / m["xmllint 1000"][1]
print(f"{'PASS' if ratio <= 5 else 'FAIL'}  IB lint 1,000 ≤ 5× xmllint --noout: CPU {ratio:.2f}× "
      f"({m['lint 1000'][1]:.1f} / {m['xmllint 1000'][1]:.1f} ms), wall {m['lint 1000'][0] / m['xmllint 1000'][0]:.2f}×; "
      f"at 250 {m['lint 250'][1] / m['xmllint 250'][1]:.2f}×")
failed += ratio > 5
growth = m["lint 1000"][2] / m["lint 250"][2]
print(f"{'PASS' if growth <= 1.1 else 'FAIL'}  IB lint peak memory independent of the count: "
      f"{m['lint 1000'][2]:.1f} MB at 1,000 against {m['lint 250'][2]:.1f} MB at 250 ({(growth - 1) * 100:+.1f} %, within 10 %)")
failed += growth > 1.1
sys.exit(1 if failed else 0)
PY
