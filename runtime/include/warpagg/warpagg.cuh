// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Part of warpagg (LICENSE): ship this header with your code under its terms;
// code compiled from it needs no notice (the LLVM exception).
// warpagg/warpagg.cuh -- umbrella header of the warpagg device runtime.
//
// #include <warpagg/warpagg.cuh>   (compile with -I <repo>/runtime/include)
//
// Warp-aggregated drop-in replacements for CUDA's atomics: lanes of a warp
// that hit the same address are found, their values combined with shuffles,
// and one lane issues one native atomic per distinct address. See api.cuh for
// the entry points and their contract, strategy.cuh for the strategies,
// group.cuh for atomics that share one key (one discovery for several),
// or_overload.cuh for template calls some of whose instantiations call a
// project's own atomic overload.
//
// 16-bit floats (__half, __half2, __nv_bfloat16, __nv_bfloat162): include
// CUDA's cuda_fp16.h / cuda_bf16.h before this header, or compile with
// -DWARPAGG_ENABLE_16BIT=1 to have it include both. The runtime does not
// include them otherwise (they cost about 0.4 s of nvcc's CPU per file), and
// has rows only for the types it saw (config.cuh, float16_ops.cuh).
//
// Preconditions and costs: each entry point's own header. Compile cost: nvcc
// reads every header included here; the tool's copies include only the one
// their rewrites need (--runtime-include=minimal).
#pragma once

#include "api.cuh"
#include "group.cuh"
#include "keyed_group.cuh"
#include "or_overload.cuh"
#include "private_table.cuh"
