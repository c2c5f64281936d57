#!/usr/bin/env python3
"""hostile_json.py KIND OUT [ARGS]: writes a JSON input that warpagg must
refuse, or read within bounds, to OUT (issue 44).

  deep-profile OUT       a profile whose first site is 100,000 arrays deep
  deep-record OUT        a record whose first site is 100,000 objects deep
  bracket-string OUT     a valid profile whose site's "function" is 100,000
                         '[' (brackets in a string nest nothing)
  big-profile IN OUT N [INDEX FIELD VALUE]
                         IN's sites (a profile) among N filler sites of other
                         files (about 330 bytes each), one line per site;
                         with INDEX, filler site INDEX's FIELD set to VALUE
                         (JSON text, written as it is)
"""
import json
import sys

DEPTH = 100000


def filler(i):
    return {"file": f"/elsewhere/dir{i % 97}/gen{i % 1009}.cu", "line": i + 1,
            "hash": "%016x" % (i * 2654435761 % (1 << 64)),
            "function": "k", "call": "atomicAdd", "executions": 1000,
            "lanes": 32000, "addresses": 8000, "with_peers": 900,
            "uniform": 0, "contiguous": 0, "runs": 0, "element_bytes": 4,
            "key_span": 256, "key_low": 0, "key_high": 255}


def main():
    kind = sys.argv[1]
    # big-profile reads IN (argv[2]) and writes OUT (argv[3]); the others
    # write OUT (argv[2]).
    out = sys.argv[3] if kind == "big-profile" else sys.argv[2]
    with open(out, "w") as f:
        if kind == "deep-profile":
            f.write('{"format": "warpagg-profile", "version": 1, "sites": [' +
                    "[" * DEPTH + "]" * DEPTH + "]}\n")
        elif kind == "deep-record":
            f.write('{"format": "warpagg-record", "version": 1, "origin": "",'
                    ' "preview": false, "files": [], "sites": [' +
                    '{"a":' * DEPTH + "0" + "}" * DEPTH + "]}\n")
        elif kind == "bracket-string":
            site = filler(0)
            site["function"] = "[" * DEPTH
            json.dump({"format": "warpagg-profile", "version": 1,
                       "sites": [site]}, f)
        elif kind == "big-profile":
            with open(sys.argv[2]) as source:
                own = json.load(source)["sites"]
            n = int(sys.argv[4])
            bad = (int(sys.argv[5]), sys.argv[6], sys.argv[7]) \
                if len(sys.argv) > 5 else None
            sites = [json.dumps(filler(i)) for i in range(n)]
            if bad:
                site = filler(bad[0])
                site[bad[1]] = "@BAD@"
                sites[bad[0]] = json.dumps(site).replace('"@BAD@"', bad[2])
            half = n // 2
            sites[half:half] = [json.dumps(s) for s in own]
            f.write('{"format": "warpagg-profile", "version": 1, "sites": [\n'
                    + ",\n".join(sites) + "\n]}\n")
        else:
            sys.exit(f"hostile_json.py: unknown kind {kind!r}")


if __name__ == "__main__":
    main()
