// A fused group keeps only its values and one key when every address is the
// key written into an expression that means the same at the commit
// (plan/KeyedGroups.h, analysis/AddressFromKey.h): the puts pass the key, the
// commit a callable that computes each address from it. Otherwise the group
// keeps its addresses, as before.
// RUN: %warpagg --privatize=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --dry-run %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// Running the tool on its output changes nothing.
// RUN: %warpagg --privatize=off %s 2>/dev/null > %t.cu && %warpagg --privatize=off %t.cu 2>/dev/null | diff %t.cu -
// fusion-keyed-compiles.test compiles the output with nvcc and clang.
#include <cuda_runtime.h>

// The key is a variable: the callable's parameter takes its name. Kernel
// parameters, a by-value struct's fields and constants are read again at
// the commit.
struct Tables { float *rho; float *jx; };
constexpr int kStride = 3;
__global__ void deposit(const int *cell, const float *q, Tables t, float *j3,
                        int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  float w = q[i];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, float, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(c, w);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<1>(c, 2.0f * w);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<2>(c, w); wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&t.rho[c], &t.jx[c], &j3[c * kStride + 1]); });
  atomicAdd(&t.rho[c], w);
  atomicAdd(&t.jx[c], 2.0f * w);
  atomicAdd(&j3[c * kStride + 1], w);
}
// REMARK: fusion-keyed.cu:[[@LINE-4]]:3: remark: fused 3 sites (lines [[@LINE-4]], [[@LINE-3]], [[@LINE-2]]) keyed by 'c' into wa_group_[[@LINE-4]]: one peer discovery, one combined reduction, one leader; the addresses computed from the key where they are issued

// The key is an expression (`i / 4`, unsigned long long): it is written at
// each put and named wa_key in the callable.
__global__ void quarter(float *a, double *b, unsigned long long n) {
  unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^}}  warpagg::keyed_group<unsigned long long, warpagg::op::add, float, double> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(i / 4, 1.0f);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<1>(i / 4, 0.5); wa_group_[[L]].commit([&](unsigned long long wa_key) { return warpagg::addresses(&a[wa_key], b + wa_key * 2); });
  atomicAdd(&a[i / 4], 1.0f);
  atomicAdd(b + (i / 4) * 2, 0.5);
}

// A slot loop: its index is the callable's second parameter.
template <int C>
__global__ void channels(const int *id, const float *v, float *dcolor,
                         float *dopacity, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int g = id[i];
  const float w = v[i];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, warpagg::slots<float, C>, float> wa_group_[[L:[0-9]+]]; for (int ch = 0; ch < C; ch++)
  // CHECK-NEXT: {{^}}    wa_group_[[L]].template put_at<0>(g, w * (ch + 1), ch);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].template put<1>(g, w); wa_group_[[L]].commit([&](int g, int ch) { return warpagg::addresses(&dcolor[g * C + ch], &dopacity[g]); });
  for (int ch = 0; ch < C; ch++)
    atomicAdd(&dcolor[g * C + ch], w * (ch + 1));
  atomicAdd(&dopacity[g], w);
}
template __global__ void channels<3>(const int *, const float *, float *,
                                     float *, int);

// ---- groups that keep their addresses ---------------------------------------

// A base pointer the kernel changes (after the sites: it is not the same
// variable's value everywhere).
__global__ void changed_base(const int *cell, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  // CHECK: {{^}}  warpagg::group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(&a[c], 1.0f);
  atomicAdd(&a[c], 1.0f);
  atomicAdd(&b[c], 1.0f);
  a += n;
  a[0] = 0.0f;
}

// The name a site's address reads is declared again between the sites: at
// the commit it would name the other variable.
__global__ void shadowed(const int *cell, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  {
    // CHECK: {{^}}    warpagg::group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(&a[c], 1.0f);
    atomicAdd(&a[c], 1.0f);
    float *a = b + n;
    atomicAdd(&a[c], 2.0f);
  }
}

// The key is read through a local pointer: its text is not in the address.
__global__ void through_local(const int *cell, float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float *p = &a[cell[i] * 2];
  // CHECK: {{^}}  warpagg::group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(p, 1.0f);
  atomicAdd(p, 1.0f);
  atomicAdd(p + 1, 2.0f);
}

// A macro in the address: written again at the commit it could expand to
// something else.
#define AT(t, k) (&(t)[k])
__global__ void macro_address(const int *cell, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  // CHECK: {{^}}  warpagg::group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(AT(a, c), 1.0f);
  atomicAdd(AT(a, c), 1.0f);
  atomicAdd(AT(b, c), 1.0f);
}

// A key whose type is a template parameter: each instantiation would name
// another type.
template <class I>
__global__ void key_type_param(const I *cell, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const I c = cell[i];
  // CHECK: {{^}}  warpagg::group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].template put<0>(&a[c], 1.0f);
  atomicAdd(&a[c], 1.0f);
  atomicAdd(&b[c], 1.0f);
}
template __global__ void key_type_param<int>(const int *, float *, float *, int);
template __global__ void key_type_param<long>(const long *, float *, float *, int);
