// A kernel every launch of which runs one thread per block has warps of one
// lane: no lane has a peer, and its sites are left alone, as is a helper's
// site at calls from such kernels only. Only where every launch is visible:
// a kernel with internal linkage, or a template defined in this file with no
// explicit instantiation, named nowhere but in launches (and CUDA's
// attribute queries). Block sizes are evaluated, not matched.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s

// A counter bumped by a single thread, a template launched <<<1, 1>>> and
// <<<1, dim3(1, 1, 1)>>> only.
// CHECK: one-thread-launch.cu:[[@LINE+3]]:3: note: left alone: in 'reset_count', launched only with one thread per block (line {{[0-9]+}}): no lane has a peer [atomicAdd]
template <typename T>
__global__ void reset_count(T *counter, int *len) {
  atomicAdd(counter, T(1));
  *len = 0;
}

// Launched <<<1, 1>>> once and <<<g, 256>>> once: rewritten.
// CHECK: one-thread-launch.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd
template <typename T>
__global__ void bump_both(T *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], T(1));
}

// Internal linkage, the block a local dim3 never changed: left alone.
// CHECK: one-thread-launch.cu:[[@LINE+2]]:3: note: left alone: in 'reset_static', launched only with one thread per block (line {{[0-9]+}})
static __global__ void reset_static(float *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], 1.0f);
}

// A local dim3 changed after its initializer: rewritten.
// CHECK: one-thread-launch.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
static __global__ void widened(float *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], 1.0f);
}

// External linkage: another file's host code can launch it with any block.
// CHECK: one-thread-launch.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
__global__ void reset_extern(float *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], 1.0f);
}

// An explicit instantiation: another file can launch it.
// CHECK: one-thread-launch.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd
template <typename T>
__global__ void reset_explicit(T *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], T(1));
}
template __global__ void reset_explicit<float>(float *, const int *);

// Its address taken (a function pointer could launch it with any block).
// CHECK: one-thread-launch.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd
template <typename T>
__global__ void reset_pointer(T *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], T(1));
}

// Passed as a template argument to a launcher: rewritten.
// CHECK: one-thread-launch.cu:[[@LINE+3]]:3: remark: rewrote atomicAdd
template <typename T>
__global__ void reset_argument(T *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], T(1));
}
template <void (*K)(float *, const int *)>
void launch_full(float *f, const int *key) { K<<<8, 256>>>(f, key); }

// Named in an attribute query, which launches nothing; the block a
// constexpr: left alone.
namespace {
// CHECK: one-thread-launch.cu:[[@LINE+2]]:3: note: left alone: in '(anonymous namespace)::reset_query', launched only with one thread per block
__global__ void reset_query(float *hist, const int *key) {
  atomicAdd(&hist[key[threadIdx.x]], 1.0f);
}
} // namespace

// A helper called from a one-thread kernel only: left alone.
// CHECK: one-thread-launch.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: in 'add_one', called only from 'via_helper', launched only with one thread per block (line {{[0-9]+}}): no lane has a peer
__device__ void add_one(float *p, int k) { atomicAdd(&p[k], 1.0f); }
static __global__ void via_helper(float *hist, const int *key) {
  add_one(hist, key[threadIdx.x]);
}

// A helper called from a one-thread kernel and from a kernel of full
// blocks: only the second call goes to the rewritten copy.
// CHECK: one-thread-launch.cu:[[@LINE+1]]:{{[0-9]+}}: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused) in add_two_warpagg
__device__ void add_two(float *p, int k) { atomicAdd(&p[k], 1.0f); }
static __global__ void single(float *hist, const int *key) {
  // CHECK: one-thread-launch.cu:[[@LINE+1]]:3: note: this call keeps the original add_two (in 'single'), atomicAdd on line {{[0-9]+}}: in 'add_two', called only from 'single', launched only with one thread per block
  add_two(hist, key[0]);
}
static __global__ void full(float *hist, const int *key) {
  // CHECK: one-thread-launch.cu:[[@LINE+1]]:3: note: this call goes to add_two_warpagg (in 'full')
  add_two(hist, key[threadIdx.x]);
}

constexpr int kOne = 1;
void host(float *f, int *n, unsigned long long *u, const int *key, int g,
          cudaStream_t s) {
  reset_count<unsigned long long><<<1, 1, 0, s>>>(u, n);
  reset_count<float><<<1, dim3(1, 1, 1)>>>(f, n);
  bump_both<float><<<1, 1>>>(f, key);
  bump_both<float><<<g, 256>>>(f, key);
  dim3 one(1);
  reset_static<<<g, one>>>(f, key);
  dim3 block(1);
  block.x = 128;
  widened<<<g, block>>>(f, key);
  reset_extern<<<1, 1>>>(f, key);
  reset_explicit<float><<<1, 1>>>(f, key);
  void (*launcher)(float *, const int *) = reset_pointer<float>;
  reset_pointer<float><<<1, 1>>>(f, key);
  reset_argument<float><<<1, 1>>>(f, key);
  launch_full<reset_argument<float>>(f, key);
  cudaFuncAttributes attributes;
  cudaFuncGetAttributes(&attributes, reset_query);
  reset_query<<<g, kOne>>>(f, key);
  via_helper<<<1, 1>>>(f, key);
  single<<<g, 1>>>(f, key);
  full<<<g, 256>>>(f, key);
  (void)launcher;
}
