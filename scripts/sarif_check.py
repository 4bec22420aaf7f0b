#!/usr/bin/env python3
"""Checks SARIF logs with a validator independent of listkit, for `lint --format sarif`'s test.

  sarif_check.py LOG...

The official SARIF 2.1.0 JSON Schema is not kept in this repository: the only copy at hand came
from a third-party repository, which this workplace does not let developers commit. So:
- when LISTKIT_SARIF_SCHEMA names the schema file, or ../shared/sarif/sarif-2.1.0.json exists
  beside the clone, each log is validated against it with `jsonschema`;
- otherwise each log is parsed by `sarif-pydantic` (PyPI, installed by `make test-deps`), an
  independent model of SARIF 2.1.0: required members, types and enumerations such as `level`.
  It does not model every SARIF member (e.g. `run.columnKind`), so unknown members are allowed.

Prints `validator: NAME`, then `valid LOG` or `invalid LOG: message` per log. Exit status: 0 all valid, 1 some
invalid, 2 usage or a missing module (`make test-deps`).
"""
import json
import os
import sys


def official_schema():
    path = os.environ.get("LISTKIT_SARIF_SCHEMA")
    if not path:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        path = os.path.join(os.path.dirname(root), "shared", "sarif", "sarif-2.1.0.json")
    return path if os.path.isfile(path) else None


def schema_validator(path):
    try:
        import jsonschema
    except ImportError:
        print("sarif_check: the Python package 'jsonschema' is missing; run 'make test-deps'", file=sys.stderr)
        sys.exit(2)
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)

    def check(doc):
        error = jsonschema.exceptions.best_match(validator.iter_errors(doc))
        return None if error is None else f"{error.message} at /{'/'.join(map(str, error.absolute_path))}"
    return "SARIF 2.1.0 schema", check


def model_validator():
    try:
        from sarif_pydantic import Sarif
    except ImportError:
        print("sarif_check: the Python package 'sarif-pydantic' is missing; run 'make test-deps'", file=sys.stderr)
        sys.exit(2)

    def check(doc):
        if doc.get("version") != "2.1.0":
            return f"version must be 2.1.0, not {doc.get('version')!r}"
        try:
            Sarif.model_validate(doc)
            return None
        except Exception as error:  # pydantic.ValidationError: say the first lines
            return " ".join(str(error).split("\n")[:3])
    return "sarif-pydantic", check


def main(paths):
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    schema = official_schema()
    name, check = schema_validator(schema) if schema else model_validator()
    print(f"validator: {name}")
    status = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            problem = check(json.load(f))
        if problem is None:
            print(f"valid {path}")
        else:
            print(f"invalid {path}: {problem}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
