#!/usr/bin/env python3
"""odd_names.py SOURCE DIR: copies SOURCE into DIR under names that every
output naming a file must spell so that its reader gets the name back
(issue 24): a line break that would start a diff header of its own, a
space, a backslash, a quote; and victim.cu, which a diff header injected by
the first name would patch."""
import os
import shutil
import sys

NAMES = ["inj\n+++ victim.cu", "victim.cu", "two words.cu", "back\\slash.cu",
         'q"uote.cu']

source, directory = sys.argv[1:]
os.makedirs(directory, exist_ok=True)
for name in NAMES:
    shutil.copy(source, os.path.join(directory, name))
