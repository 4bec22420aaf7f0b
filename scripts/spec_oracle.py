#!/usr/bin/env python3
"""Spec-level oracle: random screens of plain views, laid out by listkit and by an exact LP.

    scripts/spec_oracle.py check LISTKIT COUNT [--seed S]
    scripts/spec_oracle.py selftest LISTKIT   (issue #33's cases, a settled pair that is no tie;
                                              a planted disagreement is seen)

Each spec (seeded) has 2–8 plain views, roots and children, with 0–4 constraints each: sizes
against constants, their own other size or another view's (multipliers), positions against the
parent or another view, every relation, priorities required / 750 / 500 / 250 / random; about a
third of the views have an intrinsic size, some with their own hugging and compression
resistance (one for both axes or one per axis). The checker builds the same linear system as
listkit (absolute x, y, width, height per view; every size ≥ 0 first, then the spec's
constraints in hierarchy order, then each intrinsic size's `size <= s @hugging` and
`size >= s @compression`; the screen a fixed rectangle),
replays Auto Layout's rule for conflicts (a required constraint that makes the required ones
infeasible is broken, in add order), and solves the rest exactly as a lexicographic LP by
priority level (scripts/exact_referee.py: rationals, each level held at its optimum), with the
exact range of every variable over the optimal face. It compares with `listkit lint` and
`listkit layout --format json`:

  * conflicts: the constraints broken (by line) are the same;
  * ambiguity: per view and axis, `ambiguous-layout` is reported iff one of its variables not
    named by a broken constraint has a range over the optimal face (x/width, y/height);
  * frames (screen coordinates, as `layout` prints them): every determined value within the output's
    rounding (two decimals).

Exit status 0 when every spec agrees; otherwise each disagreement is printed with its spec.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exact_referee as referee  # noqa: E402

HORIZONTAL = ["leading", "trailing", "centerX"]
VERTICAL = ["top", "bottom", "centerY"]
PRIORITIES = [None, None, None, 750, 500, 250]


def anchor(attribute, base):
    """Terms of `attribute` over the view whose variables start at `base` (x, y, w, h)."""
    x, y, w, h = base, base + 1, base + 2, base + 3
    return {
        "leading": [(x, 1)], "trailing": [(x, 1), (w, 1)], "centerX": [(x, 1), (w, 0.5)],
        "top": [(y, 1)], "bottom": [(y, 1), (h, 1)], "centerY": [(y, 1), (h, 0.5)],
        "width": [(w, 1)], "height": [(h, 1)],
    }[attribute]


def screen_anchor(attribute, width, height):
    return {"leading": 0, "trailing": width, "centerX": width / 2, "top": 0, "bottom": height,
            "centerY": height / 2, "width": width, "height": height}[attribute]


def generate(rng):
    """A spec: device size and views [{id, parent index or None, constraints: [(text, parts)]}]
    in hierarchy (depth-first) order."""
    width, height = rng.choice([(320, 568), (375, 667), (390, 844), (430, 932)])
    count = rng.randint(2, 8)
    parents = [None] + [rng.choice([None] + list(range(i))) if rng.random() < 0.5 else None for i in range(1, count)]
    views = [{"id": "v%d" % i, "parent": parents[i], "constraints": []} for i in range(count)]
    for i, view in enumerate(views):
        for _ in range(rng.randint(0, 4)):
            view["constraints"].append(constraint(rng, i, views))
    for view in views:
        if rng.random() < 0.3:
            view.update(intrinsic(rng))
    return width, height, views


SIDES = [0, 20, 44, 100, 150, 37.5]


def intrinsic(rng):
    """An intrinsic content size and, sometimes, content priorities: one for both axes or one per
    axis. Priorities stay optional (1…999): a required intrinsic constraint has no line of its own
    for a conflict finding to be compared by."""
    keys = {"intrinsic": (rng.choice(SIDES), rng.choice(SIDES))}
    for key, choices in (("hugging", [1, 249, 251, 500, 750, 999]), ("compressionResistance", [250, 500, 749, 751, 999])):
        shape = rng.random()
        if shape < 0.3:
            keys[key] = rng.choice(choices)
        elif shape < 0.45:
            keys[key] = (rng.choice(choices), rng.choice(choices))
    return keys


def content_priorities(view):
    """(hugging, compression) per axis: ((h, v), (h, v)), UIView's defaults where unset."""
    result = []
    for key, default in (("hugging", 250), ("compressionResistance", 750)):
        value = view.get(key, default)
        result.append(value if isinstance(value, tuple) else (value, value))
    return result


def constraint(rng, i, views):
    """(text, first attribute, relation, target: None | 'parent' | view index, second attribute,
    multiplier, constant, priority)."""
    relation = rng.choice(["==", "==", "<=", ">="])
    priority = rng.choice(PRIORITIES)
    if priority is None and rng.random() < 0.1:
        priority = rng.randint(1, 999)
    others = [j for j in range(len(views)) if j != i]
    kind = rng.random()
    if kind < 0.4:  # a size
        first = rng.choice(["width", "height"])
        shape = rng.random()
        if shape < 0.4:
            target, second, multiplier, constant = None, None, 1, rng.choice([0, 20, 44, 100, 150])
        elif shape < 0.7:
            target, second = "self", "height" if first == "width" else "width"
            multiplier, constant = rng.choice([1, 0.5, 2]), rng.choice([0, 0, 10])
        else:
            target = rng.choice(others + ["parent"])
            second, multiplier, constant = rng.choice(["width", "height"]), rng.choice([1, 0.5, 2]), rng.choice([0, -20, 10])
    else:
        axis = HORIZONTAL if rng.random() < 0.5 else VERTICAL
        first, second = rng.choice(axis), rng.choice(axis)
        target = rng.choice(["parent", "parent"] + others)
        multiplier, constant = 1, rng.choice([0, 8, 16, -16, 24, 100])
    return {"first": first, "relation": relation, "target": target, "second": second,
            "multiplier": multiplier, "constant": constant, "priority": priority}


def text(c, views):
    if c["target"] is None:
        rhs = "%g" % c["constant"]
    else:
        name = "parent" if c["target"] == "parent" else None if c["target"] == "self" else views[c["target"]]["id"]
        rhs = (name + "." if name else "") + c["second"]
        if c["multiplier"] != 1:
            rhs += " * %g" % c["multiplier"]
        if c["constant"]:
            rhs += " %s %g" % ("+" if c["constant"] > 0 else "-", abs(c["constant"]))
    suffix = "" if c["priority"] is None else " @%d" % c["priority"]
    return '%s %s %s%s' % (c["first"], c["relation"], rhs, suffix)


def order(views):
    """Depth-first order (as the YAML nests them): indices."""
    result = []

    def visit(i):
        result.append(i)
        for j, v in enumerate(views):
            if v["parent"] == i:
                visit(j)
    for i, v in enumerate(views):
        if v["parent"] is None:
            visit(i)
    return result


def yaml(width, height, views):
    """The spec's text, and the line of each constraint: {(view, index): line}."""
    lines = ["listkit: 1", "screen: Oracle",
             "device: { name: d, width: %d, height: %d, safeArea: {top: 0, left: 0, bottom: 0, right: 0}, scale: 3 }" % (width, height),
             "views:"]
    where = {}

    def emit(i, depth):
        pad = "  " * depth
        lines.append(pad + "  - id: %s" % views[i]["id"])
        lines.append(pad + "    type: view")
        if "intrinsic" in views[i]:
            lines.append(pad + "    intrinsicSize: %gx%g" % views[i]["intrinsic"])
            for key in ("hugging", "compressionResistance"):
                value = views[i].get(key)
                if isinstance(value, tuple):
                    lines.append(pad + "    %s: { horizontal: %d, vertical: %d }" % ((key,) + value))
                elif value is not None:
                    lines.append(pad + "    %s: %d" % (key, value))
        if views[i]["constraints"]:
            lines.append(pad + "    layout:")
            for k, c in enumerate(views[i]["constraints"]):
                where[(i, k)] = len(lines) + 1
                lines.append(pad + '      - "%s"' % text(c, views))
        children = [j for j, v in enumerate(views) if v["parent"] == i]
        if children:
            lines.append(pad + "    subviews:")
            for j in children:
                emit(j, depth + 2)
    for i, v in enumerate(views):
        if v["parent"] is None:
            emit(i, 0)
    return "\n".join(lines) + "\n", where


def system(width, height, views):
    """Listkit's linear system: [(key, {"terms", "constant", "op", "priority"})] in add order;
    key None for the size bounds, else (view, index)."""
    base = {i: 4 * i for i in range(len(views))}
    result = []
    sequence = order(views)
    for i in sequence:
        for size in (2, 3):
            result.append((None, {"terms": [[base[i] + size, 1.0]], "constant": 0.0, "op": ">=", "priority": 1000.0}))
    for i in sequence:
        for k, c in enumerate(views[i]["constraints"]):
            terms = [[v, float(a)] for v, a in anchor(c["first"], base[i])]
            constant = -float(c["constant"])
            parent = views[i]["parent"]
            if c["target"] is not None:
                target = i if c["target"] == "self" else parent if c["target"] == "parent" else c["target"]
                if target is None:  # the screen
                    constant -= c["multiplier"] * screen_anchor(c["second"], width, height)
                else:
                    terms += [[v, -float(a) * c["multiplier"]] for v, a in anchor(c["second"], base[target])]
            priority = 1000.0 if c["priority"] is None else float(c["priority"])
            result.append(((i, k), {"terms": terms, "constant": constant, "op": c["relation"], "priority": priority}))
    # Intrinsic content last, per view: size <= intrinsic @hugging, size >= intrinsic @compression.
    for i in sequence:
        if "intrinsic" not in views[i]:
            continue
        hugging, compression = content_priorities(views[i])
        for axis in (0, 1):
            size = float(views[i]["intrinsic"][axis])
            for op, priority in (("<=", hugging[axis]), (">=", compression[axis])):
                result.append((("intrinsic", i, axis, op), {"terms": [[base[i] + 2 + axis, 1.0]], "constant": -size,
                                                              "op": op, "priority": float(priority)}))
    return result


def expected(width, height, views):
    n = 4 * len(views)
    constraints = system(width, height, views)
    required = [c for _, c in constraints if c["priority"] >= 1000]
    broken = []
    if not referee.feasible(n, required):
        accepted = []
        for key, c in constraints:
            if c["priority"] < 1000:
                continue
            if referee.feasible(n, accepted + [c]):
                accepted.append(c)
            else:
                broken.append(key)
    live = [c for key, c in constraints if key not in broken]
    required = [c for c in live if c["priority"] >= 1000]
    optional = [(c, c["priority"]) for c in live if c["priority"] < 1000]
    ranges = {}
    _, point = referee.lexicographic(n, required, optional, ranged=range(n), ranges=ranges)
    return broken, point, ranges


def run(listkit, path):
    lint = subprocess.run([listkit, "lint", path, "--format", "json"], capture_output=True, text=True)
    layout = subprocess.run([listkit, "layout", path, "--format", "json"], capture_output=True, text=True)
    return lint, layout


def compare(width, height, views, path, where, listkit):
    """Disagreements (strings) of one spec."""
    broken, point, ranges = expected(width, height, views)
    lint, layout = run(listkit, path)
    if lint.returncode not in (0, 1) or layout.returncode not in (0, 1):
        return ["listkit exited %d/%d: %s" % (lint.returncode, layout.returncode, (lint.stderr + layout.stderr)[:300])]
    diagnostics = json.loads(lint.stdout[:lint.stdout.rindex("}") + 1])["diagnostics"]
    problems = []
    other = [d for d in diagnostics if d["rule"] not in ("ambiguous-layout", "unsatisfiable-constraints", "view-outside-parent",
                                                          "view-off-screen", "zero-size")]
    if other:
        problems.append("unexpected findings: %s" % [d["message"] for d in other])
    line_of = {line: key for key, line in where.items()}
    ours_broken = sorted(line_of.get(d["line"]) for d in diagnostics if d["rule"] == "unsatisfiable-constraints")
    if ours_broken != sorted(broken):
        problems.append("broken: listkit %s, exact %s" % (ours_broken, sorted(broken)))
    named = set()
    for key in broken:
        for v, _ in system_terms(width, height, views, key):
            named.add(v)
    ours_open = set()
    index = {v["id"]: i for i, v in enumerate(views)}
    for d in diagnostics:
        if d["rule"] == "ambiguous-layout":
            m = re.search(r"view '([^']+)' needs constraints for (x|y)", d["message"])
            if m:
                ours_open.add((m.group(1), m.group(2)))
            tie = re.search(r"views (.+?) tie in (horizontal|vertical)", d["message"])
            if tie:
                for name in re.findall(r"'([^']+)'", tie.group(1)):
                    ours_open.add((name, "x" if tie.group(2) == "horizontal" else "y"))
                    # A tie is between sizes: each view it names has its size open.
                    size = 4 * index[name] + (2 if tie.group(2) == "horizontal" else 3)
                    if determined(ranges[size]):
                        problems.append("tie names %s, whose %s is determined" % (name, "wh"[size % 2]))
    exact_open = set()
    for i, v in enumerate(views):
        for axis, variables in (("x", (0, 2)), ("y", (1, 3))):
            if any(not determined(ranges[4 * i + k]) and 4 * i + k not in named for k in variables):
                exact_open.add((v["id"], axis))
    if ours_open != exact_open:
        problems.append("ambiguous: listkit %s, exact %s" % (sorted(ours_open), sorted(exact_open)))
    frames = {}

    def walk(nodes):
        for node in nodes:
            f = node["frame"]
            frames[node["id"]] = (f["x"], f["y"], f["width"], f["height"])
            walk(node.get("children", []))
    walk(json.loads(layout.stdout)["layouts"][0]["views"])
    for i, v in enumerate(views):
        for k in range(4):
            if not determined(ranges[4 * i + k]):
                continue
            value = Fraction(ranges[4 * i + k][0])
            if abs(float(value) - frames[v["id"]][k]) > 0.0051:
                problems.append("%s.%s: listkit %g, exact %g" % (v["id"], "xywh"[k], frames[v["id"]][k], float(value)))
    return problems


def determined(range_):
    low, high = range_
    return low is not None and high is not None and low == high


def system_terms(width, height, views, key):
    for k, c in system(width, height, views):
        if k == key:
            return c["terms"]
    return []


def view(name, parent, *constraints):
    return {"id": name, "parent": parent, "constraints": [
        {"first": c[0], "relation": c[1], "target": c[2], "second": c[3], "multiplier": c[4], "constant": c[5],
         "priority": c[6]} for c in constraints]}


def selftest(listkit):
    """Issue #33's three specs, its duplicate case and a pair of sizes that are no tie, exactly;
    then a planted disagreement."""
    cases = {
        "A": (375, 568, [view("v9", None, ("centerX", "==", "parent", "centerX", 1, 24, None),
                              ("width", "<=", "self", "height", 1, 0, None))], {("v9", "x"), ("v9", "y")}),
        "B": (430, 844, [view("v16", None, ("height", ">=", "self", "width", 0.5, 0, 750),
                              ("leading", "==", "parent", "leading", 1, 100, 750))], {("v16", "x"), ("v16", "y")}),
        "C": (390, 667, [view("v3", None, ("centerX", "==", "parent", "centerX", 1, 100, None)),
                         view("v4", 0, ("height", ">=", "parent", "width", 2, 0, None))],
              {("v3", "x"), ("v3", "y"), ("v4", "x"), ("v4", "y")}),
        "copies": (375, 568, [view("box", None, ("top", "==", "parent", "top", 1, 10, None),
                                   ("leading", "==", "parent", "leading", 1, 10, None),
                                   ("height", "==", None, None, 1, 44, None), ("width", "==", None, None, 1, 100, 500),
                                   ("width", "==", None, None, 1, 200, 500), ("width", "==", None, None, 1, 200, 500))], set()),
    }
    # Two views with hugging 1, sizes settled (one by its intrinsic size, one by a required
    # width): only their positions are open, so there is no tie of hugging to report.
    settled = [view("v0", None), view("v1", None, ("width", "==", "parent", "width", 0.5, 0, None),
                                         ("leading", "<=", "parent", "centerX", 1, 8, None),
                                         ("centerY", "==", "parent", "top", 1, 24, None))]
    settled[0].update(intrinsic=(37.5, 37.5), hugging=1)
    settled[1].update(intrinsic=(100, 20), hugging=1)
    cases["no-tie"] = (375, 667, settled, {("v0", "x"), ("v0", "y"), ("v1", "x")})
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, (width, height, views, open_axes) in cases.items():
            _, point, ranges = expected(width, height, views)
            exact_open = {(v["id"], axis) for i, v in enumerate(views) for axis, ks in (("x", (0, 2)), ("y", (1, 3)))
                          if any(not determined(ranges[4 * i + k]) for k in ks)}
            if exact_open != open_axes:
                failed += 1
                print("%s: exact open axes %s, expected %s" % (name, sorted(exact_open), sorted(open_axes)))
            if name == "copies" and point[2] != 200:
                failed += 1
                print("copies: exact width %s, expected 200" % point[2])
            text_, where = yaml(width, height, views)
            path = os.path.join(folder, name + ".yaml")
            with open(path, "w") as f:
                f.write(text_)
            problems = compare(width, height, views, path, where, listkit)
            if problems:
                failed += 1
                print("%s: %s" % (name, problems))
        # Planted: the spec says width 100, the model 101.
        views = cases["copies"][2]
        text_, where = yaml(375, 568, views)
        views[0]["constraints"][2]["constant"] = 101
        path = os.path.join(folder, "planted.yaml")
        with open(path, "w") as f:
            f.write(text_)
        if not any("box.h" in p for p in compare(375, 568, views, path, where, listkit)):
            failed += 1
            print("planted: the disagreement was not seen")
    print("selftest: %s" % ("all passed" if not failed else "%d failed" % failed))
    return 1 if failed else 0


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "selftest":
        return selftest(args[1])
    if len(args) < 3 or args[0] != "check":
        print(__doc__)
        return 2
    listkit, count = args[1], int(args[2])
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for index in range(count):
            rng = random.Random("%d/%d" % (seed, index))
            width, height, views = generate(rng)
            text_, where = yaml(width, height, views)
            path = os.path.join(folder, "spec-%d.yaml" % index)
            with open(path, "w") as f:
                f.write(text_)
            problems = compare(width, height, views, path, where, listkit)
            if problems:
                failures += 1
                print("spec %d (seed %d):\n%s  %s" % (index, seed, text_, "\n  ".join(problems)))
    print("spec oracle: seed %d, %d specs, %d disagreeing" % (seed, count, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
