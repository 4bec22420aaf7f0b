#!/usr/bin/env python3
"""Exact referee for the oracle's disputed systems: a lexicographic LP in exact rationals.

    scripts/exact_referee.py selftest
    scripts/exact_referee.py judge EXE FAILURES.json   (also `solver_oracle.py referee …`)

Why: `solver_oracle.py` asks HiGHS (floating point, tolerances 1e-10, each higher level fixed
at its optimum plus a 1e-9 slack). On wide-coefficient systems its own rounding and that slack
make its verdicts unreliable, and listkit's exact solver (Swift) is not independent. This file
is pure Python (`fractions.Fraction` and int only, no third-party code):

  * every double converts exactly (`Fraction(float)`); required constraints hold exactly;
  * for each priority level, highest first, it minimises the level's summed violation (|e| for
    equalities, max(0, ·) for inequalities, as solver_oracle.py's `violation`; an edit is
    `v == suggested` at its priority) with the higher levels fixed EXACTLY at their optima:
    after a level's optimal tableau, every column with a positive reduced cost is fixed at 0
    (the objective is its optimum plus Σ d_j·x_j, d ≥ 0, so the remaining feasible set is
    exactly the optimal face), no slack;
  * the simplex is a dense, fraction-free (Edmonds' integer-preserving Gauss–Jordan) tableau
    over Python ints — every entry is the true tableau entry times the current basis
    determinant, so the divisions are exact — with Bland's rule (no cycling), phase 1 on
    artificials. Correctness over speed.

`judge` replays each failing system's ops with listkit's refusals (bench-solver --solve-json,
as the oracle runs it), computes the exact optimum of each level, and evaluates listkit's
values in Fractions: each level's summed violation, and each live required constraint's
residual relative to its terms' magnitude Σ|a·x| + |c|. A system is "right within rounding"
when every required residual is within ROUNDING of its magnitude and every level's violation
is within ROUNDING of the exact optimum, relative to the level's summed magnitude (the
oracle's scales); otherwise "wrong", naming the first thing off and by how much.
"""
import json
import subprocess
import sys
from fractions import Fraction
from math import lcm

ROUNDING = Fraction(1, 10 ** 9)

# --- the exact simplex ------------------------------------------------------------------------


class Infeasible(Exception):
    pass


class Unbounded(Exception):
    pass


class Tableau:
    """min c·y subject to rows·y = rhs, y ≥ 0, in integer-preserving form: `m[i]` is the
    true tableau row i (last entry the right-hand side) times `det`."""

    def __init__(self, rows, rhs):
        # Rows scaled to integers (an equality row may be scaled freely), signed so rhs ≥ 0,
        # then one artificial column per row: the identity basis, det = 1.
        self.width = len(rows[0]) if rows else 0
        count = len(rows)
        self.artificial = set(range(self.width, self.width + count))
        self.m = []
        for i, (row, b) in enumerate(zip(rows, rhs)):
            scale = lcm(*[x.denominator for x in row], b.denominator)
            if b < 0:
                scale = -scale
            unit = [0] * count
            unit[i] = 1
            self.m.append([int(x * scale) for x in row] + unit + [int(b * scale)])
        self.basis = [self.width + i for i in range(count)]
        self.det = 1
        self.fixed = set()  # columns held at 0: artificials after phase 1, non-optimal columns
        self.cost = None

    def sign(self, value):
        return (value > 0) - (value < 0) if self.det > 0 else (value < 0) - (value > 0)

    def pivot(self, r, q):
        p, old, top = self.m[r][q], self.det, self.m[r]
        for i, row in enumerate(self.m):
            if i == r:
                continue
            a = row[q]
            if a:
                self.m[i] = [(p * x - a * y) // old for x, y in zip(row, top)]
            else:
                self.m[i] = [p * x // old for x in row]
        self.cost = [(p * x - self.cost[q] * y) // old for x, y in zip(self.cost, top)]
        self.det = p
        self.basis[r] = q

    def set_objective(self, c):
        """Reduced costs of objective `c` (dict column → int) at the current basis, times det."""
        cost = [0] * (len(self.m[0]) if self.m else 1)
        for j, v in c.items():
            cost[j] = v * self.det
        for i, b in enumerate(self.basis):
            if c.get(b):
                cost = [x - c[b] * y for x, y in zip(cost, self.m[i])]
        self.cost = cost

    def optimise(self):
        """Bland's rule to optimality; returns the optimum (a Fraction)."""
        columns = len(self.m[0]) - 1 if self.m else 0
        while True:
            q = next((j for j in range(columns) if j not in self.fixed and self.sign(self.cost[j]) < 0), None)
            if q is None:
                return Fraction(-self.cost[-1], self.det)
            best = None
            for i, row in enumerate(self.m):
                if self.sign(row[q]) > 0:
                    # ratio rhs/a (both scaled by det): compare |rhs_i|/|a_i| by cross products
                    if best is None:
                        best = i
                        continue
                    lhs, rhs = abs(row[-1]) * abs(self.m[best][q]), abs(self.m[best][-1]) * abs(row[q])
                    if lhs < rhs or (lhs == rhs and self.basis[i] < self.basis[best]):
                        best = i
            if best is None:
                raise Unbounded()  # a level cannot be (violations are ≥ 0); a variable's range can
            self.pivot(best, q)

    def phase_one(self):
        self.set_objective({j: 1 for j in self.artificial})
        if self.optimise() != 0:
            raise Infeasible()
        # Drive zero-level artificials out of the basis where a real column can replace them;
        # a row with no such column is redundant and stays all zero for good.
        for r, b in enumerate(self.basis):
            if b in self.artificial:
                q = next((j for j in range(self.width) if self.m[r][j] != 0), None)
                if q is not None:
                    self.pivot(r, q)
        self.fixed |= self.artificial

    def fix_face(self):
        """Holds every column with a positive reduced cost at 0: the optimal face, exactly."""
        for j in range(self.width):
            if j not in self.basis and self.sign(self.cost[j]) > 0:
                self.fixed.add(j)

    def value(self, j):
        if j in self.basis:
            r = self.basis.index(j)
            return Fraction(self.m[r][-1], self.det)
        return Fraction(0)

# --- the lexicographic program ----------------------------------------------------------------


def exact(x):
    return x if isinstance(x, Fraction) else Fraction(x)


def lexicographic(n, required, optional, ranged=(), ranges=None):
    """Exact optimum of each level: [(priority, optimum)], highest first, and the point (n
    Fractions) where all are reached. `required`: constraints; `optional`: (constraint,
    priority). Raises Infeasible when the required constraints are. Columns: x⁺, x⁻ per
    variable, then per constraint its error and slack columns. With `ranges` (a dict), also
    each variable v of `ranged`'s exact range over the optimal face: ranges[v] = (low, high),
    None for an unbounded end."""
    rows, rhs, levels = [], [], {}
    columns = 2 * n

    def new_column():
        nonlocal columns
        columns += 1
        return columns - 1
    for c, priority in [(c, None) for c in required] + list(optional):
        row = {}
        for v, a in c["terms"]:
            row[2 * v] = row.get(2 * v, 0) + exact(a)
            row[2 * v + 1] = row.get(2 * v + 1, 0) - exact(a)
        if priority is not None:  # expr − e⁺ + e⁻ = 0; expr − e ≤ 0; expr + e ≥ 0
            errors = [new_column(), new_column()] if c["op"] == "==" else [new_column()]
            if c["op"] == "==":
                row[errors[0]], row[errors[1]] = Fraction(-1), Fraction(1)
            else:
                row[errors[0]] = Fraction(-1 if c["op"] == "<=" else 1)
            levels.setdefault(priority, []).extend(errors)
        if c["op"] != "==":
            row[new_column()] = Fraction(1 if c["op"] == "<=" else -1)
        rows.append(row)
        rhs.append(-exact(c["constant"]))
    dense = [[row.get(j, Fraction(0)) for j in range(columns)] for row in rows]
    tableau = Tableau(dense, rhs)
    if dense:
        tableau.phase_one()
    optima = []
    for priority in sorted(levels, reverse=True):
        tableau.set_objective({j: 1 for j in levels[priority]})
        optima.append((priority, tableau.optimise()))
        tableau.fix_face()
    point = [tableau.value(2 * v) - tableau.value(2 * v + 1) for v in range(n)] if dense else [Fraction(0)] * n
    # A certificate of the result, checked exactly: the point holds every required constraint and
    # reaches every level's optimum (its violations are at most its error columns, which sum to
    # the optimum, and no point does better).
    assert all(violation(c, point) == 0 for c in required), "referee point breaks a required constraint"
    for priority, optimum in optima:
        assert sum(violation(c, point) for c, p in optional if p == priority) == optimum, "referee level mismatch"
    for v in ranged:
        ranges[v] = face_range(tableau, v) if dense else (None, None)
    return optima, point


def face_range(tableau, v):
    """(min, max) of x_v = x⁺ − x⁻ over the optimal face (the fixed columns stay at 0, so every
    pivot keeps to the face); None for an unbounded end."""
    ends = []
    for sign in (1, -1):
        tableau.set_objective({2 * v: sign, 2 * v + 1: -sign})
        try:
            ends.append(sign * tableau.optimise())
        except Unbounded:
            ends.append(None)
    return ends[0], ends[1]


def violation(c, values):
    e = exact(c["constant"]) + sum(exact(a) * values[v] for v, a in c["terms"])
    if c["op"] == "==":
        return abs(e)
    return max(e, Fraction(0)) if c["op"] == "<=" else max(-e, Fraction(0))


def magnitude(c, values):
    return abs(exact(c["constant"])) + sum(abs(exact(a) * values[v]) for v, a in c["terms"])

# --- replaying a system as the oracle does ------------------------------------------------------


def key(c):
    """ConstraintKey's normalisation: terms merged, ≥ turned into ≤, an equality signed so that
    its first coefficient by variable id is positive (required duplicates count once, as listkit)."""
    merged = {}
    for v, a in c["terms"]:
        merged[v] = merged.get(v, 0.0) + a
    terms = sorted((v, a) for v, a in merged.items() if abs(a) >= 1e-8)
    if c["op"] == ">=":
        sign = -1.0
    elif c["op"] == "<=":
        sign = 1.0
    else:
        sign = -1.0 if (terms[0][1] if terms else c["constant"]) < 0 else 1.0
    return (c["op"] == "==", c["priority"], tuple((v, a * sign + 0.0) for v, a in terms), c["constant"] * sign + 0.0)


def final_program(system, ours):
    """The live required and optional constraints (edits included) after the ops, taking
    listkit's refusals as given."""
    constraints, refused = system["constraints"], set(ours.get("refusedOps", []))
    live, edits = [], {}
    for position, op in enumerate(system["ops"]):
        kind, k = op[0], op[1]
        if kind == "add" and position not in refused:
            live.append(k)
        elif kind == "remove" and k in live:
            live.remove(k)
        elif kind == "edit":
            edits[k] = [op[2], 0.0]
        elif kind == "suggest" and k in edits:
            edits[k][1] = op[2]
    return live_program(constraints, live, edits)


def live_program(constraints, live, edits):
    """The required and optional (constraint, priority) lists of the `live` constraint indices
    — required duplicates once (`key`), every copy of an optional one (each is a term of its
    own, as Auto Layout and listkit weigh them) — then each edit `v: [priority, value]` as
    `v == value`."""
    unique, seen = [], set()
    for i in live:
        if constraints[i]["priority"] < 1000 or key(constraints[i]) not in seen:
            seen.add(key(constraints[i]))
            unique.append(constraints[i])
    required = [c for c in unique if c["priority"] >= 1000]
    optional = [(c, c["priority"]) for c in unique if c["priority"] < 1000]
    for v, (priority, value) in sorted(edits.items()):
        optional.append(({"terms": [[v, 1.0]], "constant": -value, "op": "=="}, priority))
    return required, optional


def judge(system, ours):
    """(verdict, details): verdict "right" (within rounding), "wrong", or "unjudged"."""
    if ours is None:
        return "unjudged", "hang"
    if "error" in ours:
        return "unjudged", "solver error reported: %s" % ours["error"]
    n = system["variables"]
    required, optional = final_program(system, ours)
    values = [exact(x) for x in ours["values"]]
    try:
        optima, _ = lexicographic(n, required, optional)
    except Infeasible:
        return "wrong", "live required constraints infeasible exactly (a missed conflict)"
    worst = max([violation(c, values) / max(1, magnitude(c, values)) for c in required], default=Fraction(0))
    if worst > ROUNDING:
        absolute = max(violation(c, values) for c in required)
        return "wrong", "required broken by %.3g (%.2g of its terms' magnitude)" % (absolute, worst)
    notes = ["required residual ≤ %.2g relative" % worst]
    for priority, optimum in optima:
        ours_level = sum(violation(c, values) for c, p in optional if p == priority)
        scale = max(1, sum(magnitude(c, values) for c, p in optional if p == priority))
        off = abs(ours_level - optimum) / scale
        if off > ROUNDING:
            return "wrong", "level %g: listkit %.9g, exact optimum %.9g (%.2g of its terms' magnitude)%s" % (
                priority, ours_level, optimum, off, "; " + "; ".join(notes[1:]) if len(notes) > 1 else "")
        if ours_level != optimum:
            notes.append("level %g: listkit %.9g, exact %.9g (%.2g relative)" % (priority, ours_level, optimum, off))
    return "right", "; ".join(notes)


def feasible(n, required):
    """Whether the required constraints hold together, exactly (phase 1 of the exact simplex)."""
    try:
        lexicographic(n, required, [])
        return True
    except Infeasible:
        return False


def judge_refusals(system, ours):
    """listkit's refusals and conflict sets, judged exactly (the oracle's `replay` rules): each
    refused add makes the live required constraints infeasible, each conflict set is infeasible
    and irreducible (every member dropped, the rest holds), and the accepted required
    constraints hold together before each removal and at the end. Returns what is wrong."""
    n, constraints = system["variables"], system["constraints"]
    refused, conflicts = set(ours.get("refusedOps", [])), iter(ours.get("conflicts", []))
    live, problems, checked = [], [], True

    def live_required():
        return [constraints[i] for i in live if constraints[i]["priority"] >= 1000]
    for position, op in enumerate(system["ops"]):
        kind, k = op[0], op[1]
        if kind == "add" and position in refused:
            if feasible(n, live_required() + [constraints[k]]):
                problems.append("false conflict at op %d (feasible exactly)" % position)
            members = next(conflicts, [])
            chosen = [constraints[i] for i in members]
            if feasible(n, chosen):
                problems.append("conflict set %s is feasible exactly" % members)
            else:
                problems += ["conflict set %s is not minimal exactly (drop %d)" % (members, members[i])
                             for i in range(len(chosen)) if not feasible(n, chosen[:i] + chosen[i + 1:])][:1]
        elif kind == "add":
            live.append(k)
            checked = checked and constraints[k]["priority"] < 1000
        elif kind == "remove" and k in live:
            if not checked and not feasible(n, live_required()):
                problems.append("required constraints live before op %d are infeasible exactly" % position)
            checked = True
            live.remove(k)
    if not checked and not feasible(n, live_required()):
        problems.append("the live required constraints are infeasible exactly (a missed conflict)")
    return problems


def run_listkit(exe, systems):
    proc = subprocess.run([exe, "--solve-json"], input=json.dumps({"systems": systems}).encode(),
                          capture_output=True, check=True)
    return json.loads(proc.stdout)["results"]


def judge_failures(exe, path, seed_label=None):
    """Re-judges the systems of a `check --save` file; prints one line each and a summary."""
    with open(path) as f:
        failures = json.load(f)
    tally = {"right": 0, "wrong": 0, "unjudged": 0, "refusals disputed": 0}
    for entry in failures:
        ours = run_listkit(exe, [entry["system"]])[0]
        verdict, details = judge(entry["system"], ours)
        if verdict == "right" and any(word in p for p in entry["problems"] for word in ("conflict", "infeasible")):
            # The values are right given listkit's refusals; the refusals HiGHS disputes are
            # judged exactly too.
            wrong_refusals = judge_refusals(entry["system"], ours)
            if wrong_refusals:
                verdict, details = "wrong", "; ".join(wrong_refusals)
            else:
                tally["refusals disputed"] += 1
                details += "; refusals HiGHS disputes are right exactly"
        tally[verdict] += 1
        label = "%s system %d" % (seed_label, entry["index"]) if seed_label else "system %d" % entry["index"]
        print("%s: %s — %s (HiGHS: %s)" % (label, verdict, details, "; ".join(entry["problems"])), flush=True)
    print("%s: flagged %d, right within rounding %d (of which HiGHS disputes a refusal %d), wrong %d, "
          "unjudged (solver error or hang) %d" % (path, len(failures), tally["right"], tally["refusals disputed"],
                                                 tally["wrong"], tally["unjudged"]))
    return tally

# --- hand-worked systems ----------------------------------------------------------------------


def c(terms, constant, op, priority=1000.0):
    return {"terms": terms, "constant": constant, "op": op, "priority": priority}


def selftest():
    """Small systems whose optima are worked out by hand; exits 1 on any mismatch."""
    F = Fraction
    cases = [
        # x == 10 @750 and x == 4 @750: |x−10| + |x−4| ≥ 6 on [4, 10].
        ("one level, two equalities", 1, [], [(c([[0, 1.0]], -10.0, "=="), 750.0), (c([[0, 1.0]], -4.0, "=="), 750.0)],
         [(750.0, F(6))]),
        # x ≥ 3 required; x == 1 @500 → |e| = 2; then x ≤ 10 @1 → 0.
        ("required bound then levels", 1, [c([[0, 1.0]], -3.0, ">=")],
         [(c([[0, 1.0]], -1.0, "=="), 500.0), (c([[0, 1.0]], -10.0, "<="), 1.0)], [(500.0, F(2)), (1.0, F(0))]),
        # Two levels: x + y == 10 @750, x == 7 @500, y == 7 @500, x − y ≥ 2 @1.
        # Level 750: 0. Level 500: |x−7| + |y−7| with x+y = 10 → 4 (any x in [3, 7]).
        # Level 1: x − y ≥ 2 with x + y = 10, x ∈ [3, 7] → x ≥ 6 reachable: 0.
        ("two levels, face kept", 2, [],
         [(c([[0, 1.0], [1, 1.0]], -10.0, "=="), 750.0), (c([[0, 1.0]], -7.0, "=="), 500.0),
          (c([[1, 1.0]], -7.0, "=="), 500.0), (c([[0, 1.0], [1, -1.0]], -2.0, ">="), 1.0)],
         [(750.0, F(0)), (500.0, F(4)), (1.0, F(0))]),
        # The higher level must win exactly: x == 0 @750 versus 1000 copies' worth at @1:
        # x ≥ 5 @1 weighted by nothing — level 1's optimum is 5 on x = 0.
        ("lower level cannot trade", 1, [], [(c([[0, 1.0]], 0.0, "=="), 750.0), (c([[0, 1.0]], -5.0, ">="), 1.0)],
         [(750.0, F(0)), (1.0, F(5))]),
        # Fractions from doubles: 0.1·x == 1 required gives x = 10/Fraction(0.1) exactly; x == 10 @250
        # is then off by |10 − 1/Fraction(0.1)|, which is not 0 (0.1 is not 1/10 in binary).
        ("doubles exactly", 1, [c([[0, 0.1]], -1.0, "==")], [(c([[0, 1.0]], -10.0, "=="), 250.0)],
         [(250.0, abs(F(10) - 1 / F(0.1)))]),
        # Redundant required rows (x + y == 2 twice scaled, y == 1): an artificial stays basic.
        ("redundant rows", 2, [c([[0, 1.0], [1, 1.0]], -2.0, "=="), c([[0, 2.0], [1, 2.0]], -4.0, "=="),
                               c([[1, 1.0]], -1.0, "==")], [(c([[0, 1.0]], -3.0, "<="), 500.0), (c([[0, 1.0]], -4.0, ">="), 1.0)],
         [(500.0, F(0)), (1.0, F(3))]),
    ]
    failed = 0
    for name, n, required, optional, expected in cases:
        got, _ = lexicographic(n, required, optional)
        ok = got == expected
        failed += not ok
        print("%s: %s%s" % ("ok" if ok else "FAIL", name, "" if ok else " — got %s, want %s" % (got, expected)))
    # Ranges over the optimal face: in "two levels, face kept", x ∈ [6, 7] and y = 10 − x ∈ [3, 4]
    # after level 1; x ≥ 3 @500 alone leaves x ∈ [3, ∞).
    kept = cases[2]
    for n, required, optional, want in [(kept[1], kept[2], kept[3], {0: (F(6), F(7)), 1: (F(3), F(4))}),
                                        (1, [], [(c([[0, 1.0]], -3.0, ">="), 500.0)], {0: (F(3), None)})]:
        got = {}
        lexicographic(n, required, optional, sorted(want), got)
        ok = got == want
        failed += not ok
        print("%s: ranges over the optimal face %s%s" % ("ok" if ok else "FAIL", want, "" if ok else " — got %s" % got))
    # Infeasible: x ≥ 2 and x ≤ 1 required.
    try:
        lexicographic(1, [c([[0, 1.0]], -2.0, ">="), c([[0, 1.0]], -1.0, "<=")], [])
        failed += 1
        print("FAIL: infeasible required constraints accepted")
    except Infeasible:
        print("ok: infeasible required constraints refused")
    # Judging: listkit's values at the optimum are right; one level off by 1 is wrong; a required
    # residual of 1e-15 on terms of magnitude 1e4 is rounding, 1e-3 is not.
    system = {"variables": 1, "constraints": [c([[0, 1.0]], -3.0, ">="), c([[0, 1.0]], -1.0, "==", 500.0)],
              "ops": [["add", 0], ["add", 1]]}
    for values, want in [([3.0], "right"), ([4.0], "wrong"), ([3.0 - 1e-15], "right"), ([2.999], "wrong")]:
        verdict, details = judge(system, {"values": values, "refusedOps": [], "ambiguous": []})
        ok = verdict == want
        failed += not ok
        print("%s: judge x = %r is %s (%s)" % ("ok" if ok else "FAIL", values[0], verdict, details))
    # Refusals judged exactly: x ≥ 2 (0) and x ≤ 1 (1) conflict; x ≤ 3 (2) does not; y ≥ 0 (3) is
    # another variable's. Refusing 1 with {0, 1} is right; refusing 2, or naming {0, 1, 3}, or
    # accepting 1 is wrong.
    two = [c([[0, 1.0]], -2.0, ">="), c([[0, 1.0]], -1.0, "<="), c([[0, 1.0]], -3.0, "<="), c([[1, 1.0]], 0.0, ">=")]
    adds = [["add", 0], ["add", 3], ["add", 1], ["add", 2]]
    for refused, conflicts, want in [([2], [[0, 1]], 0), ([2, 3], [[0, 1], [0, 2]], 2), ([2], [[0, 1, 3]], 1),
                                     ([], [], 1)]:
        found = judge_refusals({"variables": 2, "constraints": two, "ops": adds}, {"refusedOps": refused, "conflicts": conflicts})
        ok = len(found) == want
        failed += not ok
        print("%s: refusals %s with conflict sets %s: %s" % ("ok" if ok else "FAIL", refused, conflicts, found or "right"))
    print("selftest: %s" % ("all passed" if not failed else "%d FAILED" % failed))
    return failed == 0


def main():
    args = sys.argv[1:]
    if args == ["selftest"]:
        sys.exit(0 if selftest() else 1)
    if len(args) == 3 and args[0] == "judge":
        tally = judge_failures(args[1], args[2])
        sys.exit(1 if tally["wrong"] else 0)
    raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
