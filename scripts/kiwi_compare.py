#!/usr/bin/env python3
"""Bench-only companion of bench-solver: kiwisolver (nucleic/kiwi) as the reference.

  kiwi_compare.py bench NAME N REPEATS   time kiwi on bench-solver's scenario NAME (chain,
                                         indep, grid, edit, cells, cells-resident, pinned-chain,
                                         optional-chain, optional-equalities, duplicates,
                                         aligned-grid, readd) at size N:
                                         median of REPEATS of addConstraint for every
                                         constraint + updateVariables
                                         (constraints built first, untimed, as on the Swift side)
  kiwi_compare.py compare EXE K          K seeded random systems through `EXE --solve-json` and
                                         kiwi: same refused constraint for unsatisfiable ones,
                                         same values within 1e-6 where listkit finds a unique
                                         optimum. Exit status 1 on any disagreement.
  kiwi_compare.py compare EXE K --copies the same with copies: each optional constraint is
                                         added again once or twice (with probability 0.4), later
                                         in the sequence; listkit folds copies and weighs them,
                                         kiwi adds a term per copy (issue #33)

Needs `pip install kiwisolver`; never run by `make test`. Priorities map to kiwi strengths
1000 → required, 750 → strong, 500 → medium, 250 → weak; the random systems keep values small
so that kiwi's weighted strengths order violations like listkit's lexicographic levels.
"""
import json
import random
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

from solver_systems import random_system

STRENGTH = {1000.0: kiwi.strength.required, 750.0: kiwi.strength.strong,
            500.0: kiwi.strength.medium, 250.0: kiwi.strength.weak}


class View:
    def __init__(self, name):
        self.left, self.top = kiwi.Variable(name + ".left"), kiwi.Variable(name + ".top")
        self.width, self.height = kiwi.Variable(name + ".width"), kiwi.Variable(name + ".height")

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


def chain(n, out):
    views = []
    for i in range(n):
        v = View("v%d" % i)
        out += [v.left == 0, v.width == 100,
                v.top == 8 if i == 0 else v.top == views[i - 1].bottom + 8,
                v.height >= 20, (v.height == 44) | "weak"]
        views.append(v)
    return views


def indep(n, out):
    views = []
    for i in range(n):
        v = View("v%d" % i)
        out += [v.left == 0, v.width == 100, v.top == 8 + 52 * i, v.height >= 20, (v.height == 44) | "weak"]
        views.append(v)
    return views


def grid(n, out):
    columns, views = 20, []
    for r in range(max(1, n // columns)):
        for c in range(columns):
            v = View("r%dc%d" % (r, c))
            if c == 0:
                out.append(v.left == 0)
            else:
                out += [v.left == views[-1].right + 8, v.width == views[len(views) - c].width]
            if c == columns - 1:
                out.append(v.right == 375)
            out.append(v.height == 44)
            out.append(v.top == 0 if r == 0 else v.top == views[len(views) - columns].bottom + 8)
            views.append(v)
    return views


def cell(out):
    icon, title, subtitle, accessory, separator = (View(n) for n in
                                                    ("icon", "title", "subtitle", "accessory", "separator"))
    lowest = kiwi.strength.create(0, 0, 0.4)  # listkit's priority 100, below weak (250)
    out += [icon.left == 16, icon.width == 40, icon.height == 40, icon.top >= 8, (icon.top == 12) | "weak",
            title.left == icon.right + 12, title.right <= accessory.left - 8, (title.width == 500) | "weak",
            title.top == 10, title.height >= 20, (title.height == 22) | "strong",
            subtitle.left == title.left, subtitle.width == title.width, subtitle.top == title.bottom + 4,
            subtitle.height >= 16, (subtitle.height == 18) | "strong",
            accessory.width == 24, accessory.height == 24, accessory.right == 375 - 16,
            accessory.top == icon.top + 8, accessory.top >= 8,
            separator.left == title.left, separator.right == 375, separator.height == 0.5,
            separator.top >= subtitle.bottom + 10, separator.top >= icon.bottom + 10, (separator.top == 0) | "weak",
            title.width >= 50, accessory.top >= 0, icon.left >= 0, title.height <= 100, subtitle.height <= 100,
            separator.width >= 0, title.top >= 8, accessory.left >= title.right + 8,
            subtitle.right <= accessory.left - 8, (subtitle.width == 300) | lowest,
            icon.width >= 10, separator.height >= 0.5]
    return [icon, title, subtitle, accessory, separator]


def pinned_chain(n, out):
    xs = [kiwi.Variable("x%d" % i) for i in range(n)]
    out.append(xs[0] == 0)
    out += [xs[i] == xs[i - 1] + 10 for i in range(1, n)]
    out += [(xs[i] == 5 * i) | "weak" for i in range(0, n, 10)]
    return xs


def optional_chain(n, out):
    tops, bottom = [], None
    for i in range(n):
        top, height = kiwi.Variable("v%d.top" % i), kiwi.Variable("v%d.height" % i)
        out.append(height == 20)
        out.append(top == 0 if bottom is None else (top == bottom + 1) | "strong")
        bottom = top + height
        tops.append(top)
    return tops


def optional_equalities(n, out):
    width = kiwi.Variable("width")
    out += [(width == i) | "medium" for i in range(n)]
    return [width]


def duplicates(n, out):
    width = kiwi.Variable("width")
    out += [width == 100 for _ in range(n)]
    return [width]


def aligned_grid(n, out):
    side = max(1, round(n ** 0.5))
    views = []
    for r in range(side):
        for c in range(side):
            v = View("r%dc%d" % (r, c))
            below = 0 if r == 0 else views[-side].bottom + 8
            out += [v.width == 40, v.height >= 20, (v.height == 44) | "strong",
                    v.left == 0 if c == 0 else v.left == views[-1].right + 8,
                    v.top >= below, (v.top == below) | "strong"]
            if c > 0:
                out.append((v.top == views[-1].top) | "weak")
            views.append(v)
    return [v.top for v in views]


SHAPES = {"pinned-chain": pinned_chain, "optional-chain": optional_chain,
          "optional-equalities": optional_equalities, "duplicates": duplicates,
          "aligned-grid": aligned_grid}

CELLS_PER_BATCH = 100  # Scenario.cellsPerBatch in Benchmarks/SolverBench/Scenarios.swift


def timed(body):
    start = time.perf_counter()
    body()
    return (time.perf_counter() - start) * 1000


def bench_once(name, n):
    builders = dict(SHAPES, chain=chain, indep=indep, grid=grid)
    if name in builders:
        out = []
        builders[name](n, out)
        solver = kiwi.Solver()

        def run():
            for c in out:
                solver.addConstraint(c)
            solver.updateVariables()
        return timed(run)
    if name == "readd":
        out = []
        views = chain(100, out)
        solver = kiwi.Solver()
        for c in out:
            solver.addConstraint(c)
        pin = (views[50].height == 30) | "strong"

        def run():
            for _ in range(n):
                solver.addConstraint(pin)
                solver.removeConstraint(pin)
            solver.updateVariables()
        return timed(run)
    if name == "edit":
        out = []
        views = chain(n, out)
        solver = kiwi.Solver()
        for c in out:
            solver.addConstraint(c)
        h0 = views[0].height
        solver.addEditVariable(h0, "strong")
        rounds = 500

        def run():
            for k in range(rounds):
                solver.suggestValue(h0, 30 + k % 50)
                solver.updateVariables()
        return timed(run) * 1000 / rounds  # µs per op
    if name in ("cells", "cells-resident"):
        # As on the Swift side: cells built untimed, 100 at a time for "cells" and all at once
        # for "cells-resident"; one timer sums add + update of every cell.
        batch = CELLS_PER_BATCH if name == "cells" else n
        total, done = 0.0, 0
        while done < n:
            cells = []
            for _ in range(min(batch, n - done)):
                out = []
                cell(out)
                cells.append((kiwi.Solver(), out))

            def run():
                for solver, out in cells:
                    for c in out:
                        solver.addConstraint(c)
                    solver.updateVariables()
            total += timed(run)
            done += len(cells)
        return total
    raise SystemExit("unknown scenario " + name)


def bench(name, n, repeats):
    times = [bench_once(name, n) for _ in range(repeats)]
    unit = "µs/op" if name == "edit" else "ms"
    print("%.3f %s (median of %d)" % (statistics.median(times), unit, repeats))


# --- correctness -------------------------------------------------------------------------

def solve_kiwi(system):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver, refused = kiwi.Solver(), []
    for index, c in enumerate(system["constraints"]):
        expr = sum((coef * xs[v] for v, coef in c["terms"]), c["constant"])
        op = c["op"]
        con = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
        try:
            solver.addConstraint(con | STRENGTH[c["priority"]])
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
            break  # kiwi leaves no guarantee about its tableau after a failed add
    solver.updateVariables()
    return [x.value() for x in xs], refused


def solve_kiwi_isolated(systems):
    """kiwi in child processes: kiwi sometimes aborts the whole process (an uncaught
    InternalSolverError, "The objective is unbounded", on some inputs depending on its
    pointer-keyed maps). A crashing batch is split until the culprit runs alone; its
    result is None."""
    proc = subprocess.run([sys.executable, __file__, "kiwi-solve"], input=json.dumps(systems).encode(),
                          capture_output=True)
    if proc.returncode == 0:
        return json.loads(proc.stdout)
    if len(systems) == 1:
        return [None]
    half = len(systems) // 2
    return solve_kiwi_isolated(systems[:half]) + solve_kiwi_isolated(systems[half:])


def with_copies(system, rng):
    """`system` with copies of its optional constraints inserted later in the sequence."""
    constraints = list(system["constraints"])
    for c in system["constraints"]:
        if c["priority"] < 1000 and rng.random() < 0.4:
            for _ in range(rng.randint(1, 2)):
                constraints.insert(rng.randint(constraints.index(c) + 1, len(constraints)), dict(c))
    return {"variables": system["variables"], "constraints": constraints}


def compare(exe, count, copies=False):
    rng = random.Random(20011)  # seeded: the same systems every run
    systems = [random_system(rng) for _ in range(count)]
    if copies:
        systems = [with_copies(system, rng) for system in systems]
    proc = subprocess.run([exe, "--solve-json"], input=json.dumps({"systems": systems}).encode(),
                          capture_output=True, check=True)
    results = json.loads(proc.stdout)["results"]
    kiwi_results = []
    for start in range(0, count, 500):
        kiwi_results += solve_kiwi_isolated(systems[start:start + 500])
    compared = unsat_agree = ambiguous = mismatches = crashed = 0
    for index, (system, ours, theirs) in enumerate(zip(systems, results, kiwi_results)):
        if theirs is None:
            crashed += 1
            print("system %d: kiwi aborted (internal error); listkit refused %s, values %s"
                  % (index, ours["refused"], ours["values"]))
            continue
        values, refused = theirs
        if refused or ours["refused"]:
            if refused and ours["refused"] and refused[0] == ours["refused"][0]:
                unsat_agree += 1
            else:
                mismatches += 1
                print("system %d: kiwi refused %s, listkit refused %s" % (index, refused, ours["refused"]))
            continue
        if ours["ambiguous"]:
            ambiguous += 1
            continue
        compared += 1
        worst = max(abs(a - b) for a, b in zip(values, ours["values"]))
        if worst > 1e-6:
            mismatches += 1
            if mismatches <= 10:
                print("system %d: max |listkit - kiwi| = %g\n  %s\n  kiwi %s\n  listkit %s"
                      % (index, worst, json.dumps(system), values, ours["values"]))
    print("%d systems: %d unique optima equal to kiwi within 1e-6, %d unsatisfiable flagged by both "
          "at the same constraint, %d skipped as ambiguous, %d where kiwi aborted, %d disagreements"
          % (count, compared, unsat_agree, ambiguous, crashed, mismatches))
    return mismatches == 0


if __name__ == "__main__":
    if len(sys.argv) >= 5 and sys.argv[1] == "bench":
        bench(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif len(sys.argv) >= 2 and sys.argv[1] == "kiwi-solve":
        print(json.dumps([solve_kiwi(system) for system in json.load(sys.stdin)]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "compare":
        sys.exit(0 if compare(sys.argv[2], int(sys.argv[3]), copies="--copies" in sys.argv[4:]) else 1)
    else:
        raise SystemExit(__doc__)
