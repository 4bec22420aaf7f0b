#!/usr/bin/env python3
"""Writes OLD and NEW specs of N cells for the end-to-end diff benchmark: 100 sections,
~27-character ids, and between them 10% of cells deleted, 10% inserted, 10% moved (some
across sections) and 10% updated, at random positions (seeded, so runs are comparable)."""
import random
import sys

def main(n, old_path, new_path, seed=7):
    rng = random.Random(seed)
    sections = 100
    cells = [f"review-{i:07d}-abcdefghijklmn" for i in range(n)]
    body = {c: f"Lorem ipsum dolor {i % 131}" for i, c in enumerate(cells)}
    old = [cells[s * n // sections:(s + 1) * n // sections] for s in range(sections)]
    new = [list(sec) for sec in old]
    flat = [(s, c) for s, sec in enumerate(new) for c in sec]
    picks = rng.sample(range(len(flat)), 4 * n // 10)
    tenth = n // 10
    deleted = {flat[i][1] for i in picks[:tenth]}
    moved = [flat[i][1] for i in picks[tenth:2 * tenth]]
    updated = {flat[i][1] for i in picks[2 * tenth:3 * tenth]}
    new = [[c for c in sec if c not in deleted and c not in moved] for sec in new]
    for c in moved:
        sec = new[rng.randrange(sections)]
        sec.insert(rng.randrange(len(sec) + 1), c)
    for i in range(tenth):
        sec = new[rng.randrange(sections)]
        sec.insert(rng.randrange(len(sec) + 1), f"fresh-{i:07d}-abcdefghijklmnop")
    write(old_path, old, body, set())
    write(new_path, new, body, updated)

def write(path, sections, body, updated):
    with open(path, "w") as f:
        f.write("listkit: 1\nscreen: Big\ndevice: iphone-15\nviews:\n  - id: list\n    type: table\n"
                "    layout: [ edges == safeArea ]\n    sections:\n")
        for s, sec in enumerate(sections):
            f.write(f"      - id: section-{s:03d}\n        header: Section {s}\n        cells:\n")
            for c in sec:
                text = body.get(c, "Brand new") + (" (edited)" if c in updated else "")
                f.write(f"          - {{ id: {c}, kind: Review, author: Author {len(c) % 97}, body: \"{text}\" }}\n")
        f.write("cellKinds:\n  Review:\n    height: 88\n    views:\n"
                "      - { id: author, type: label, text: \"{author}\", font: headline, layout: [ top == parent.top + 12, horizontal == parent + 16 ] }\n"
                "      - { id: body, type: label, text: \"{body}\", layout: [ top == author.bottom + 4, horizontal == parent + 16 ] }\n")

if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2], sys.argv[3])
