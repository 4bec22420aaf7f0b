#!/usr/bin/env python3
"""Fits corrections that make Inter measure text as SF does, from the widths Interface Builder
saved for single-line system-font labels in public documents, and reports whether they hold on
repositories left out of the fit (docs/layout.md, "Text"). Fitting only: not run by `make test`,
and the documents (/work/ib-corpus) are never committed.

    swift build --product ib-corpus
    .build/debug/ib-corpus /work/ib-corpus --text-samples /tmp/samples.tsv > /dev/null
    python3 scripts/sf_width_fit.py /tmp/samples.tsv

Samples (`TextWidthSampler`): labels that a layout with every content view at its saved size
places on their saved frame, and whose width follows their intrinsic width both ways, so their
saved width is their text's width as IB measured it, rounded up to the pixel grid (1/scale).
Only documents saved by Xcode 7 or later (toolsVersion 8000 and up: SF's era) count; a text
repeated in one repository (the same cell in many documents) counts once.

Models, each fitted by least squares with IB's rounding as an interval (a label's target is its
predicted width clamped into (saved - 1/scale, saved], refitted until the targets settle), then
again without the labels still more than max(2 pt, 5 %) off (texts drawn otherwise than read):

- "per-character": SF's advance minus Inter's for each ASCII character (1/1000 em), a table for
  the Text sizes and one for the Display sizes (from 20 points), pulled towards 0 by a ridge term
  (`--ridge`, in squared points per (1/1000 em)^2);
- "tracking per text size": a tracking per band of sizes below 20 points on top of the HIG's;
- "Display tracking": one tracking for the Display sizes (1/1000 em after each character) in
  place of the tracking listkit applies there (before: Inter Display with none); the Text sizes
  keep theirs.

Held out: the repositories split in two halves by sample count, alternately (fit on one, count
the other's labels whose predicted width rounds to within 0.5 pt of the saved one), and leaving
each repository out in turn.
"""
import argparse
import collections
import csv
import sys

import numpy as np

FIRST_SF_TOOLS = 8000  # Xcode 7 (iOS 9, SF's first release); Xcode 6.4 saved 7xxx.
DISPLAY_FROM = 20.0
CHARS = [chr(c) for c in range(0x20, 0x7F)]
INDEX = {c: k for k, c in enumerate(CHARS)}


def read(path):
    rows, seen = [], set()
    with open(path, newline="") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if int(r["toolsVersion"] or 0) < FIRST_SF_TOOLS or r["widthFollows"] != "1" or r["lines"] != "1":
                continue
            repo, p = r["path"].split("/")[0], float(r["pointSize"])
            key = (repo, r["text"], p, r["weight"], r["savedWidth"])
            if key in seen:
                continue
            seen.add(key)
            n = int(r["characters"])
            rows.append({"repo": repo, "text": r["text"], "size": p, "n": n, "scale": int(r["scale"]),
                         "saved": float(r["savedWidth"]), "measured": float(r["measuredWidth"]),
                         "untracked": float(r["measuredWidth"]) - n * float(r["tracking"]), "display": p >= DISPLAY_FROM})
    return rows


class PerCharacter:
    name = "per-character"

    def __init__(self, ridge):
        self.ridge = ridge

    def base(self, r):
        return r["measured"]

    def features(self, r):
        x = np.zeros(2 * len(CHARS))
        offset = len(CHARS) if r["display"] else 0
        for c in r["text"]:
            if c in INDEX:
                x[offset + INDEX[c]] += r["size"] / 1000
        return x

    def penalty(self):
        return np.full(2 * len(CHARS), self.ridge)


class DisplayTracking:
    name = "Display tracking"

    def base(self, r):
        return r["untracked"] if r["display"] else r["measured"]

    def features(self, r):
        return np.array([r["n"] * r["size"] / 1000 if r["display"] else 0.0])

    def penalty(self):
        return np.array([1e-6])


class TextSizeTracking:
    """A tracking (1/1000 em) per band of text sizes on top of the HIG's."""
    name = "tracking per text size"
    bands = [(0, 11), (11, 13), (13, 15), (15, 17), (17, 18), (18, 20)]

    def base(self, r):
        return r["measured"]

    def features(self, r):
        x = np.zeros(len(self.bands))
        for k, (low, high) in enumerate(self.bands):
            if low <= r["size"] < high:
                x[k] = r["n"] * r["size"] / 1000
        return x

    def penalty(self):
        return np.full(len(self.bands), 1e-3)


def least_step(r):
    """How far below its saved width a label's text width can be: a pixel (1/scale), or a whole
    point where the saved width is whole (IB's Size to Fit Content rounds to whole points: labels
    of one line in documents of one toolsVersion are saved 21 or 20.5 tall at 17 points)."""
    return 1.0 if abs(r["saved"] - round(r["saved"])) < 1e-6 else 1.0 / r["scale"]


def fit(model, rows):
    x = np.array([model.features(r) for r in rows])
    base = np.array([model.base(r) for r in rows])
    hi = np.array([r["saved"] for r in rows])
    lo = hi - np.array([least_step(r) for r in rows])
    keep = np.ones(len(rows), bool)
    for _ in range(2):
        xk = x[keep]
        a = xk.T @ xk + np.diag(model.penalty())
        target, theta = (lo[keep] + hi[keep]) / 2, np.zeros(x.shape[1])
        for _ in range(500):
            new = np.linalg.solve(a, xk.T @ (target - base[keep]))
            target = np.clip(base[keep] + xk @ new, lo[keep] + 1e-6, hi[keep])
            done = np.max(np.abs(new - theta)) < 1e-7
            theta = new
            if done:
                break
        keep = np.abs(base + x @ theta - hi) <= np.maximum(2.0, 0.05 * hi)
    return theta


def hits(rows, predict):
    return sum(abs(np.ceil(predict(r) * r["scale"] - 1e-6) / r["scale"] - r["saved"]) <= 0.5 + 1e-9 for r in rows)


def report(model, rows, halves):
    def predictor(theta):
        return lambda r: model.base(r) + model.features(r) @ theta

    def counts(part, theta):
        text = [r for r in part if not r["display"]]
        display = [r for r in part if r["display"]]
        before = (hits(text, model.base), hits(display, model.base))
        after = (hits(text, predictor(theta)), hits(display, predictor(theta)))
        return before, after, (len(text), len(display))

    print("%s:" % model.name)
    for train, test in (("A", "B"), ("B", "A")):
        theta = fit(model, [r for r in rows if halves[r["repo"]] == train])
        (bt, bd), (at, ad), (nt, nd) = counts([r for r in rows if halves[r["repo"]] == test], theta)
        print("  fitted on %s, held-out %s: Text %d -> %d of %d, Display %d -> %d of %d within 0.5 pt" % (train, test, bt, at, nt, bd, ad, nd))
    totals = np.zeros(6, int)
    for repo in sorted(set(r["repo"] for r in rows)):
        theta = fit(model, [r for r in rows if r["repo"] != repo])
        (bt, bd), (at, ad), (nt, nd) = counts([r for r in rows if r["repo"] == repo], theta)
        totals += [bt, at, nt, bd, ad, nd]
    print("  each repository left out: Text %d -> %d of %d, Display %d -> %d of %d" % tuple(totals))
    theta = fit(model, rows)
    (bt, bd), (at, ad), (nt, nd) = counts(rows, theta)
    print("  fitted on all: Text %d -> %d of %d, Display %d -> %d of %d" % (bt, at, nt, bd, ad, nd))
    return theta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("samples")
    ap.add_argument("--ridge", type=float, default=0.03)
    args = ap.parse_args()
    rows = read(args.samples)
    counts = collections.Counter(r["repo"] for r in rows)
    halves = {repo: "AB"[k % 2] for k, repo in enumerate(sorted(counts, key=lambda k: (-counts[k], k)))}
    for half in "AB":
        members = sorted(k for k, v in halves.items() if v == half)
        print("half %s: %d labels from %s" % (half, sum(counts[k] for k in members), ", ".join(members)))
    theta = report(PerCharacter(args.ridge), rows, halves)
    for display, name in ((False, "Text"), (True, "Display")):
        part = theta[len(CHARS):] if display else theta[:len(CHARS)]
        print("  %s, largest: %s" % (name, " ".join("%r %+.1f" % (CHARS[k], part[k]) for k in np.argsort(-np.abs(part))[:10])))
    theta = report(TextSizeTracking(), rows, halves)
    print("  by band from %s: %s" % (", ".join("%g" % low for low, _ in TextSizeTracking.bands), " ".join("%+.1f" % v for v in theta)))
    theta = report(DisplayTracking(), rows, halves)
    print("  Display tracking fitted on all: %+.2f / 1000 em" % theta[0])
    for half in "AB":
        print("  fitted on %s: %+.2f / 1000 em" % (half, fit(DisplayTracking(), [r for r in rows if halves[r["repo"]] == half])[0]))


if __name__ == "__main__":
    sys.exit(main())
