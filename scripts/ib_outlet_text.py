#!/usr/bin/env python3
"""How many Interface Builder labels that an outlet points at have their text set by the app's code.

The evidence for `ViewSpec.textIsSample` (docs/interface-builder.md, "Sample text"): a label held
through an outlet is there for the code to set its text, so the text saved in the document is a
sample. Outside `make test`: it needs the public check's documents and each repository's sources.

    scripts/ib_outlet_text.py CORPUS SOURCES

CORPUS holds one folder per repository with its .xib and .storyboard files (the public check's
layout: CORPUS/NAME/...). SOURCES holds a bare git directory per repository, found as
SOURCES/OWNER+NAME/repo (what `fetch` makes); the sources are read at its HEAD.

A label counts as set where its outlet's property name is assigned a text in the Swift or
Objective-C sources (`name.text =`, `name?.attributedText =`, `[self.name setText:`,
`name.rx.text`, a binding `(to: name`, `name.configure`/`name.apply`). The search is textual: it
misses helpers that set a label passed to them, and counts a property of the same name in
another class.
"""
import collections
import os
import re
import subprocess
import sys


def sources(git_dir):
    """The text of every Swift and Objective-C file at HEAD, concatenated."""
    names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD"],
                           capture_output=True, text=True, check=True).stdout.split("\n")
    names = [n for n in names if n.endswith((".swift", ".m", ".mm"))]
    chunks = []
    for i in range(0, len(names), 200):
        request = "".join(f"HEAD:{n}\n" for n in names[i:i + 200]).encode()
        chunks.append(subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"], input=request,
                                     capture_output=True, check=True).stdout.decode("utf-8", "replace"))
    return "".join(chunks)


def sets_text(source, prop):
    p = re.escape(prop)
    pattern = (rf"\b{p}\s*[?!]?\s*\.\s*(text|attributedText)\s*=[^=]"
               rf"|\[\s*(self\.|_)?{p}\s+set(Text|AttributedText):"
               rf"|\b{p}\s*[?!]?\.rx\.(text|attributedText)"
               rf"|\b{p}\s*[?!]?\.set(Text|AttributedText)"
               rf"|\(to:\s*(self\.)?{p}\b"
               rf"|\b{p}\s*[?!]?\.(configure|apply)")
    return re.search(pattern, source) is not None


def main(corpus, mirrors):
    git_dirs = {d.split("+", 1)[1]: os.path.join(mirrors, d, "repo") for d in os.listdir(mirrors) if "+" in d}
    counts = collections.defaultdict(lambda: [0, 0])
    for repo in sorted(os.listdir(corpus)):
        if repo not in git_dirs:
            continue
        text = None
        for root, _, files in os.walk(os.path.join(corpus, repo)):
            for name in sorted(files):
                if not name.endswith((".xib", ".storyboard")):
                    continue
                with open(os.path.join(root, name), encoding="utf-8", errors="replace") as f:
                    document = f.read()
                if "CocoaTouch" not in document[:600]:
                    continue
                labels = set(re.findall(r'<label\b[^>]*?\bid="([^"]+)"', document))
                for prop, destination in re.findall(r'<outlet property="([^"]+)" destination="([^"]+)"', document):
                    if destination not in labels:
                        continue
                    if text is None:
                        text = sources(git_dirs[repo])
                    counts[repo][0] += 1
                    counts[repo][1] += sets_text(text, prop)
    total = sum(c[0] for c in counts.values())
    found = sum(c[1] for c in counts.values())
    print(f"labels with outlets: {total} in {len(counts)} repositories; text set in code: {found} "
          f"({100 * found / max(total, 1):.0f} %)")
    for repo, (n, k) in sorted(counts.items()):
        print(f"  {repo}: {k} of {n}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().split("\n\n")[1])
    main(sys.argv[1], sys.argv[2])
