// __shared__ objects with constructors (cuda::barrier, a pipeline's shared
// state): nvcc accepts them under its diagnostic suppression and does not
// run the constructor; clang rejects them. Tolerated: the kernel's sites are
// kept where no value read from such an object flows anywhere.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cuda/pipeline>

#pragma nv_diag_suppress static_var_with_dynamic_init

__global__ void staged(const int *key, int *bins, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ready.arrive_and_wait();
  // CHECK: warpagg::reduce_add(&bins[key[i]], 1);
  if (i < n) atomicAdd(&bins[key[i]], 1);
}

__global__ void piped(const float *in, float *out, const int *key, int n) {
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto pipe = cuda::make_pipeline(cooperative_groups::this_thread_block(),
                                  &state);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  pipe.producer_acquire();
  pipe.producer_commit();
  pipe.consumer_wait();
  // CHECK: atomicAdd(&out[key[i]], in[i]);
  if (i < n) atomicAdd(&out[key[i]], in[i]);
  pipe.consumer_release();
}
// DIAG-NOT: error:
// DIAG: warning: '{{.*}}': clang's error skipped, its device sites kept: a __shared__ variable with a constructor (nvcc accepts it and does not run the constructor) at {{.*}}shared-constructors.cu:14
// DIAG: shared-constructors.cu:33:14: note: left alone: a value read from a __shared__ variable with a constructor
// DIAG: warpagg: 1 site rewritten, 1 left alone
