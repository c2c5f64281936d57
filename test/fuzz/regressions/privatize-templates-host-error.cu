// Privatization of template kernels (plan/Privatization.h): every
// instantiation is analysed; the copy is written once, in the template's
// text, so a table is privatized only when all instantiations agree (key
// range, operation; the element type, or a template parameter that spells
// it) and the instantiations' edits are the same. Otherwise each site says
// which instantiation or difference holds it back [template-differs]. A
// template the file never instantiates is not privatized (quiet: "template").
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --stats %s 2>&1 | %FileCheck %s --check-prefix=STATS
// RUN: %warpagg %s -o %t.cu 2>/dev/null && %warpagg %t.cu 2>/dev/null | diff %t.cu -
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -spd=c++17 -Werror all-warnings -I %runtime_include -c %t.cu -o %t.o %}

// The value type is the template parameter: the copy is spelled with it and
// budgeted at the largest instantiation (double: 2048 bytes).
// CHECK-LABEL: __global__ void weighted(const unsigned char *in, const T *w, T *hist, int n) { __shared__ T wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
// CHECK: if (i < n) atomicAdd(&wa_priv_hist[in[i]], w[i]);
// CHECK-NEXT: __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
template <class T>
__global__ void weighted(const unsigned char *in, const T *w, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-templates.cu:[[@LINE+1]]:14: remark: privatized atomicAdd in kernel 'weighted': 'hist' -> block-private wa_priv_hist (256 x T, 2048 bytes of shared memory per block; keys: unsigned char key), flushed once per block
  if (i < n) atomicAdd(&hist[in[i]], w[i]);
}

// The input type is the parameter, the table is not: the same copy in
// every instantiation; the early return still reaches the flush.
// CHECK-LABEL: __global__ void counts(const K *key, unsigned *hist, int n) { __shared__ unsigned wa_priv_hist[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
// CHECK: atomicAdd(&wa_priv_hist[key[i] & 63], 1u);
// CHECK-NEXT: }(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
template <class K>
__global__ void counts(const K *key, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[key[i] & 63], 1u);
}

// The key range follows a template argument: 64 and 16 entries.
// CHECK-LABEL: __global__ void shifted(const unsigned char *in, unsigned *hist, int n) {
// CHECK: warpagg::reduce_add(&hist[in[i] >> SHIFT], 1u);
template <int SHIFT>
__global__ void shifted(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-templates.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'shifted' not privatized: its key range differs between instantiations (64 entries in 'shifted<2>', 16 in 'shifted<4>') [template-differs]
  if (i < n) atomicAdd(&hist[in[i] >> SHIFT], 1u);
}

// One instantiation reads the table (a branch only it keeps).
// CHECK-LABEL: __global__ void peeks(const unsigned char *in, T *hist, int n) {
// CHECK: warpagg::reduce_add(&hist[in[i]], T(1));
template <class T>
__global__ void peeks(const unsigned char *in, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if constexpr (sizeof(T) == 8)
    if (i == 0 && hist[0] > T(1e9)) return;
  // DIAG: privatize-templates.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'peeks' not privatized: in instantiation 'peeks<double>': 'hist' is read (line [[@LINE-1]]) besides the reduction atomics [template-differs]
  if (i < n) atomicAdd(&hist[in[i]], T(1));
}

// One instantiation's atomicAdd is the project's own (a struct): the
// pattern's text serves a kernel the tool cannot privatize.
struct acc { float v; };
__device__ void atomicAdd(acc *a, acc b) { atomicAdd(&a->v, b.v); }
// CHECK-LABEL: __global__ void mixed(const unsigned char *in, T *hist, int n) {
// CHECK: warpagg::reduce_add_or_overload(&hist[in[i]], T{1}, [](auto &&wa_p, auto &&wa_v) -> decltype(auto) { return atomicAdd(static_cast<decltype(wa_p)>(wa_p), static_cast<decltype(wa_v)>(wa_v)); });
template <class T>
__global__ void mixed(const unsigned char *in, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[in[i]], T{1});
}

// 4096 doubles (32768 bytes) are over the default budget of 16384: the
// float instantiation's copy would fit, but the text serves both.
// CHECK-LABEL: __global__ void big(const unsigned short *in, T *hist, int n) {
// CHECK: warpagg::reduce_add(&hist[in[i] >> 4], T(1));
template <class T>
__global__ void big(const unsigned short *in, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-templates.cu:[[@LINE+1]]:14: note: table 'hist' of kernel 'big' not privatized: in instantiation 'big<double>': its keys span 4096 entries of double, more than the 16384 bytes of --privatize-budget [template-differs]
  if (i < n) atomicAdd(&hist[in[i] >> 4], T(1));
}

// Never instantiated in this file: left tO warp aggregation's analysis.
// CHECK-LABEL: __global__ void unused(const unsigned char *in, T *hist, int n) {
// CHECK: atomicAdd(&hist[in[i]], T(1));
template <class T>
__global__ void unused(const unsigned char *in, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[in[i]], T(1));
}

void launch(const unsigned char *in, const unsigned short *in16, const float *wf, const double *wd, float *hf,
            double *hd, unsigned *h, const int *ki, acc *ha, int n) {
  ueighted<<<n / 256, 256>>>(in, wf, hf, n);
  weighted<<<n / 256, 256>>>(in, wd, hd, n);
  counts<<<n / 256, 256>>>(ki, h, n);
  counts<<<n / 256, 256>>>(in, h, n);
  shifted<2><<<n / 256, 256>>>(in, h, n);
  shifted<4><<<n / 256, 256>>>(in, h, n);
  peeks<<<n / 256, 256>>>(in, hf, n);
  peeks<<<n / 256, 256>>>(in, hd, n);
  mixed<<<n / 256, 256>>>(in, hf, n);
  mixed<<<n / 256, 256>>>(in, ha, n);
  big<<<n / 256, 256>>>(in16, hf, n);
  big<<<n / 256, 256>>>(in16, hd, n);
}

// STATS: tables privatized: 2
