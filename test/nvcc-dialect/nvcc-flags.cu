// The flags a build passes to nvcc, given after `--`: every nvcc option is
// read as nvcc reads it (the macro nvcc defines for it, the clang flag that
// means the same) or dropped, never refused by clang's driver.
// RUN: %warpagg %s -o %t.cu -- -DGIVEN_NVCC_FLAGS --expt-relaxed-constexpr --expt-extended-lambda -G -Xcompiler -fPIC,-DHOST_FLAG=1 -Xcompiler=-fopenmp --use_fast_math -rdc=true -gencode arch=compute_90,code=sm_90 --generate-code=arch=compute_80,code=[compute_80,sm_80] -lineinfo --default-stream per-thread -Xptxas -v -Xptxas=-O3 -t0 --threads 2 -std c++17 -ccbin /usr/bin/g++ --include-path=%S/Inputs/nvcc-flags-include,%S/Inputs -O3 -m64 --compiler-options -Wall -diag-suppress=221 -Xcudafe --diag_suppress=177 --ftz=true --prec-div false -maxrregcount 64 -Werror all-warnings -Xfatbin=-compress-all -ftemplate-depth 2048 2>%t.diag
// RUN: %FileCheck %s < %t.cu
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// Without the flags (as the other tests of this directory parse it) the
// file parses too: the checks below are guarded by GIVEN_NVCC_FLAGS.
#ifdef GIVEN_NVCC_FLAGS
#ifndef __CUDACC_EXTENDED_LAMBDA__
#error "--expt-extended-lambda defines __CUDACC_EXTENDED_LAMBDA__ for nvcc"
#endif
#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "--expt-relaxed-constexpr defines __CUDACC_RELAXED_CONSTEXPR__"
#endif
#ifndef __CUDACC_DEBUG__
#error "-G defines __CUDACC_DEBUG__"
#endif
#ifndef _OPENMP
#error "nvcc preprocesses device code with -Xcompiler's -fopenmp: _OPENMP"
#endif
#if HOST_FLAG != 1
#error "-Xcompiler -D reaches the parse"
#endif
#if __cplusplus != 201703L
#error "-std c++17 (a separate value) sets the standard"
#endif
#include <bucket_count.h>
#else
#define BUCKET_COUNT 64
#endif

__global__ void histogram(const int *key, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&bins[key[i] % BUCKET_COUNT], 1u);
  if (i < n) atomicAdd(&bins[key[i] % BUCKET_COUNT], 1u);
}
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten
