"""Checks a merged SARIF log (`warpagg report --format=sarif`) for what code
scanning needs and prints a summary one fact a line for FileCheck: one run,
every artifact once and every location's index pointing at its own uri,
every rule with an absolute helpUri whose anchor is a heading of
docs/reason-codes.md, results by file and level.
Usage: check_build_report.py LOG docs/reason-codes.md"""
import json
import re
import sys

log = json.load(open(sys.argv[1]))
codes_doc = open(sys.argv[2]).read()
print("version", log["version"], "runs", len(log["runs"]))
run = log["runs"][0]
uris = [a["location"]["uri"] for a in run["artifacts"]]
print("artifacts", len(uris), "distinct" if len(set(uris)) == len(uris) else "REPEATED")

# GitHub's anchors: the heading lower-cased, spaces as '-', punctuation dropped.
anchors = {re.sub(r"[^a-z0-9 -]", "", h.strip().lower()).replace(" ", "-")
           for h in re.findall(r"^#+ (.*)$", codes_doc, re.M)}
rules = run["tool"]["driver"]["rules"]
bad = [r["id"] for r in rules
       if not re.match(r"^[a-z]+://", r.get("helpUri", ""))
       or r["helpUri"].split("#")[-1] not in anchors]
print("every rule has a helpUri into the reason codes" if not bad else "bad helpUri: " + ", ".join(bad))
# Every code the reports use is listed in the reason codes' table.
section = codes_doc
unlisted = [r["id"] for r in rules if "`" + r["id"] + "`" not in section]
print("every rule is listed in the reason codes" if not unlisted else "not listed: " + ", ".join(unlisted))


def check_location(loc):
    art = loc["physicalLocation"]["artifactLocation"]
    assert uris[art["index"]] == art["uri"], art
    return art["uri"]


counts = {}
for r in run["results"]:
    uri = check_location(r["locations"][0])
    for fix in r.get("fixes", []):
        for change in fix["artifactChanges"]:
            assert uris[change["artifactLocation"]["index"]] == change["artifactLocation"]["uri"]
    key = (uri, r["level"], r["ruleId"])
    counts[key] = counts.get(key, 0) + 1
for (uri, level, rule), n in sorted(counts.items()):
    print("result", uri, level, rule, n)
for inv in run.get("invocations", []):
    for n in inv.get("toolExecutionNotifications", []):
        check_location(n["locations"][0])
        print("notification", n["level"], n["message"]["text"])
