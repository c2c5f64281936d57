// A call of a project's __device__ helper is as uniform as what the helper
// can return (analysis/ValueClass.h): the join of every returned value and
// of every condition that decides which return runs, the helper's
// parameters taken from the call's own arguments. Any body counts, not only
// a lone `return E;`: an if with two returns, locals then a return, a
// switch. A return chosen by a lane-dependent condition, or a value that
// depends on a recursive call, stays varying.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

typedef unsigned int uint32_t;

struct Params {
  int field;
  int scale;
};

constexpr int kSlots = 21;

// Two returns, the one taken chosen by the parameters.
__device__ __forceinline__ uint32_t slot_base(int p, bool f) {
  if (f) {
    return p == 0 ? kSlots : 0u;
  }
  return p == 0 ? 0u : kSlots;
}

// A block reduction's flush: warp 0's first kSlots lanes each add one slot,
// at a base every lane computes alike: one address per lane.
__global__ void flush_in_kernel(float *grad, const float *in, Params params,
                                bool flag) {
  __shared__ float sums[32][kSlots];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  for (int i = 0; i < kSlots; ++i) {
    float v = in[threadIdx.x * kSlots + i];
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0)
      sums[warp][i] = v;
  }
  __syncthreads();
  if (warp == 0 && lane < kSlots) {
    float total = 0.0f;
    for (int w = 0; w < 8; ++w)
      total += sums[w][lane];
    uint32_t base = slot_base(params.field, flag);
    // DIAG: helper-returns.cu:[[@LINE+2]]:5: note: left alone: the address differs in every lane
    // CHECK: {{^}}    atomicAdd(&grad[base + lane], total);
    atomicAdd(&grad[base + lane], total);
  }
}

// The same flush in a helper that two kernels call with their own
// constants: decided at each call, the address differs in every lane at
// both.
__device__ __forceinline__ void flush_slots(float total, Params d, bool undo,
                                            float *grad) {
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  if (warp == 0 && lane < kSlots) {
    uint32_t base = slot_base(d.field, undo);
    // DIAG: helper-returns.cu:[[@LINE+2]]:5: note: left alone: no call of 'flush_slots' gains
    // CHECK: {{^}}    atomicAdd(&grad[base + lane], total);
    atomicAdd(&grad[base + lane], total);
  }
}

__global__ void forward_grads(float *grad, const float *in, Params d) {
  flush_slots(in[threadIdx.x], d, false, grad);
}

__global__ void backward_grads(float *grad, const float *in, Params d) {
  flush_slots(in[threadIdx.x], d, true, grad);
}

// Returns chosen by a lane's own bit: lanes get different values.
__device__ int by_parity(int a, int b) {
  if (threadIdx.x & 1)
    return a;
  return b;
}

// A local computed from the parameters, then returned.
__device__ int row_offset(int row, int width) {
  int pitch = width + 1;
  int offset = row * pitch;
  return offset;
}

// A switch on a parameter.
__device__ int pick(int kind, int a, int b) {
  switch (kind) {
  case 0:
    return a;
  case 1:
    return b;
  default:
    return 0;
  }
}

// The lane's own index, through a local. (A lane-distinct address does not
// follow helpers: analysis/LaneAffine.h reads no calls.)
__device__ unsigned lane_id() {
  unsigned l = threadIdx.x & 31;
  return l;
}

// Recursive: the value it returns is not followed.
__device__ int depth(int n) {
  if (n <= 0)
    return 0;
  return 1 + depth(n - 1);
}

// Recursive for its effect only: what it returns is its parameter's.
__device__ int walk(int n, int *log) {
  if (n > 0)
    walk(n - 1, log);
  log[n] = 1;
  return n;
}

// A lane's own break leaves a loop that holds a return: whether the lane
// gets 1 or 2 depends on its index.
__device__ int leaves_early(int n) {
  for (int i = 0; i < 4; ++i) {
    if (threadIdx.x == i)
      break;
    if (n > i)
      return 1;
  }
  return 2;
}

// A lane's own break leaves a loop that holds no return: every lane still
// reaches the one return.
__device__ int leaves_then_returns(int n) {
  for (int i = 0; i < 4; ++i)
    if (threadIdx.x == i)
      break;
  return n;
}

// A parameter by reference to const: the caller's value.
__device__ int by_reference(const int &x) {
  if (x > 4)
    return x;
  return 4;
}

__global__ void shapes(float *out, const int *key, int n, int m, int *log) {
  // CHECK: {{^}}  warpagg::reduce_add(&out[by_parity(n, m)], 1.0f);
  atomicAdd(&out[by_parity(n, m)], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[row_offset(blockIdx.x, n)], 2.0f);
  atomicAdd(&out[row_offset(blockIdx.x, n)], 2.0f);
  // The same helper given a lane-dependent argument.
  // CHECK: {{^}}  warpagg::reduce_add(&out[row_offset(key[threadIdx.x], n)], 3.0f);
  atomicAdd(&out[row_offset(key[threadIdx.x], n)], 3.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[pick(n & 1, n, m)], 4.0f);
  atomicAdd(&out[pick(n & 1, n, m)], 4.0f);
  // One lane per warp: a hand aggregation.
  // DIAG: helper-returns.cu:[[@LINE+2]]:23: note: left alone: already aggregated{{.*}} [atomicAdd]
  // CHECK: {{^}}  if (lane_id() == 0) atomicAdd(&out[key[0]], 5.0f);
  if (lane_id() == 0) atomicAdd(&out[key[0]], 5.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&out[depth(n)], 6.0f);
  atomicAdd(&out[depth(n)], 6.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[walk(n, log)], 7.0f);
  atomicAdd(&out[walk(n, log)], 7.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&out[leaves_early(n)], 8.0f);
  atomicAdd(&out[leaves_early(n)], 8.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[leaves_then_returns(n)], 9.0f);
  atomicAdd(&out[leaves_then_returns(n)], 9.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[by_reference(n)], 10.0f);
  atomicAdd(&out[by_reference(n)], 10.0f);
}
