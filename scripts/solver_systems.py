"""Random constraint systems shared by scripts/kiwi_compare.py (listkit against kiwisolver) and
scripts/solver_identity.py (two listkit builds against each other), in `--solve-json`'s format."""


def random_system(rng):
    large = rng.random() < 0.3
    n = rng.randint(5, 15) if large else rng.randint(2, 7)
    constraints = []
    for _ in range(rng.randint(5, 25) if large else rng.randint(1, 10)):
        k = rng.randint(1, min(3, n))
        terms = [[v, float(rng.choice([-3, -2, -1, 1, 2, 3]))] for v in rng.sample(range(n), k)]
        op = rng.choice(["==", "<=", ">=", ">=", "<="])
        priority = rng.choice([1000.0, 1000.0, 1000.0, 750.0, 500.0])
        constraints.append({"terms": terms, "constant": float(rng.randint(-40, 40)), "op": op, "priority": priority})
    for v in range(n):  # weak pins make most optima unique
        constraints.append({"terms": [[v, 1.0]], "constant": float(-rng.randint(-30, 30)), "op": "==",
                            "priority": 250.0})
    return {"variables": n, "constraints": constraints}
