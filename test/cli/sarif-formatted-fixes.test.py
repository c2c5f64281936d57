"""Applies every fix of a SARIF log to the one file it names and prints the
result, for sarif-formatted-fixes.test: the fixes a report exports must make
the same file the tool writes. A replacement several fixes share (the
runtime include, a group's common edits) is applied once; two that overlap
otherwise are an error."""
import json
import sys

log = json.load(open(sys.argv[1]))
text = open(sys.argv[2], encoding="utf-8").read()
lines = text.splitlines(keepends=True)
starts = [0]
for line in lines:
    starts.append(starts[-1] + len(line))


def offset(line, column):
    # SARIF's columns count code points (the tool's default); this file is ASCII.
    return starts[line - 1] + column - 1


edits = set()
for result in log["runs"][0]["results"]:
    for fix in result.get("fixes", []):
        for change in fix["artifactChanges"]:
            for r in change["replacements"]:
                d = r["deletedRegion"]
                edits.add((offset(d["startLine"], d["startColumn"]),
                           offset(d["endLine"], d["endColumn"]),
                           r["insertedContent"]["text"]))
edits = sorted(edits)
for (b1, e1, _), (b2, e2, _) in zip(edits, edits[1:]):
    if b2 < e1 or (b2 == b1 and e1 == b1 and e2 == b2):
        sys.exit(f"overlapping replacements at {b1} and {b2}")
for begin, end, new in reversed(edits):
    text = text[:begin] + new + text[end:]
sys.stdout.write(text)
