#!/usr/bin/env python3
"""run-parallel.py N CMD [ARGS...]: starts CMD N times at once, '{}' in an
argument replaced by the run's number (1 to N); succeeds when every run
does. For tests of what parallel builds share (warpagg-launch's cache)."""
import subprocess
import sys

n = int(sys.argv[1])
runs = [subprocess.Popen([a.replace("{}", str(i)) for a in sys.argv[2:]],
                         stdout=subprocess.DEVNULL)
        for i in range(1, n + 1)]
sys.exit(max(r.wait() != 0 for r in runs))
