"""Prints a SARIF log's results one a line, for sarif.test's CHECK lines,
and checks that every reason code the sources set (leaveAlone("code", ...))
is one of the driver's rules."""
import json
import os
import re
import sys

log = json.load(open(sys.argv[1]))
run = log["runs"][0]
print("version", log["version"], "tool", run["tool"]["driver"]["name"])
rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
codes = set()
for root, _, files in os.walk(sys.argv[2]):
    for name in files:
        text = open(os.path.join(root, name)).read()
        codes.update(re.findall(r'leaveAlone\(\s*"([a-z-]+)"', text))
missing = sorted(codes - set(rules))
print("every reason code of the sources is a rule" if not missing else "missing rules: " + ", ".join(missing))


def span(region):
    start = f"{region['startLine']}:{region['startColumn']}"
    if "endLine" in region:
        return start + f"-{region['endLine']}:{region['endColumn']}"
    return start


for r in run["results"]:
    loc = r["locations"][0]["physicalLocation"]
    assert rules[r["ruleIndex"]] == r["ruleId"]
    line = [r["level"], r["ruleId"], loc["artifactLocation"]["uri"], span(loc["region"])]
    if "fixes" in r:
        edits = r["fixes"][0]["artifactChanges"][0]["replacements"]
        line.append("fix: " + " ".join(
            span(e["deletedRegion"]) + "=" + repr(e["insertedContent"]["text"]) for e in edits))
    else:
        line.append("no fix")
    print(" ".join(line))
