#!/usr/bin/env python3
"""Exact oracle for ListkitSolver: seeded random systems solved by listkit (`bench-solver
--solve-json`) and by a lexicographic LP (HiGHS through scipy), compared.

    scripts/solver_oracle.py check EXE [COUNT=2000] [--seed S] [--jobs J] [--save FILE] [--referee]
        [--only I,J,…]  (only those indices of the seed's first COUNT systems)
    scripts/solver_oracle.py differ OLD NEW [COUNT=2000] [--seed S] [--jobs J]  (the indices
        whose `--solve-json` results differ between two builds: what a `check` of OLD needs
        re-checked, with --only, to hold for NEW; OLD or NEW may be a .json file, an
        executable's saved output on `systems … --seed S`)
    scripts/solver_oracle.py corpus EXE OUT FAILURES.json…  (the regression corpus, see below; a
        corpus file as the source recomputes its expectations)
    scripts/solver_oracle.py systems [COUNT=2000] [--seed S]  (the systems `check` generates, as
        `--solve-json` input on stdout: `bench-solver --exact-json` times the exact solver on them)
    scripts/solver_oracle.py referee EXE FAILURES.json  (re-judges the systems `check --save`
        flagged with scripts/exact_referee.py, an exact rational lexicographic LP; `check
        --referee` does it right after the check)
    scripts/solver_oracle.py referee-agree [COUNT=300] [--seed S]  (validates the referee: its
        level optima against HiGHS's on small-integer systems, all adds accepted)

What is compared, system by system (constraints `Σ a·x + c op 0`, priorities 1..1000, adds,
removals, re-adds, edit variables and suggestions run in order):
  * refusals: listkit refuses a required constraint iff the live required ones plus it are
    infeasible (an LP); every conflict set it reports must be infeasible and irreducible
    (each member removed, the rest is feasible);
  * required constraints: each live one holds at listkit's values within 1e-6 (absolute);
  * levels: for each priority, highest first, the LP minimises the summed violation of that
    level with the higher levels fixed at their optima; listkit's own summed violation must be
    within 1e-6 of it (relative to max(1, optimum));
  * both are also counted "beyond rounding" when the miss exceeds ROUNDING (1e-9) of the terms'
    magnitude: values of 1e10 are 2e-6 apart in double precision, so only misses beyond
    rounding fail the run (the exact optimum rounded to nearest leaves the others);
  * determined variables: in every 5th system, for up to 3 sampled variables the LP gives the range over the
    optimal face; where it is a point, listkit's value must be that point within 1e-6
    (relative beyond 1). Ambiguity reports are counted, not failed: listkit documents a
    degenerate case it may miss.
  * internal errors: a system where listkit reports `Solver.failure` (its residual check or
    iteration bound) is counted as a solver error and its values are not compared;
  * hangs: a batch past its time limit is split until the system runs alone; one past 20 s
    counts as a hang.
Required duplicates (same normalised key, as `ConstraintKey`) count once; optional copies each weigh, as listkit weighs them.

Needs scipy (HiGHS); the script installs it into a venv under ~/.cache/listkit-oracle when
the running python3 lacks it. Never run by `make test`: the hard systems it finds are kept as
Tests/ListkitSolverTests/Fixtures/oracle-corpus.json (`corpus` mode writes the expected
outcomes with them: HiGHS's, checked by the exact referee, whose exact ones replace them where
the two disagree), which `make test` replays without Python.
"""
import json
import os
import random
import subprocess
import sys
import time

VENV = os.path.expanduser("~/.cache/listkit-oracle")


def ensure_scipy():
    """Re-runs this script under a venv that has scipy when the current python lacks it."""
    try:
        import scipy.optimize  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python3")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", "scipy"], check=True)
    os.execv(python, [python] + sys.argv)


ensure_scipy()
import numpy as np  # noqa: E402
from scipy.optimize import linprog  # noqa: E402
# Required duplicates count once, optional copies each as a term (listkit folds them and weighs the
# copies): one definition, kept in exact_referee.py because that file needs no third-party package.
from exact_referee import live_program  # noqa: E402

HIGHS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
TOL = 1e-6
# Every VALUE_SAMPLE-th system gets the range LPs of 3 sampled variables (two LPs each): the
# levels already place listkit's point on the optimal face, so this checks determined values
# and ambiguity reports at a fraction of the cost.
VALUE_SAMPLE = 5

# --- generation -------------------------------------------------------------------------------


def coefficient(rng, style):
    sign = rng.choice([-1.0, 1.0])
    if style == "small":
        return sign * rng.choice([1, 1, 1, 2, 3])
    if style == "frac":
        return sign * rng.choice([0.5, 0.25, 0.125, 1.5, 0.75, 1, 2, 3, 1 / 3.0])
    return sign * float("%.3g" % (10 ** rng.uniform(-3, 3)))  # wide


def constant(rng, style):
    if style == "wide":
        return float("%.3g" % (rng.choice([-1, 1]) * 10 ** rng.uniform(-2, 4)))
    return float(rng.randint(-100, 100))


def random_constraints(rng, n, levels, style):
    constraints = []
    for _ in range(rng.randint(max(2, n // 2), 2 * n + 5)):
        k = rng.randint(1, min(4, n))
        terms = [[v, coefficient(rng, style)] for v in rng.sample(range(n), k)]
        priority = 1000.0 if rng.random() < 0.5 else float(rng.choice(levels))
        c = {"terms": terms, "constant": constant(rng, style), "op": rng.choice(["==", "<=", ">=", ">=", "<="]),
             "priority": priority}
        constraints.append(c)
        if rng.random() < 0.04:
            constraints.append(dict(c))
    return constraints


def chain_constraints(rng, n, levels, style):
    """The issue's pinned 1-D chain and its optional variants, at random sizes and gaps."""
    gap = constant(rng, style) or 10.0
    chain_priority = 1000.0 if rng.random() < 0.6 else float(rng.choice(levels))
    constraints = [{"terms": [[0, 1.0]], "constant": 0.0, "op": "==", "priority": 1000.0}]
    for i in range(1, n):
        constraints.append({"terms": [[i, 1.0], [i - 1, -1.0]], "constant": -gap, "op": "==", "priority": chain_priority})
    every = rng.randint(2, 10)
    for i in range(0, n, every):
        constraints.append({"terms": [[i, 1.0]], "constant": -5.0 * i, "op": rng.choice(["==", "<=", ">="]),
                            "priority": float(rng.choice(levels))})
    rng.shuffle(constraints) if rng.random() < 0.3 else None
    return constraints


def gen_system(rng):
    n = rng.randint(5, 40)
    if rng.random() < 0.5:
        levels = [750.0, 500.0, 250.0, 1.0]
    else:
        levels = [float(p) for p in rng.sample(range(1, 1000), rng.randint(2, 30))]
    style = rng.choice(["small", "small", "frac", "wide"])
    shape = "chain" if rng.random() < 0.15 else "random"
    constraints = (chain_constraints if shape == "chain" else random_constraints)(rng, n, levels, style)
    if rng.random() < 0.5:  # weak pins make most optima unique
        low = min(levels)
        for v in range(n):
            constraints.append({"terms": [[v, 1.0]], "constant": float(-rng.randint(-30, 30)), "op": "==",
                                "priority": low})
    ops = [["add", i] for i in range(len(constraints))]
    if rng.random() < 0.3:
        ops = edit_sequence(rng, n, constraints, levels)
    return {"variables": n, "constraints": constraints, "ops": ops}


def edit_sequence(rng, n, constraints, levels):
    """Adds in order, interleaved with removals, re-adds, edit variables and suggestions."""
    ops, live, removed, edits = [], [], [], []
    for i in range(len(constraints)):
        ops.append(["add", i])
        live.append(i)
        r = rng.random()
        if r < 0.15 and live:
            k = live.pop(rng.randrange(len(live)))
            ops.append(["remove", k])
            removed.append(k)
        elif r < 0.25 and removed:
            k = removed.pop(rng.randrange(len(removed)))
            ops.append(["add", k])
            live.append(k)
        elif r < 0.3 and len(edits) < 3:
            v = rng.randrange(n)
            if v not in edits:
                edits.append(v)
                ops.append(["edit", v, float(rng.choice(levels))])
        elif r < 0.4 and edits:
            ops.append(["suggest", rng.choice(edits), float(rng.randint(-200, 200))])
    return ops

# --- the LP side ------------------------------------------------------------------------------


class Program:
    """Constraints `Σ a·x + c op 0` over n free variables; optional ones get error columns."""

    def __init__(self, n, required, optional):
        self.n = n
        self.required = required
        self.optional = optional  # (constraint, priority)
        self.errors = []  # per optional: list of error column indices
        columns = n
        for c, _ in optional:
            k = 2 if c["op"] == "==" else 1
            self.errors.append(list(range(columns, columns + k)))
            columns += k
        self.columns = columns
        self.fixed = []  # (objective vector, bound)

    def rows(self, c, errors):
        row = np.zeros(self.columns)
        for v, a in c["terms"]:
            row[v] += a
        rhs = -c["constant"]
        if c["op"] == "==":
            if errors:
                row[errors[0]], row[errors[1]] = -1.0, 1.0  # expr - e+ + e- = 0
            return [], [(row, rhs)]
        if c["op"] == ">=":
            row, rhs = -row, -rhs
        if errors:
            row[errors[0]] = -1.0  # expr - e <= 0
        return [(row, rhs)], []

    def solve(self, objective):
        ub, eq = [], []
        for c in self.required:
            u, e = self.rows(c, None)
            ub += u
            eq += e
        for (c, _), errors in zip(self.optional, self.errors):
            u, e = self.rows(c, errors)
            ub += u
            eq += e
        for vector, bound in self.fixed:
            ub.append((vector, bound))
        bounds = [(None, None)] * self.n + [(0, None)] * (self.columns - self.n)
        result = linprog(objective, A_ub=np.array([r for r, _ in ub]) if ub else None,
                         b_ub=np.array([b for _, b in ub]) if ub else None,
                         A_eq=np.array([r for r, _ in eq]) if eq else None,
                         b_eq=np.array([b for _, b in eq]) if eq else None,
                         bounds=bounds, method="highs", options=HIGHS)
        return result

    def level_objective(self, priority):
        vector = np.zeros(self.columns)
        for (c, p), errors in zip(self.optional, self.errors):
            if p == priority:
                for e in errors:
                    vector[e] = 1.0
        return vector


def feasible(n, required):
    if not required:
        return True
    result = Program(n, required, []).solve(np.zeros(n))
    return result.status == 0


def violation(c, values):
    e = c["constant"] + sum(a * values[v] for v, a in c["terms"])
    if c["op"] == "==":
        return abs(e)
    if c["op"] == "<=":
        return max(e, 0.0)
    return max(-e, 0.0)

# --- comparing ------------------------------------------------------------------------------


COUNTERS = ["systems", "refusals", "false conflicts", "missed conflicts", "conflict sets not infeasible",
            "conflict sets not minimal", "required broken", "required broken beyond rounding", "levels off",
            "levels off beyond rounding",
            "determined values off", "ambiguity misses", "solver errors", "solver errors with right values",
            "iteration bound", "hangs",
            "lp failures"]
# A required constraint's violation is rounding, not a wrong answer, when it is within ROUNDING of its
# terms' magnitude Σ|a·x| + |c| (Oettli–Prager's componentwise scale; 1e-9 is ~1e7 units in the
# last place): values of 1e10 cannot meet 1e-6 absolute in double precision. Both are counted.
# Likewise a level whose summed violation differs from the optimum by less than ROUNDING of its
# constraints' summed magnitude: the exact optimum rounded to doubles leaves that much.
ROUNDING = 1e-9


def replay(system, ours, counts, problems):
    """Replays the ops, checking refusals; returns the live constraints and edits at the end."""
    n, constraints = system["variables"], system["constraints"]
    live, edits = [], {}
    refused_ops = set(ours.get("refusedOps", []))
    conflicts = iter(ours.get("conflicts", []))
    checked = True
    for position, op in enumerate(system["ops"]):
        kind, k = op[0], op[1]
        if kind == "add":
            c = constraints[k]
            if position in refused_ops:
                counts["refusals"] += 1
                required = [constraints[i] for i in live if constraints[i]["priority"] >= 1000]
                if feasible(n, required + [c]):
                    counts["false conflicts"] += 1
                    problems.append("false conflict at op %d" % position)
                check_conflict_set(n, constraints, next(conflicts, []), counts, problems)
            else:
                live.append(k)
                checked = checked and c["priority"] < 1000
        elif kind == "remove" and k in live:
            if not checked:
                check_accepted(n, constraints, live, counts, problems, position)
                checked = True
            live.remove(k)
        elif kind == "edit":
            edits[k] = [op[2], 0.0]
        elif kind == "suggest" and k in edits:
            edits[k][1] = op[2]
    if not checked:
        check_accepted(n, constraints, live, counts, problems, len(system["ops"]), ours.get("values"))
    return live, edits


def check_accepted(n, constraints, live, counts, problems, position, values=None):
    required = [constraints[i] for i in live if constraints[i]["priority"] >= 1000]
    if values is not None and all(violation(c, values) <= 1e-9 for c in required):
        return  # listkit's values are a feasibility certificate
    if not feasible(n, required):
        counts["missed conflicts"] += 1
        problems.append("required constraints live before op %d are infeasible" % position)


def check_conflict_set(n, constraints, members, counts, problems):
    required = [constraints[i] for i in members]
    if feasible(n, required):
        counts["conflict sets not infeasible"] += 1
        problems.append("conflict set %s is satisfiable" % members)
        return
    for i in range(len(required)):
        if not feasible(n, required[:i] + required[i + 1:]):
            counts["conflict sets not minimal"] += 1
            problems.append("conflict set %s is not minimal (drop %d)" % (members, members[i]))
            return


def compare_system(index, system, ours, counts, sample_rng):
    problems = []
    counts["systems"] += 1
    if ours is None:
        counts["hangs"] += 1
        return ["hang (no result within the limit)"]
    n, constraints, values = system["variables"], system["constraints"], ours["values"]
    live, edits = replay(system, ours, counts, problems)
    if "error" in ours:
        # An internal error reported instead of values: honest, counted apart. Whether its values
        # would have passed is counted too (a residual check that fires on sound values is a
        # false alarm, still a failure to solve).
        counts["solver errors"] += 1
        if "without finishing" in ours["error"]:
            counts["iteration bound"] += 1
        if not check_values_against_lp(index, system, ours, live, edits, dict.fromkeys(COUNTERS, 0), sample_rng):
            counts["solver errors with right values"] += 1
        return problems + ["solver error: %s" % ours["error"]]
    return problems + check_values_against_lp(index, system, ours, live, edits, counts, sample_rng)


def magnitude(c, values):
    return abs(c["constant"]) + sum(abs(a * values[v]) for v, a in c["terms"])


def check_values_against_lp(index, system, ours, live, edits, counts, sample_rng):
    """Required constraints, levels and sampled determined values at listkit's values."""
    problems = []
    n, constraints, values = system["variables"], system["constraints"], ours["values"]
    required, optional = live_program(constraints, live, edits)
    broken = [violation(c, values) for c in required if violation(c, values) > TOL]
    if broken:
        counts["required broken"] += 1
        relative = max(violation(c, values) / max(1.0, magnitude(c, values)) for c in required)
        if relative > ROUNDING:
            counts["required broken beyond rounding"] += 1
        problems.append("required constraint broken by %g (%.2g of its terms' magnitude)" % (max(broken), relative))
    program = Program(n, required, optional)
    for priority in sorted({p for _, p in optional}, reverse=True):
        objective = program.level_objective(priority)
        ours_level = sum(violation(c, values) for c, p in optional if p == priority)
        if ours_level == 0 and not broken:
            # Violations are ≥ 0 and listkit's point (feasible, and optimal on the higher levels
            # as checked so far) reaches 0: the optimum is 0, no LP needed.
            program.fixed.append((objective, 1e-11))
            continue
        result = program.solve(objective)
        if result.status != 0:
            counts["lp failures"] += 1
            return problems + ["LP status %d at level %g" % (result.status, priority)]
        optimum = max(result.fun, 0.0)
        if abs(ours_level - optimum) > TOL * max(1.0, optimum) and not broken:
            counts["levels off"] += 1
            scale = sum(magnitude(c, values) for c, p in optional if p == priority)
            relative = abs(ours_level - optimum) / max(1.0, scale)
            if relative > ROUNDING:
                counts["levels off beyond rounding"] += 1
            problems.append("level %g: listkit %.9g, optimum %.9g (%.2g of its terms' magnitude)"
                            % (priority, ours_level, optimum, relative))
            break
        # The next levels are compared on the face listkit chose: this level is bounded by
        # listkit's own violation (it passed: within TOL of the optimum), not by the optimum
        # plus a slack, which let HiGHS trade 9e-8 at one level for 1.28 at the next on a
        # corpus system (63 of the corpus; docs/solver.md "The exact oracle").
        program.fixed.append((objective, max(ours_level, optimum) + 1e-11 * max(1.0, optimum)))
    if not problems and index % VALUE_SAMPLE == 0:
        check_values(program, n, values, set(ours["ambiguous"]), counts, problems, sample_rng)
    return problems


def check_values(program, n, values, ambiguous, counts, problems, rng):
    for v in rng.sample(range(n), min(3, n)):
        objective = np.zeros(program.columns)
        objective[v] = 1.0
        low, high = program.solve(objective), program.solve(-objective)
        if low.status != 0 and high.status != 0:
            continue
        if low.status == 0 and high.status == 0 and -high.fun - low.fun <= 1e-7 * max(1.0, abs(low.fun)):
            if abs(values[v] - low.fun) > TOL * max(1.0, abs(low.fun)):
                counts["determined values off"] += 1
                problems.append("x%d: listkit %.12g, determined %.12g" % (v, values[v], low.fun))
                return
        elif v not in ambiguous:
            counts["ambiguity misses"] += 1

# --- running listkit ----------------------------------------------------------------------


def run_listkit(exe, systems, limit):
    """Results of `systems` (None for a system that did not finish within 20 s alone)."""
    data = json.dumps({"systems": systems}).encode()
    try:
        proc = subprocess.run([exe, "--solve-json"], input=data, capture_output=True, timeout=limit)
        if proc.returncode == 0:
            return json.loads(proc.stdout)["results"]
    except subprocess.TimeoutExpired:
        pass
    if len(systems) == 1:
        return [None]
    half = len(systems) // 2
    return run_listkit(exe, systems[:half], max(20, limit / 2)) + run_listkit(exe, systems[half:], max(20, limit / 2))


def check_range(args):
    exe, seed, start, count, only = args
    rng = random.Random(seed)
    indices = [i for i in range(start, start + count) if only is None or i in only]
    systems = [gen_system(rng) for _ in range(start + count)][start:]
    systems = [systems[i - start] for i in indices]
    results = []
    for k in range(0, len(systems), 100):
        results += run_listkit(exe, systems[k:k + 100], 120)
    counts = dict.fromkeys(COUNTERS, 0)
    failures = []
    for i, system, ours in zip(indices, systems, results):
        problems = compare_system(i, system, ours, counts, random.Random(seed * 7919 + i))
        if problems:
            failures.append({"index": i, "problems": problems, "system": system})
    return counts, failures


def check(exe, count, seed, jobs, save, values_refereed=False, only=None):
    """Checks the first `count` systems of `seed` (only the indices in `only`, when given)."""
    from multiprocessing import Pool
    started = time.time()
    chunk = max(100, (count + 4 * jobs - 1) // (4 * jobs))
    tasks = [(exe, seed, start, min(chunk, count - start), only) for start in range(0, count, chunk)]
    totals, failures = dict.fromkeys(COUNTERS, 0), []
    with Pool(jobs) as pool:
        for counts, found in pool.imap(check_range, tasks):
            for k in COUNTERS:
                totals[k] += counts[k]
            failures += found
    for f in failures[:15]:
        print("system %d: %s" % (f["index"], "; ".join(f["problems"])))
    print("seed %d, %d systems in %.0f s: %s" % (seed, count if only is None else len(only), time.time() - started,
                                                 ", ".join("%s %d" % (k, totals[k]) for k in COUNTERS[1:])))
    print("failing systems: %d" % len(failures))
    if save:
        with open(save, "w") as out:
            json.dump(failures, out)
    bad = ["false conflicts", "missed conflicts", "conflict sets not infeasible", "conflict sets not minimal",
           "determined values off", "hangs"]
    if not values_refereed:  # else the exact referee judges required residuals and levels
        bad += ["required broken beyond rounding", "levels off beyond rounding"]
    return not any(totals[k] for k in bad)



def results_of(source, systems, start):
    """`source`'s results on `systems` (the seed's, from index `start`): an executable is run; a
    .json file is its saved `--solve-json` output on the seed's systems from index 0."""
    if source.endswith(".json"):
        with open(source) as f:
            return json.load(f)["results"][start:start + len(systems)]
    return run_listkit(source, systems, 120)


def differ_range(args):
    old, new, seed, start, count = args
    rng = random.Random(seed)
    systems = [gen_system(rng) for _ in range(start + count)][start:]
    differing = []
    for k in range(0, count, 100):
        batch = systems[k:k + 100]
        for i, (a, b) in enumerate(zip(results_of(old, batch, start + k), results_of(new, batch, start + k))):
            if json.dumps(a, sort_keys=True) != json.dumps(b, sort_keys=True):
                differing.append(start + k + i)
    return differing


def differ(old, new, count, seed, jobs):
    """Indices of the first `count` systems of `seed` whose `--solve-json` results differ between
    the executables `old` and `new` (every double read exactly, so equal results are identical
    answers): a run of `check` with `old` holds for `new` once these are re-checked
    (`check NEW COUNT --seed S --only I,J,…`)."""
    from multiprocessing import Pool
    chunk = max(100, (count + 4 * jobs - 1) // (4 * jobs))
    tasks = [(old, new, seed, start, min(chunk, count - start)) for start in range(0, count, chunk)]
    with Pool(jobs) as pool:
        differing = sorted(i for found in pool.imap(differ_range, tasks) for i in found)
    print("seed %d, %d systems: %d answer differently%s" % (seed, count, len(differing),
                                                           ": " + ",".join(map(str, differing)) if differing else ""))
    return differing

# --- the regression corpus -------------------------------------------------------------------


def expectations(system, ours):
    """The oracle's outcome of `system`, for the Swift regression test: refused op positions,
    each level's optimum, and the values of up to 6 sampled variables that the optimum
    determines. HiGHS's answers, checked by the exact referee: where they disagree (a level or
    a determined value more than ROUNDING apart, relative beyond 1, or a different set of
    determined variables), the referee's exact ones rounded to doubles (`expectedBy`)."""
    import exact_referee
    counts = dict.fromkeys(COUNTERS, 0)
    n, constraints = system["variables"], system["constraints"]
    live, edits = replay(system, ours, counts, [])
    if counts["false conflicts"] or counts["missed conflicts"]:
        return None  # the corpus records only refusals the oracle agrees with
    required, optional = live_program(constraints, live, edits)
    program, levels = Program(n, required, optional), []
    for priority in sorted({p for _, p in optional}, reverse=True):
        objective = program.level_objective(priority)
        result = program.solve(objective)
        if result.status != 0:
            return None
        optimum = max(result.fun, 0.0)
        levels.append([priority, optimum])
        program.fixed.append((objective, optimum + 1e-9 * max(1.0, optimum)))
    sampled = sorted(random.Random(n * 7919 + len(constraints)).sample(range(n), min(6, n)))
    determined = []
    for v in sampled:
        objective = np.zeros(program.columns)
        objective[v] = 1.0
        low, high = program.solve(objective), program.solve(-objective)
        if low.status == 0 and high.status == 0 and is_point(low.fun, -high.fun):
            determined.append([v, low.fun])
    expected = {"refusedOps": ours.get("refusedOps", []), "live": live, "levels": levels, "determined": determined,
                "expectedBy": "HiGHS"}
    ranges = {}
    try:
        optima, _ = exact_referee.lexicographic(n, required, optional, sampled, ranges)
    except exact_referee.Infeasible:
        return None  # the exact referee refuses what HiGHS accepts: no agreed outcome to record
    exact_levels = [[priority, float(optimum)] for priority, optimum in optima]
    exact_determined = [[v, float(ranges[v][0])] for v in sampled
                        if None not in ranges[v] and is_point(ranges[v][0], ranges[v][1])]
    if disagree(levels, exact_levels) or disagree(determined, exact_determined):
        expected.update(levels=exact_levels, determined=exact_determined, expectedBy="exact referee",
                        highs={"levels": levels, "determined": determined})
    return expected


def is_point(low, high):
    """A variable's range over the optimal face is taken as a point (determined) within 1e-7
    relative beyond 1: HiGHS's tolerances; the referee's exact ranges use the same rule."""
    return high - low <= 1e-7 * max(1.0, abs(low))


def disagree(highs, exact):
    """Whether HiGHS's [key, value] pairs (levels or determined values) differ from the exact
    ones: another set of keys, or a value more than ROUNDING apart (relative beyond 1)."""
    return ([k for k, _ in highs] != [k for k, _ in exact] or
            any(abs(h - e) > ROUNDING * max(1.0, abs(e)) for (_, h), (_, e) in zip(highs, exact)))


def corpus(exe, path, sources):
    """Writes the systems of the failure files `sources` (from `check --save`, or a corpus file
    itself, to recompute its expectations) with the oracle's expectations: the regression
    corpus, in the sources' order."""
    systems = []
    for source in sources:
        with open(source) as f:
            loaded = json.load(f)
        systems += [entry["system"] for entry in (loaded["entries"] if isinstance(loaded, dict) else loaded)]
    results = run_listkit(exe, systems, 300)
    entries = []
    for index, (system, ours) in enumerate(zip(systems, results)):
        expected = expectations(system, ours) if ours is not None else None
        if expected is None:
            print("system %d left out: no outcome HiGHS and the referee agree on" % index)
            continue
        if expected["expectedBy"] != "HiGHS":
            print("corpus entry %d: expected by the exact referee — levels %s, determined %s; HiGHS had %s, %s" % (
                len(entries), expected["levels"], expected["determined"], expected["highs"]["levels"],
                expected["highs"]["determined"]), flush=True)
        entries.append({"system": system, "expected": expected})
    with open(path, "w") as out:
        json.dump({"generator": "scripts/solver_oracle.py", "entries": entries}, out, indent=None, separators=(",", ":"))
    print("%d corpus entries written to %s (%d expected by the exact referee)" % (
        len(entries), path, sum(e["expected"]["expectedBy"] != "HiGHS" for e in entries)))


def referee_agreement(count, seed):
    """The exact referee's level optima against HiGHS's on small-integer systems (where HiGHS's
    tolerances cannot matter): every level within 1e-6, infeasible exactly when HiGHS says so."""
    import exact_referee
    rng, agree, infeasible, disagree = random.Random(seed), 0, 0, 0
    for index in range(count):
        system = gen_system(rng)
        for c in system["constraints"]:
            c["terms"] = [[v, float(rng.choice([-3, -2, -1, 1, 2, 3]))] for v, _ in c["terms"]]
            c["constant"] = float(rng.randint(-100, 100))
        required, optional = exact_referee.final_program(system, {})
        try:
            exact, _ = exact_referee.lexicographic(system["variables"], required, optional)
        except exact_referee.Infeasible:
            exact = None
        if not feasible(system["variables"], required):
            ok = exact is None
            infeasible += ok
        elif exact is None:
            ok = False
        else:
            program, ok = Program(system["variables"], required, optional), True
            for priority, optimum in exact:
                objective = program.level_objective(priority)
                result = program.solve(objective)
                ok = ok and result.status == 0 and abs(result.fun - float(optimum)) <= 1e-6 * max(1.0, float(optimum))
                program.fixed.append((objective, float(optimum) + 1e-9 * max(1.0, float(optimum))))
            agree += ok
        if not ok:
            disagree += 1
            print("system %d: referee %s, HiGHS disagrees" % (index, exact))
    print("referee vs HiGHS, seed %d, %d small-integer systems: %d agree on every level, %d infeasible for both, "
          "%d disagree" % (seed, count, agree, infeasible, disagree))
    return disagree == 0


def main():
    args = sys.argv[1:]
    if "--help" in args or "-h" in args:
        raise SystemExit(__doc__)
    referee = "--referee" in args
    if referee:
        args.remove("--referee")

    def option(name, default):
        if name in args:
            k = args.index(name)
            value = args[k + 1]
            del args[k:k + 2]
            return value
        return default
    seed = int(option("--seed", "12"))
    jobs = int(option("--jobs", "2"))
    save = option("--save", None)
    only = option("--only", None)
    only = None if only is None else {int(i) for i in only.split(",") if i}
    if len(args) >= 3 and args[0] == "differ":
        sys.exit(1 if differ(args[1], args[2], int(args[3]) if len(args) > 3 else 2000, seed, jobs) else 0)
    if len(args) >= 2 and args[0] == "check":
        if referee and not save:
            # The referee reads the failures from a file; without --save it goes to the temporary
            # directory, not the working tree (where it was an untracked file nobody asked for).
            import tempfile
            save = os.path.join(tempfile.gettempdir(), "listkit-oracle-seed%d.json" % seed)
        passed = check(args[1], int(args[2]) if len(args) > 2 else 2000, seed, jobs, save, referee, only)
        if referee:
            import exact_referee
            passed = exact_referee.judge_failures(args[1], save, "seed %d" % seed)["wrong"] == 0 and passed
        sys.exit(0 if passed else 1)
    if len(args) == 3 and args[0] == "referee":
        import exact_referee
        sys.exit(1 if exact_referee.judge_failures(args[1], args[2])["wrong"] else 0)
    if len(args) >= 1 and args[0] == "referee-agree":
        sys.exit(0 if referee_agreement(int(args[1]) if len(args) > 1 else 300, seed) else 1)
    if len(args) >= 1 and args[0] == "systems":
        rng = random.Random(seed)
        json.dump({"systems": [gen_system(rng) for _ in range(int(args[1]) if len(args) > 1 else 2000)]}, sys.stdout)
        return
    if len(args) >= 4 and args[0] == "corpus":
        corpus(args[1], args[2], args[3:])
        return
    raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
