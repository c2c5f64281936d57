// A local constexpr initialised with a static member read through a
// reference (`constexpr int n = t.extent();`, `t` a reference parameter):
// nvcc's front end accepts it, clang 22 only in C++23 (P2280). The error is
// skipped with a warning; the sites of that function are left alone (clang
// does not know the constant), the file's other sites are rewritten.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// Where the constant is then needed as one (a template argument), clang
// cannot go on: the file is reported, not guessed at.
// RUN: %expect_exit 4 %warpagg --dry-run %s -- -DUSE_AS_TEMPLATE_ARGUMENT 2>&1 | %FileCheck %s --check-prefix=BLOCKED
template <int N> struct Tile {
  __host__ __device__ static constexpr int extent() { return N; }
  enum { Lanes = N };
  float v[N];
};
template <int N> struct Slots { int s[N]; };

template <class T> __device__ int lanes_of(const T &t) {
  constexpr int n = t.Lanes;
  return n;
}

template <class T> __device__ void count_in(const T &t, int *bins, int key) {
  constexpr int n = t.extent();
#ifdef USE_AS_TEMPLATE_ARGUMENT
  Slots<n> slots{};
  key += slots.s[0];
#endif
  // CHECK: atomicAdd(&bins[key % n], 1);
  atomicAdd(&bins[key % n], 1);
}

__global__ void histogram(const int *key, int *bins, int n) {
  Tile<32> tile{};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // CHECK: warpagg::reduce_add(&bins[key[i] % lanes_of(tile)], 1);
  atomicAdd(&bins[key[i] % lanes_of(tile)], 1);
  count_in(tile, bins, key[i]);
}
// DIAG-NOT: error:
// DIAG: warning: '{{.*}}': clang's error skipped, its device sites kept: constexpr 'n' initialised through a reference (nvcc accepts it; clang only in C++23) at {{.*}}constexpr-through-reference.cu:19
// DIAG: warning: '{{.*}}': clang's error skipped, its device sites kept: constexpr 'n' initialised through a reference (nvcc accepts it; clang only in C++23) at {{.*}}constexpr-through-reference.cu:24
// DIAG: constexpr-through-reference.cu:30:3: note: left alone: a constexpr of this function is initialised through a reference, which clang 22 cannot evaluate before C++23 (docs/nvcc-dialect.md)
// DIAG: warpagg: 1 site rewritten, 1 left alone
// BLOCKED: warpagg: error: clang cannot parse '{{.*}}constexpr-through-reference.cu' for sm_90 although nvcc may: non-type template argument is not a constant expression at {{.*}}constexpr-through-reference.cu:26 (see docs/nvcc-dialect.md); it was left unchanged
