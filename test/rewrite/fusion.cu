// Atomics whose addresses are injective functions of one key, in straight-
// line code, are fused into one warpagg::group: one peer discovery, one
// combined reduction, one leader issuing every atomic (plan/Grouping.h).
// Only the callees change, plus the group's declaration before the first
// site and its commit after the last, on their lines.
// Tables stay in global memory here (--privatize=off): privatization is
// privatize*.cu's.
// RUN: %warpagg --privatize=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --dry-run %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %warpagg --privatize=off --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --privatize=off --dry-run --stats %s 2>&1 | %FileCheck %s --check-prefix=STATS
// --fuse=off: every site on its own.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=OFF --implicit-check-not=wa_group
// OFF: warpagg::reduce_add(&rho[c], w);
// Running the tool on its output changes nothing.
// RUN: %warpagg --privatize=off %s 2>/dev/null > %t.cu && %warpagg --privatize=off %t.cu 2>/dev/null | diff %t.cu -
// RUN: %expect_exit 2 %warpagg --privatize=off --fuse=maybe %s 2>&1 | %FileCheck %s --check-prefix=BADFLAG
// BADFLAG: warpagg: for the --fuse option: Cannot find option named 'maybe'!
#include <cuda_runtime.h>

// Four deposits at one cell: one group keyed by c.
__global__ void deposit(const int *cell, const float *q, const float3 *v,
                        float *rho, float *jx, float *jy, float *jz, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  float w = q[i];
  float3 u = v[i];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, float, float, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(c, w);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<1>(c, w * u.x);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<2>(c, w * u.y);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<3>(c, w * u.z); wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&rho[c], &jx[c], &jy[c], &jz[c]); });
  atomicAdd(&rho[c], w);
  atomicAdd(&jx[c], w * u.x);
  atomicAdd(&jy[c], w * u.y);
  atomicAdd(&jz[c], w * u.z);
}
// REMARK: fusion.cu:[[@LINE-5]]:3: remark: rewrote atomicAdd as wa_group_[[@LINE-5]].put<0> (float, result unused)
// REMARK: fusion.cu:[[@LINE-6]]:3: remark: fused 4 sites (lines [[@LINE-6]], [[@LINE-5]], [[@LINE-4]], [[@LINE-3]]) keyed by 'c' into wa_group_[[@LINE-6]]: one peer discovery, one combined reduction, one leader
// JSON: "group": {
// JSON-NEXT: "key": "c",
// JSON-NEXT: "likely_uniform": false,
// JSON-NEXT: "lines": [
// JSON: "size": 4,
// JSON-NEXT: "slot": 0,
// JSON-NEXT: "uniform": false,
// JSON-NEXT: "variable": "wa_group_

// Fields of one struct, a strided slot (c*3 + 1), mixed value types, a key
// that is an expression: one group. Statements that only compute locals may
// sit between the sites, and so may a loop whose trip count is the same in
// every lane.
struct Cell { float rho; double e; };
template <int C>
__global__ void fields(const int *cell, Cell *cells, float *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = cell[i];
  // CHECK: {{^}}  warpagg::group<warpagg::op::add, float, double, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(&cells[c & 1023].rho, 1.0f);
  atomicAdd(&cells[c & 1023].rho, 1.0f);
  float s = 0.0f;
  for (int k = 0; k < C; ++k)
    s += k * 0.5f;
  // CHECK-NEXT: {{^}}  float s = 0.0f;
  // CHECK: {{^}}  wa_group_[[L]].put<1>(&cells[c & 1023].e, 2.0 * s);
  atomicAdd(&cells[c & 1023].e, 2.0 * s);
  // CHECK: {{^}}  wa_group_[[L]].put<2>(&count[(c & 1023) * C + 1], 1.0f); wa_group_[[L]].commit();
  atomicAdd(&count[(c & 1023) * C + 1], 1.0f);
}
template __global__ void fields<3>(const int *, Cell *, float *, int);

// Addresses the same in every lane: a uniform group, no discovery.
__global__ void moments(const float *x, float *sum, float *sumsq) {
  float a = x[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: {{^}}  warpagg::uniform_group<warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(sum, a);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<1>(sumsq, a * a); wa_group_[[L]].commit();
  atomicAdd(sum, a);
  atomicAdd(sumsq, a * a);
}
// REMARK: remark: fused 2 sites (lines [[@LINE-3]], [[@LINE-2]]) the same address in every lane (no discovery) into wa_group_[[@LINE-3]]: one combined reduction, one leader

// What splits a group (each site below is rewritten on its own):
__global__ void splits(const int *cell, float *a, float *b, float *d,
                       int *ia, float *f, int n) {
  int c = cell[threadIdx.x];
  // a branch between the sites;
  // CHECK: {{^}}  warpagg::reduce_add(&a[c], 1.0f);
  // CHECK-NEXT: {{^}}  if (n > 3) n = 2;
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&b[c], 1.0f);
  atomicAdd(&a[c], 1.0f);
  if (n > 3) n = 2;
  atomicAdd(&b[c], 1.0f);
  // a loop whose trip count may differ between lanes;
  // CHECK: {{^}}  for (int k = 0; k < c; ++k) n += k;
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&d[c], 1.0f);
  for (int k = 0; k < c; ++k) n += k;
  atomicAdd(&d[c], 1.0f);
  // a change of the key;
  // CHECK: {{^}}  c = c + 1;
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&a[c], 1.0f);
  c = c + 1;
  atomicAdd(&a[c], 1.0f);
  // a load that may read what the group writes (a float, as the targets);
  // CHECK: {{^}}  float r = f[0];
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&b[c], r);
  float r = f[0];
  atomicAdd(&b[c], r);
  // a different key, a non-injective one (c / 2), a varying base, another
  // operation.
  // CHECK: {{^}}  warpagg::reduce_add(&d[n], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&a[c / 2], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&(c > 0 ? a : b)[c], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_max(&ia[c], 1);
  atomicAdd(&d[n], 1.0f);
  atomicAdd(&a[c / 2], 1.0f);
  atomicAdd(&(c > 0 ? a : b)[c], 1.0f);
  atomicMax(&ia[c], 1);
}

// A continue between the sites splits them; a load of another type (int)
// does not: C++'s aliasing rule says it cannot read a float. &b[c] and
// &a[c + 1] share the key c.
__global__ void loop(const int *cell, const int *order, float *a, float *b,
                     int n) {
  // The continue comes before the group's first site: the body is wrapped
  // (see backward below). c = cell[j] is the same in every lane of an
  // iteration (fusion-loops.cu): a likely_uniform_group.
  // CHECK: {{^}}  for (int j = 0; j < n; ++j) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float, float> wa_group_[[L:[0-9]+]]; do {
  for (int j = 0; j < n; ++j) {
    int c = cell[j];
    // The site before the continue stays on its own, checked uniform.
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&a[c], 1.0f);
    // CHECK-NEXT: {{^}}    if (c < 0) continue;
    // CHECK-NEXT: {{^}}    wa_group_[[L]].put<0>(c, 1.0f);
    atomicAdd(&a[c], 1.0f);
    if (c < 0) continue;
    atomicAdd(&b[c], 1.0f);
    // CHECK: {{^}}    wa_group_[[L]].put<1>(c, 2.0f);
    // CHECK-NEXT: {{^}}    int o = order[j];
    // CHECK-NEXT: {{^}}    wa_group_[[L]].put<2>(c, o);
    // CHECK-NEXT: {{^}}  } while (0); wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&b[c], &a[c + 1], &b[c + 1]); }); }
    atomicAdd(&a[c + 1], 2.0f);
    int o = order[j];
    atomicAdd(&b[c + 1], o);
  }
}

// A result used, a fence or a __syncthreads between: not fused.
__global__ void ordered(const int *cell, int *a, int *b, int *out) {
  int c = cell[threadIdx.x];
  // CHECK: {{^}}  out[threadIdx.x] = warpagg::atomic_add(&a[c], 1);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&b[c], 1);
  out[threadIdx.x] = atomicAdd(&a[c], 1);
  atomicAdd(&b[c], 1);
  // CHECK: {{^}}  __threadfence();
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&a[c], 1);
  __threadfence();
  atomicAdd(&a[c], 1);
}

// A value type that depends on a template parameter is named as the
// template writes it, and the puts say '.template' (the group's type is
// dependent); every instantiation reads the same text.
template <class T>
__global__ void generic(const int *cell, T *a, T *b, float *f) {
  int c = cell[threadIdx.x];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, T, T, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].template put<0>(c, T(1));
  // CHECK-NEXT: {{^}}  wa_group_[[L]].template put<1>(c, T(2));
  // CHECK-NEXT: {{^}}  wa_group_[[L]].template put<2>(c, 1.0f); wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&a[c], &b[c], &f[c]); });
  atomicAdd(&a[c], T(1));
  atomicAdd(&b[c], T(2));
  atomicAdd(&f[c], 1.0f);
}
template __global__ void generic<float>(const int *, float *, float *, float *);
template __global__ void generic<double>(const int *, double *, double *, float *);

// The user's comments: no-fuse keeps a line's site out; a strategy named
// for a site keeps it out too (the strategy is the site's own).
__global__ void directives(const int *cell, float *a, float *b, float *d) {
  int c = cell[threadIdx.x];
  // CHECK: {{^}}  warpagg::reduce_add(&a[c], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&b[c], 1.0f);
  atomicAdd(&a[c], 1.0f); // warpagg: no-fuse
  atomicAdd(&b[c], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::runs>(&d[c], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&a[c], 1.0f);
  atomicAdd(&d[c], 1.0f); // warpagg: strategy=runs
  atomicAdd(&a[c], 1.0f);
}
// REMARK: fusion.cu:[[@LINE-7]]:3: note: rewritten on its own, not fused: a 'warpagg: no-fuse' comment
// REMARK: fusion.cu:[[@LINE-7]]:3: note: rewritten on its own, not fused: a 'warpagg:' comment keeps a site of its group out
// REMARK: fusion.cu:[[@LINE-5]]:3: note: rewritten on its own, not fused: a 'warpagg: strategy=' comment names the site's strategy

// Lanes that leave an iteration with `continue` before the first site still
// meet the others at the commit: the loop body is wrapped in
// do { ... } while (0), so that continue lands on the commit.
__global__ void backward(const int *ids, const float *alpha, float *dx,
                         float *dy, int n) {
  for (int j = 0; j < n; ++j) {
    // id = ids[j] is the same in every lane of an iteration: no discovery.
    // CHECK: {{^}}  for (int j = 0; j < n; ++j) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; do {
    float a = alpha[j * 32 + threadIdx.x % 32];
    if (a < 0.01f) continue;
    int id = ids[j];
    // CHECK: {{^}}    wa_group_[[L]].put<0>(id, a);
    // CHECK-NEXT: {{^}}    wa_group_[[L]].put<1>(id, 2 * a);
    // CHECK-NEXT: {{^}}  } while (0); wa_group_[[L]].commit([&](int id) { return warpagg::addresses(&dx[id], &dy[id]); }); }
    atomicAdd(&dx[id], a);
    atomicAdd(&dy[id], 2 * a);
  }
  // A break of the loop would be caught by the do-while: not wrapped (the
  // sites still form a group, committed after the last one).
  for (int j = 0; j < n; ++j) {
    // CHECK: {{^}}  for (int j = 0; j < n; ++j) {
    float a = alpha[j];
    if (a < 0.01f) continue;
    if (a > 100.0f) break;
    int id = ids[j];
    // CHECK: {{^}}    warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(id, a);
    // CHECK-NEXT: {{^}}    wa_group_[[L]].put<1>(id, 2 * a); wa_group_[[L]].commit([&](int id) { return warpagg::addresses(&dx[id], &dy[id]); });
    atomicAdd(&dx[id], a);
    atomicAdd(&dy[id], 2 * a);
  }
}

// A field of an object whose type depends on a template parameter has no
// type before instantiation: the slot is named through its address.
template <class T> struct Fields { T *rho, *jx; };
template <class T>
__global__ void members(Fields<T> f, const int *cell, const T *w) {
  int c = cell[threadIdx.x];
  T v = w[threadIdx.x];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, warpagg::value_at_t<decltype(&f.rho[c])>, warpagg::value_at_t<decltype(&f.jx[c])>> wa_group_[[L:[0-9]+]]; wa_group_[[L]].template put<0>(c, v);
  // CHECK-NEXT: {{^}}  wa_group_[[L]].template put<1>(c, v * v); wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&f.rho[c], &f.jx[c]); });
  atomicAdd(&f.rho[c], v);
  atomicAdd(&f.jx[c], v * v);
}
template __global__ void members<float>(Fields<float>, const int *, const float *);
template __global__ void members<double>(Fields<double>, const int *, const double *);

// Targets reached through a kernel's by-value struct of pointers are global
// memory, which a load from __shared__ between the sites cannot read.
struct Grads { float *dx, *dy; };
__global__ void staged(Grads g, const int *ids, const float *w) {
  __shared__ float weight[32];
  weight[threadIdx.x % 32] = w[threadIdx.x];
  __syncthreads();
  int id = ids[threadIdx.x];
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, float, float> wa_group_[[L:[0-9]+]]; wa_group_[[L]].put<0>(id, 1.0f);
  // CHECK-NEXT: {{^}}  float s = weight[(threadIdx.x + 1) % 32];
  // CHECK-NEXT: {{^}}  wa_group_[[L]].put<1>(id, s); wa_group_[[L]].commit([&](int id) { return warpagg::addresses(&g.dx[id], g.dy + id); });
  atomicAdd(&g.dx[id], 1.0f);
  float s = weight[(threadIdx.x + 1) % 32];
  atomicAdd(g.dy + id, s);
}

// STATS: fused: 23 in 9 groups
