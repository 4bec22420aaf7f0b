#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema with the `jsonschema` package (a validator
independent of listkit), for the tests of `lint --format sarif` and `listkit schema`.

  jsonschema_check.py SCHEMA INSTANCE...   each INSTANCE is a JSON file, or a YAML file
                                           (.yaml/.yml, read with PyYAML's safe loader as
                                           yaml-language-server reads it)

Prints one line per instance: `valid PATH`, `invalid PATH: message at /json/pointer`, or
`unloadable PATH: reason` (not one YAML/JSON document).
Exit status: 0 all valid, 1 some invalid or unloadable, 2 usage or a missing module
(`make test-deps`).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema_check: the Python package 'jsonschema' is missing; run 'make test-deps'", file=sys.stderr)
    sys.exit(2)


def load(path):
    with open(path, encoding="utf-8") as f:
        if path.endswith((".yaml", ".yml")):
            try:
                import yaml
            except ImportError:
                print("jsonschema_check: the Python package 'PyYAML' is missing; run 'make test-deps'", file=sys.stderr)
                sys.exit(2)
            return yaml.load(f, Loader=YAML12Loader(yaml))
        return json.load(f)


def YAML12Loader(yaml):
    """PyYAML resolves YAML 1.1 booleans (yes/no/on/off); listkit specs are YAML 1.2 core
    schema, where those are strings. Keep only true/false as booleans."""
    class Loader(yaml.SafeLoader):
        pass
    Loader.yaml_implicit_resolvers = {
        key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    import re
    Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
    return Loader


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    schema = load(argv[1])
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    status = 0
    for path in argv[2:]:
        try:
            instance = load(path)
        except Exception as error:  # a YAML or JSON syntax error, several documents, …
            status = 1
            print(f"unloadable {path}: {str(error).splitlines()[0][:200]}")
            continue
        errors = sorted(validator.iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
        if errors:
            status = 1
            first = errors[0]
            pointer = "/" + "/".join(str(p) for p in first.absolute_path)
            print(f"invalid {path}: {first.message[:300]} at {pointer}")
        else:
            print(f"valid {path}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
