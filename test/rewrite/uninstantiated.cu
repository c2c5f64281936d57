// An atomic whose arguments depend on a template parameter is analysed in
// the template's instantiations. A template the translation unit never
// instantiates is reported ('uninstantiated') instead of passed over in
// silence; an instantiated one is reported through its instantiations.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG --implicit-check-not=note: --implicit-check-not=remark:
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %FileCheck %s --check-prefix=JSON

template <typename T>
__global__ void scatter_never_used(const T *v, const int *key, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: uninstantiated.cu:[[@LINE+2]]:3: note: left alone: in a template this translation unit never instantiates; {{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&out[key[i]], v[i]);
  atomicAdd(&out[key[i]], v[i]);
}

template <typename T> struct Accumulator {
  T *sums;
  __device__ void add(int k, T v) {
    // DIAG: uninstantiated.cu:[[@LINE+2]]:5: note: left alone: in a template this translation unit never instantiates; {{.*}} [atomicMax]
    // CHECK: {{^}}    atomicMax(&sums[k], v);
    atomicMax(&sums[k], v);
  }
};

template <typename T>
__global__ void scatter_used(const T *v, const int *key, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: uninstantiated.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
  // CHECK: {{^}}  warpagg::reduce_add(&out[key[i]], v[i]);
  atomicAdd(&out[key[i]], v[i]);
}
template __global__ void scatter_used<float>(const float *, const int *, float *);

// JSON: "reason_code": "uninstantiated"
