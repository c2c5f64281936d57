#!/usr/bin/env python3
"""make_variant.py GENERATED OUT: bench/fused's generated tool output with
raster3's keyed_likely_uniform_group replaced by raster3_value_only_group.cuh's
experiment (bench/fused CMake option FUSED_EXPERIMENTS): the hand-written
group that preceded the runtime's keyed groups, kept to compare with them."""
import re
import sys

text = open(sys.argv[1]).read()
# raster3's loop (the per-lane `done` exit, or the tool's in-step form of it:
# plan/UniformTrip.h), not the older rasterizer's.
decl = re.compile(r"((?:!done|wa_enter_\d+) && j < min\(kBlockSize, toDo\); j\+\+\) \{ )"
                  r"warpagg::keyed_likely_uniform_group<int, warpagg::op::add, warpagg::slots<float, C>,"
                  r"(?: float,){5} float> (wa_group_\d+);")
found = decl.findall(text)
if len(found) != 1:
    sys.exit(f"make_variant.py: expected one raster3 group in {sys.argv[1]}, found {len(found)}")
text = decl.sub(r"\1raster3_value_only_group \2(dL_dcolors, dL_dmean2D, dL_dconic2D, dL_dopacity);", text)
text = text.replace("#include <warpagg/warpagg.cuh>",
                    "#include <warpagg/warpagg.cuh>\n#include \"raster3_value_only_group.cuh\"", 1)
open(sys.argv[2], "w").write(text)
