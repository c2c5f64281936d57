"""Compiles each runtime header alone, `#include <warpagg/H>` and nothing
else, with the compiler command given after `--` (the file to compile is
appended), so that no header relies on what another included before it.
Usage: compile_headers_alone.py INCLUDE_DIR SUBDIR_OR_HEADER... -- COMMAND...
Prints one line per header that fails (with the compiler's first lines), then
"N headers compile alone" or "FAILED: N of M"; exit status 1 on a failure."""
import os
import shlex
import subprocess
import sys
import tempfile

args = sys.argv[1:]
split = args.index("--")
include_dir, names, command = args[0], args[1:split], args[split + 1:]
root = os.path.join(include_dir, "warpagg")
headers = []
for name in names:
    path = os.path.join(root, name)
    if os.path.isdir(path):
        headers += sorted(os.path.join(name, f) for f in os.listdir(path) if f.endswith(".cuh"))
    elif os.path.isfile(path):
        headers.append(name)
    else:
        sys.exit(f"no such header or directory: {path}")
failed = 0
with tempfile.TemporaryDirectory() as tmp:
    source = os.path.join(tmp, "alone.cu")
    for header in headers:
        with open(source, "w") as f:
            f.write(f"#include <warpagg/{header}>\n")
        run = subprocess.run(command + [source], capture_output=True, text=True)
        if run.returncode != 0:
            failed += 1
            first = "\n  ".join((run.stdout + run.stderr).splitlines()[:4])
            print(f"{header}: does not compile alone ({shlex.join(command)}):\n  {first}")
print(f"FAILED: {failed} of {len(headers)}" if failed else f"{len(headers)} headers compile alone")
sys.exit(1 if failed else 0)
