#!/usr/bin/env python3
"""Bit-identity check of two bench-solver binaries: the same seeded random systems through
`OLD --solve-json` and `NEW --solve-json`, results (values, refused constraints, ambiguous
variables) compared exactly. A solver change that should not alter results must print
"differing 0" (docs/performance.md, How to measure).

    scripts/solver_identity.py OLD NEW [SYSTEMS_PER_SEED=2000] [--within TOL]

With --within, a change meant to alter only rounding (another basis, say) passes when every
differing system has the same refused constraints and ambiguous variables and its determined
variables' values are equal within TOL (relative to max(1, |value|)); an ambiguous variable's
value is any point of the optimal face, so another basis may pick another. The exact count is
printed all the same.

Generators: kiwi_compare.py's random systems (two seeds) and layout-like ones (two seeds):
single-variable pins and bounds, optional pins at several priorities, couplings of 2-4
variables, occasional repeated constraints, no weak pins (so ambiguity is exercised)."""
import json, random, subprocess, sys

from solver_systems import random_system   # kiwi_compare.py's generator


def layout_system(rng):
    n = rng.randint(2, 20)
    constraints = []
    for _ in range(rng.randint(1, 40)):
        if rng.random() < 0.45:
            terms = [[rng.randrange(n), float(rng.choice([1, 1, 1, -1, 2, 0.5]))]]
        else:
            terms = [[v, float(rng.choice([-2, -1, -1, 1, 1, 2]))] for v in rng.sample(range(n), rng.randint(2, min(4, n)))]
        c = {"terms": terms, "op": rng.choice(["==", "==", "<=", ">="]),
             "constant": float(rng.choice([0, 8, -8, 44, -44, 20, -20, rng.randint(-100, 100)])),
             "priority": rng.choice([1000.0, 1000.0, 1000.0, 750.0, 250.0, 100.0, 500.0])}
        constraints.append(c)
        if rng.random() < 0.05:
            constraints.append(dict(c))
    return {"variables": n, "constraints": constraints}


def close(a, b, tolerance):
    """Same refused and ambiguous lists, determined values within `tolerance` (relative beyond 1)."""
    free = set(a["ambiguous"])
    return (a["refused"] == b["refused"] and a["ambiguous"] == b["ambiguous"]
            and len(a["values"]) == len(b["values"])
            and all(abs(x - y) <= tolerance * max(1.0, abs(x))
                    for v, (x, y) in enumerate(zip(a["values"], b["values"])) if v not in free))


def main():
    args = sys.argv[1:]
    tolerance = None
    if "--within" in args:
        k = args.index("--within")
        tolerance = float(args[k + 1])
        del args[k:k + 2]
    old, new = args[0], args[1]
    count = int(args[2]) if len(args) > 2 else 2000
    differing = beyond = 0
    for seed, make in ((20011, random_system), (777, random_system), (4242, layout_system), (99, layout_system)):
        rng = random.Random(seed)
        systems = [make(rng) for _ in range(count)]
        data = json.dumps({"systems": systems}).encode()
        a, b = (json.loads(subprocess.run([exe, "--solve-json"], input=data, capture_output=True, check=True).stdout)["results"]
                for exe in (old, new))
        bad = [i for i in range(count) if a[i] != b[i]]
        print("seed %d %s: %d systems, %d differ" % (seed, make.__name__, count, len(bad)))
        for i in bad[:3]:
            print("  system %d: %s\n  old %s\n  new %s" % (i, json.dumps(systems[i])[:300], a[i], b[i]))
        differing += len(bad)
        if tolerance is not None:
            beyond += sum(1 for i in bad if not close(a[i], b[i], tolerance))
    if tolerance is None:
        print("%d systems, differing %d" % (4 * count, differing))
        sys.exit(1 if differing else 0)
    print("%d systems, differing %d, beyond %g %d" % (4 * count, differing, tolerance, beyond))
    sys.exit(1 if beyond else 0)


main()
