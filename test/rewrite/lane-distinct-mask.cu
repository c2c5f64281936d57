// A lane index written as a mask of a thread index, `threadIdx.x & 31`, is
// the remainder `threadIdx.x % 32`: a row's element at a remainder by at
// least 32 differs in every lane of a 1-D block, however it is spelled (a
// flush by the first warp of each of 32 slots, as a camera model's backward
// pass writes it). A mask of fewer than 32 values lets lanes share an
// address, and a mask that is not one less than a power of two is no
// remainder: both stay rewritten.
// RUN: %warpagg --privatize=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

__global__ void flush(const float *in, float *out) {
  int lane = threadIdx.x & 31;
  // DIAG: lane-distinct-mask.cu:[[@LINE+2]]:25: note: left alone: the address differs in every lane
  // CHECK: {{^}}  if (threadIdx.x < 32) atomicAdd(&out[64 + lane], in[threadIdx.x]);
  if (threadIdx.x < 32) atomicAdd(&out[64 + lane], in[threadIdx.x]);
  // DIAG: lane-distinct-mask.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[blockIdx.x * 64 + (63 & threadIdx.x)], 1.0f);
  atomicAdd(&out[blockIdx.x * 64 + (63 & threadIdx.x)], 1.0f);
}

__global__ void shared_slots(float *out) {
  // CHECK: warpagg::{{[a-z_]+}}(&out[threadIdx.x & 15], 1.0f);
  atomicAdd(&out[threadIdx.x & 15], 1.0f);
  // CHECK: warpagg::{{[a-z_]+}}(&out[threadIdx.x & 30], 1.0f);
  atomicAdd(&out[threadIdx.x & 30], 1.0f);
}
