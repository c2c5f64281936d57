#!/usr/bin/env python3
"""signal_while_parsing.py TMPDIR FIFO CMD...: run CMD with $TMPDIR set to
TMPDIR, wait until it parses its main file (it opened FIFO, which an input
#includes, for reading: clang blocks there), send it SIGTERM, and print the
files left in TMPDIR, one a line, then "exit <status>". No sleeps: the
signal goes when the tool is known to be past its preamble.
"""
import errno
import os
import signal
import subprocess
import sys
import time

tmpdir, fifo, cmd = sys.argv[1], sys.argv[2], sys.argv[3:]
env = dict(os.environ, TMPDIR=tmpdir)
p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)
deadline = time.monotonic() + 300
fd = None
while fd is None:
    if p.poll() is not None or time.monotonic() > deadline:
        sys.exit(f"signal_while_parsing: the tool never opened {fifo}")
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError as e:
        if e.errno != errno.ENXIO:
            raise
        time.sleep(0.05)
p.send_signal(signal.SIGTERM)
status = p.wait()
os.close(fd)
for name in sorted(os.listdir(tmpdir)):
    print(name)
print(f"exit {status}")
