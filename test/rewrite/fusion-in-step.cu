// A likely-uniform group in a loop that each lane leaves on a term of its
// own (`!done && j < n`): where that term is the same at every iteration,
// the loop is written to run in step (plan/UniformTrip.h): one vote before
// it, the term out of its condition, and a lane where the term is false
// skips each body (its commit puts nothing). Otherwise the loop stays.
// Where the loop directly follows a barrier of the block and nothing in its
// body returns, the lanes that enter are read once before it and every
// commit names them: the group is then uniform (no check).
// RUN: %warpagg --privatize=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --dry-run %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %warpagg --privatize=off --dry-run %s 2>&1 | grep -c "run in step" | %FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}6{{$}}
// Running the tool on its output changes nothing.
// RUN: %warpagg --privatize=off %s 2>/dev/null > %t.cu && %warpagg --privatize=off %t.cu 2>/dev/null | diff %t.cu -
// fusion-in-step-compiles.test compiles the output with nvcc and clang.
#include <cuda_runtime.h>

constexpr int kBatch = 256;

// The real tile rasterizer's backward shape: `done` is set once, before the
// loop; the batch is loaded between two barriers, the loop right after the
// second: its lanes' mask, a uniform group.
__global__ void backward(const int *ids, const float *alpha, float *ga,
                         float *gb, int n, int W) {
  __shared__ int batch[kBatch];
  const bool inside = threadIdx.x < W;
  bool done = !inside;
  int toDo = n;
  for (int i = 0; i < 4; i++, toDo -= kBatch) {
    __syncthreads();
    batch[threadIdx.x] = ids[i * kBatch + threadIdx.x];
    __syncthreads();
    // CHECK: {{^}}    const unsigned wa_mask_[[L:[0-9]+]] = __activemask(); const bool wa_enter_[[L]] = __any_sync(wa_mask_[[L]], !done); for (int j = 0; wa_enter_[[L]] && j < min(kBatch, toDo); j++) { warpagg::keyed_uniform_group<int, warpagg::op::add, float, float> wa_group_[[L]]; do { if (done) continue;
    for (int j = 0; !done && j < min(kBatch, toDo); j++) {
      const float a = alpha[j * 32 + threadIdx.x % 32];
      if (a < 0.01f)
        continue;
      const int id = batch[j];
      atomicAdd(&ga[id], a);
      atomicAdd(&gb[id], 2.0f * a);
      // CHECK: {{^}}    } while (0); wa_group_[[L]].commit(wa_mask_[[L]], [&](int id) { return warpagg::addresses(&ga[id], &gb[id]); }); }
    }
  }
}
// REMARK: fusion-in-step.cu:[[@LINE-6]]:7: remark: fused 2 sites (lines [[@LINE-6]], [[@LINE-5]]) keyed by 'id', the same in every lane of an iteration into wa_group_[[@LINE-6]]: one combined reduction, one leader (its commits meet the loop's lanes at one iteration: no check){{.*}}; its loop run in step by the warp (a lane where '!done' is false skips each iteration's body instead of leaving; the lanes that enter after the block's barrier are read once, as wa_mask_[[@LINE-6]])

// The lane's term on the right, not negated: its skip negates it. A
// statement between the barrier and the loop: no mask, the group checks.
__global__ void right_term(const int *ids, const float *w, float *ga,
                           float *gb, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  const bool active = w[threadIdx.x] > 0.0f;
  // CHECK: {{^}}  const bool wa_enter_[[R:[0-9]+]] = __any_sync(__activemask(), active); for (int j = 0; j < n && wa_enter_[[R]]; ++j) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[R]]; do { if (!(active)) continue;
  for (int j = 0; j < n && active; ++j) {
    if (w[j] == 0.0f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], w[j]);
    atomicAdd(&gb[id], 1.0f);
  }
}

// A group of addresses (its base is declared in the body: not keyed) after
// a barrier: a uniform_group committed with the mask.
__global__ void address_group(const int *ids, const float *alpha, float2 *g,
                              int n, int W) {
  __shared__ int batch[kBatch];
  const bool done = threadIdx.x >= W;
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  // CHECK: {{^}}  const unsigned wa_mask_[[A:[0-9]+]] = __activemask(); const bool wa_enter_[[A]] = __any_sync(wa_mask_[[A]], !done); for (int j = 0; wa_enter_[[A]] && j < n; j++) { warpagg::uniform_group<warpagg::op::add, float, float> wa_group_[[A]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    float2 *const row = g + batch[j];
    atomicAdd(&row->x, a);
    atomicAdd(&row->y, 2.0f * a);
    // CHECK: {{^}}  } while (0); wa_group_[[A]].commit(wa_mask_[[A]]); }
  }
}

// A return in the body (a lane that returns from a device function would
// miss the commits the mask names): no mask, the group checks.
__device__ void returns_in_body(const int *ids, const float *alpha, float *ga,
                                float *gb, int n, bool done) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  // CHECK: {{^}}  const bool wa_enter_[[B:[0-9]+]] = __any_sync(__activemask(), !done); for (int j = 0; wa_enter_[[B]] && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[B]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.0f)
      return;
    if (a < 0.01f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], 2.0f * a);
  }
}
__global__ void calls_returns_in_body(const int *ids, const float *alpha, float *ga, float *gb, int n) {
  returns_in_body(ids, alpha, ga, gb, n, threadIdx.x > 7);
}

// A project's `sync()` that waits for nothing is no barrier (decided by what
// it is, not by its name): no mask, the group checks.
struct fake_block {
  __device__ void sync() const {}
};
__global__ void not_a_barrier(const int *ids, const float *alpha, float *ga,
                              float *gb, int n, int W) {
  __shared__ int batch[kBatch];
  const bool done = threadIdx.x >= W;
  const fake_block block;
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  block.sync();
  // CHECK: {{^}}  const bool wa_enter_[[F:[0-9]+]] = __any_sync(__activemask(), !done); for (int j = 0; wa_enter_[[F]] && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[F]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], 2.0f * a);
  }
}

// A project's function that waits on some paths only is not taken for a
// barrier every thread passed: no mask, the group checks.
__device__ void sync_if(bool b) {
  if (b)
    __syncthreads();
}
__global__ void helper_barrier(const int *ids, const float *alpha, float *ga,
                               float *gb, int n, int W, bool b) {
  __shared__ int batch[kBatch];
  const bool done = threadIdx.x >= W;
  batch[threadIdx.x] = ids[threadIdx.x];
  sync_if(b);
  // CHECK: {{^}}  const bool wa_enter_[[H:[0-9]+]] = __any_sync(__activemask(), !done); for (int j = 0; wa_enter_[[H]] && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[H]]; do { if (done) continue;
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], 2.0f * a);
  }
}

// Refused: the term changes in the loop (a lane that became done would
// have left; now it would keep the warp in the loop).
__global__ void term_changes(const int *ids, const float *alpha, float *ga,
                             float *gb, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  bool done = false;
  float T = 1.0f;
  // CHECK: {{^}}  for (int j = 0; !done && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !done && j < n; j++) {
    const float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f)
      continue;
    T *= 1.0f - a;
    done = T < 0.001f;
    const int id = batch[j];
    atomicAdd(&ga[id], a);
    atomicAdd(&gb[id], T);
  }
}

// Refused: the term loads memory (it may change between iterations), the
// rest loads memory (evaluated now where the term was false, it could read
// what the term guarded), the rest divides, the term reads a __shared__
// variable, the term's variable escapes.
__device__ void mark(bool *flag) { *flag = !*flag; }
__global__ void refused(const int *ids, const bool *flags, const int *lens,
                        float *ga, float *gb, int n, int d) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  bool done = threadIdx.x > 100;
  // CHECK: {{^}}  for (int j = 0; !flags[threadIdx.x] && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !flags[threadIdx.x] && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
  // CHECK: {{^}}  for (int j = 0; !done && j < lens[0]; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !done && j < lens[0]; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
  // CHECK: {{^}}  for (int j = 0; !done && j < n / d; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !done && j < n / d; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
  __shared__ bool halt;  // other threads may change it: not a lane's own
  if (threadIdx.x == 0)
    halt = false;
  __syncthreads();
  // CHECK: {{^}}  for (int j = 0; !halt && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !halt && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
  bool stop = threadIdx.x > 7;
  mark(&stop);
  // CHECK: {{^}}  for (int j = 0; !stop && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !stop && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
}

// Refused: the term reads a variable the loop's init declares (the vote
// before the loop could not name it).
__global__ void term_of_init(const int *ids, float *ga, float *gb, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  // CHECK: {{^}}  for (int j = 0, off = threadIdx.x & 1; !off && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0, off = threadIdx.x & 1; !off && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
}

// Left as written: the body holds another rewritten site (a per-site
// aggregation of its own; measured, the form did not pay there).
__global__ void other_site(const int *ids, const float *alpha, float *ga,
                           float *gb, float *gc, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  bool done = threadIdx.x > 100;
  // CHECK: {{^}}  for (int j = 0; !done && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !done && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&gc[j * 3], alpha[j]);
    atomicAdd(&gc[j * 3], alpha[j]);
    if (alpha[id] > 0.5f)
      continue;
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
}

// Refused: a macro inside the term (written again before the loop, its
// expansion there is not the file's text).
#define STOPPED(x) ((x) > 100)
__global__ void macro_term(const int *ids, float *ga, float *gb, int n) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  const int t = threadIdx.x;
  // CHECK: {{^}}  for (int j = 0; !(t == 3 || STOPPED(t)) && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
  for (int j = 0; !(t == 3 || STOPPED(t)) && j < n; j++) {
    if (j == 3)
      continue;
    const int id = batch[j];
    atomicAdd(&ga[id], 1.0f);
    atomicAdd(&gb[id], 2.0f);
  }
}

// Refused: the loop is not in a block (the vote has no place before it).
__global__ void unbraced(const int *ids, float *ga, float *gb, int n, bool on) {
  __shared__ int batch[kBatch];
  batch[threadIdx.x] = ids[threadIdx.x];
  __syncthreads();
  bool done = threadIdx.x > 100;
  if (on)
    // CHECK: {{^}}    for (int j = 0; !done && j < n; j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}}; do {{{$}}
    for (int j = 0; !done && j < n; j++) {
      if (j == 3)
        continue;
      const int id = batch[j];
      atomicAdd(&ga[id], 1.0f);
      atomicAdd(&gb[id], 2.0f);
    }
}
