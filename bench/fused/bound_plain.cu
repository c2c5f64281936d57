// bench/fused/bound_plain.cu -- bound/plain_values_only (CMake option
// FUSED_BOUND, measurement only, not gradients): kernels_plain.cu with every
// atomicAdd replaced by bound_use(value), so its control flow computes every
// value and nothing is combined or written. No rewrite of the plain kernel's
// atomics can run faster than this (issue 26's 1.2x question).
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include "bound_use.h"
#define atomicAdd(addr, value) bound_use(value)
#include "kernels_plain.cu"
