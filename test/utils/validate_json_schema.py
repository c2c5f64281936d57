#!/usr/bin/env python3
"""validate_json_schema.py SCHEMA FILE: validate FILE against a JSON schema.

Prints every violation (path and message) and exits 1 when there is one;
prints "valid" and exits 0 otherwise. Uses python3-jsonschema, the
validator class the schema's "$schema" names (draft-04 for SARIF 2.1.0).
"""
import json
import sys

import jsonschema

if len(sys.argv) != 3:
    sys.exit("usage: validate_json_schema.py SCHEMA FILE")
with open(sys.argv[1]) as f:
    schema = json.load(f)
with open(sys.argv[2]) as f:
    document = json.load(f)
Validator = jsonschema.validators.validator_for(schema)
Validator.check_schema(schema)
errors = sorted(Validator(schema).iter_errors(document), key=lambda e: list(e.path))
for e in errors:
    print("/".join(str(p) for p in e.path) + ": " + e.message)
if errors:
    sys.exit(1)
print("valid")
