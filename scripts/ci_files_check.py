#!/usr/bin/env python3
"""Checks the files that put listkit into other people's CI, with tools that are not ours.

    ci_files_check.py [--action FILE] [--workflow FILE]... [--hooks FILE]

Defaults: action.yml, the workflows docs/ci/listkit.yml (the example) and
.github/workflows/release.yml (the release's archives), and .pre-commit-hooks.yaml.

- the action and the workflow against SchemaStore's GitHub Actions schemas (check-jsonschema's
  vendored copies, so no network);
- both with zizmor, offline, pedantic persona (template injection, unpinned actions,
  credential persistence, permissions...);
- two rules of ours that zizmor words differently: every `uses:` is pinned to a full commit
  with its tag in a comment, and no `run:` script holds a `${{ }}` expansion at all (inputs go
  through `env:`);
- the pre-commit hook manifest with pre-commit's own validator.

Prints one line per problem and exits 1 when there is any; 2 when a tool is missing
(`make test-deps` installs check-jsonschema, zizmor and pre-commit).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import sysconfig

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINNED = re.compile(r"^[^@\s]+@[0-9a-f]{40}$")


def tool(name):
    """A console script of a Python package: on PATH, or beside this Python's scripts."""
    found = shutil.which(name)
    if found:
        return found
    candidate = os.path.join(sysconfig.get_path("scripts"), name)
    return candidate if os.access(candidate, os.X_OK) else None


def run(command):
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def steps_of(document):
    """Every step of an action (runs.steps) or a workflow (jobs.*.steps)."""
    if not isinstance(document, dict):
        return []
    steps = list((document.get("runs") or {}).get("steps") or [])
    for job in (document.get("jobs") or {}).values():
        steps += list((job or {}).get("steps") or [])
    return [s for s in steps if isinstance(s, dict)]


def own_rules(path, text):
    problems = []
    document = yaml.safe_load(text)
    lines = text.splitlines()
    for step in steps_of(document):
        uses = step.get("uses")
        if isinstance(uses, str) and not uses.startswith("./"):
            if not PINNED.match(uses):
                problems.append(f"{path}: 'uses: {uses}' is not pinned to a full commit")
            elif not any(uses in line and re.search(r"#\s*v(\d|X\.)", line) for line in lines):
                problems.append(f"{path}: 'uses: {uses}' has no '# vX.Y.Z' comment naming its tag")
        script = step.get("run")
        if isinstance(script, str) and "${{" in script:
            problems.append(f"{path}: step {step.get('name', '?')!r} expands '${{{{ }}}}' inside its run script; pass it through env:")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--action", default=os.path.join(ROOT, "action.yml"))
    parser.add_argument("--workflow", action="append",
                        help="a workflow to check (repeatable); default: the example and the release workflow")
    parser.add_argument("--hooks", default=os.path.join(ROOT, ".pre-commit-hooks.yaml"))
    args = parser.parse_args()
    workflows = args.workflow or [os.path.join(ROOT, "docs/ci/listkit.yml"), os.path.join(ROOT, ".github/workflows/release.yml")]

    tools = {name: tool(name) for name in ("check-jsonschema", "zizmor", "pre-commit")}
    missing = [name for name, path in tools.items() if path is None]
    if missing:
        print("missing: " + ", ".join(missing) + " (make test-deps installs them)")
        return 2

    problems = []
    for path, schema in [(args.action, "vendor.github-actions")] + [(w, "vendor.github-workflows") for w in workflows]:
        with open(path, encoding="utf-8") as f:
            problems += own_rules(path, f.read())
        status, output = run([tools["check-jsonschema"], "--builtin-schema", schema, path])
        if status != 0:
            problems.append(f"{path}: does not match {schema}: {output.strip()}")
    # zizmor recognises an action by its file name; the workflow is checked as a workflow.
    status, output = run([tools["zizmor"], "--offline", "--persona=pedantic", "--no-progress", args.action] + workflows)
    if status != 0:
        problems.append(f"zizmor: {output.strip()}")
    status, output = run([tools["pre-commit"], "validate-manifest", args.hooks])
    if status != 0:
        problems.append(f"{args.hooks}: {output.strip()}")

    for problem in problems:
        print(problem)
    if not problems:
        print("ok: action, workflows and hook manifest")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
