// Issue 24, item 6: a kernel's own static __shared__ memory counts against
// the privatization budget, per kernel (its arrays, those of the device
// functions it calls, file-scope __shared__ variables it uses), and no
// kernel gets more than the 48 KiB of static shared memory ptxas allows,
// whatever --privatize-budget says. Before, the copies were added on top:
// ptxas "too much shared data", exit 0.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --privatize-budget=65536 %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=BIG
// RUN: %warpagg --privatize-budget=65536 %s -o %t.cu 2>/dev/null
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -c %t.cu -o %t.o %}

// 12288 + 1024 bytes: fits the default 16384.
// CHECK-LABEL: __global__ void fits(const unsigned char *in, unsigned *h, float *out) { __shared__ unsigned wa_priv_h[256];
__global__ void fits(const unsigned char *in, unsigned *h, float *out) {
  __shared__ float tile[3072];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x ^ 1];
  atomicAdd(&h[in[threadIdx.x]], 1u);
}

// 16000 + 1024 bytes: over the default budget.
// CHECK-LABEL: __global__ void own_tile(const unsigned char *in, unsigned *h, float *out) {
// CHECK-NOT: wa_priv
__global__ void own_tile(const unsigned char *in, unsigned *h, float *out) {
  __shared__ float tile[4000];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x ^ 1];
  // DIAG: privatize-static-shared.cu:[[@LINE+1]]:3: note: table 'h' of kernel 'own_tile' not privatized: its copy needs 1024 bytes of shared memory per block (256 x unsigned); 384 of the 16384 bytes of --privatize-budget are left (the kernel's own __shared__ variables take 16000) [budget]
  atomicAdd(&h[in[threadIdx.x]], 1u);
}

// In a device function the kernel calls, and at file scope.
__shared__ int file_scope_flags[1000];
__device__ void stage(const unsigned char *in, float *out) {
  __shared__ double scratch[1500];
  scratch[threadIdx.x] = in[threadIdx.x];
  file_scope_flags[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = scratch[threadIdx.x ^ 1];
}
// CHECK-LABEL: __global__ void helper_tile(const unsigned char *in, unsigned *h, float *out) {
// CHECK-NOT: wa_priv
__global__ void helper_tile(const unsigned char *in, unsigned *h, float *out) {
  stage(in, out);
  // DIAG: privatize-static-shared.cu:[[@LINE+1]]:3: note: table 'h' of kernel 'helper_tile' not privatized: its copy needs 1024 bytes of shared memory per block (256 x unsigned); 384 of the 16384 bytes of --privatize-budget are left (the kernel's own __shared__ variables take 16000) [budget]
  atomicAdd(&h[in[threadIdx.x]], 1u);
}

// Dynamic shared memory is the launch's: not counted.
// CHECK-LABEL: __global__ void dynamic(const unsigned char *in, unsigned *h, float *out) { __shared__ unsigned wa_priv_h[256];
__global__ void dynamic(const unsigned char *in, unsigned *h, float *out) {
  extern __shared__ float dyn[];
  dyn[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = dyn[threadIdx.x ^ 1];
  atomicAdd(&h[in[threadIdx.x]], 1u);
}

// With a budget above 48 KiB: 40000 bytes of its own and a 16384-byte copy
// would pass the budget but not ptxas.
__global__ void past_ptxas(const unsigned short *in, unsigned *h, float *out) {
  __shared__ float tile[10000];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x ^ 1];
  // BIG: privatize-static-shared.cu:[[@LINE+1]]:3: note: table 'h' of kernel 'past_ptxas' not privatized: its copy needs 16384 bytes of shared memory per block (4096 x unsigned); 9152 of the 49152 bytes of static shared memory a block may have are left (the kernel's own __shared__ variables take 40000) [budget]
  atomicAdd(&h[in[threadIdx.x] >> 4], 1u);
}
