// Privatization from a profile (plan/Privatization.h, issue 28): a table whose
// keys are read from data (no range proven) is privatized for the keys the
// profile measured (key_low..key_high, relative to the table), behind a
// run-time guard: warpagg::private_or_global sends those keys to the copy and
// any other to the original global atomic, so the output is correct on data
// the profile did not see. Refused with a note: keys wider than the budget
// [profile-span-large], an address that is no table the rewrite can name
// [profile-base-unnamed]. No profile, a site not in it, a stale entry: the
// static decision (range-unknown: warp aggregation). The profile is
// Inputs/privatize-profiled.profile.json.in, keyed by this file's path.
// RUN: sed -e 's#@FILE@#%s#g' %S/Inputs/privatize-profiled.profile.json.in > %t.profile.json
// RUN: %warpagg --profile=%t.profile.json %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --profile=%t.profile.json %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --report=json --profile=%t.profile.json %s 2>/dev/null > %t.json
// RUN: %python -c "import json,sys; s={(x['line'], x['column']): x for x in json.load(open(sys.argv[1]))}; h=[x for k, x in sorted(s.items()) if 'privatized' in x][0]; print(h['privatized']['guarded'], h['privatized']['first_key'], h['privatized']['entries'], h['profile']['key_low'], h['profile']['key_high'])" %t.json | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --profile=%t.profile.json %s -o %t.cu 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -Werror all-warnings -I %runtime_include -c %t.cu -o %t.o %}
// Without the profile: no table is privatized.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=STATIC --implicit-check-not=wa_priv

// Keys 100..355 measured: a copy of 256 entries flushed from key 100.
// CHECK-LABEL: __global__ void offset_hist(const int *key, unsigned *hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
// CHECK: {{^}}  warpagg::private_or_global<warpagg::op::add, 100ll, 355ll>(wa_priv_hist, hist)(&hist[key[i]], 1u);
// CHECK-NEXT: {{^}}}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist, 100ll); }
// STATIC-LABEL: __global__ void offset_hist(
// STATIC: warpagg::reduce_add(&hist[key[i]], 1u);
__global__ void offset_hist(const int *key, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // DIAG: privatize-profiled.cu:[[@LINE+2]]:3: remark: privatized atomicAdd in kernel 'offset_hist': 'hist' -> block-private wa_priv_hist (256 x unsigned, 1024 bytes of shared memory per block; keys: 100..355 as measured by the profile (span 256; not proven: keys outside it take the global atomic)), flushed once per block
  // DIAG-NEXT: privatize-profiled.cu:[[@LINE+1]]:3: note: profile: measured 1000 warp executions: {{.*}}, key span 256, keys 100..355; privatized with the keys the profile measured, 100..355 (span 256), in a copy of entries 100..355; keys outside it take the global atomic
  atomicAdd(&hist[key[i]], 1u);
}
// JSON: True 100 256 100 355

// Two tables in divergent branches; one written `t + k`, keys -32..31 (a
// table passed at its middle).
// CHECK-LABEL: __global__ void split_minmax(const int *key, const int *val, int *low, int *high, int n) { __shared__ int wa_priv_low[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_low); __shared__ int wa_priv_high[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_high); __syncthreads();
// CHECK: {{^}}      warpagg::private_or_global<warpagg::op::min, 0ll, 63ll>(wa_priv_low, low)(&low[key[i]], v);
// CHECK: {{^}}      warpagg::private_or_global<warpagg::op::max, -32ll, 31ll>(wa_priv_high, high)(high + key[i], v);
// CHECK: __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_low, low); warpagg::private_flush<warpagg::op::max>(wa_priv_high, high, -32ll); }
__global__ void split_minmax(const int *key, const int *val, int *low, int *high, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = val[i];
    if (v & 1)
      atomicMin(&low[key[i]], v);
    else
      atomicMax(high + key[i], v);
  }
}

// A proven range (k & 15) and a measured one (1000..1099) on one table: the
// copy covers both (0..1099), every site through the guard.
// CHECK-LABEL: __global__ void mixed(const int *key, unsigned *h, int n) { __shared__ unsigned wa_priv_h[1100];
// CHECK: {{^}}    warpagg::private_or_global<warpagg::op::add, 0ll, 1099ll>(wa_priv_h, h)(&h[key[i] & 15], 1u);
// CHECK: {{^}}    warpagg::private_or_global<warpagg::op::add, 0ll, 1099ll>(wa_priv_h, h)(&h[key[i]], 2u);
__global__ void mixed(const int *key, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&h[key[i] & 15], 1u);
    atomicAdd(&h[key[i]], 2u);
  }
}

// Keys 0..99999 measured: 400000 bytes, past the budget.
// CHECK-LABEL: __global__ void wide(
// CHECK: warpagg::reduce_add(&h[key[i]], 1u);
__global__ void wide(const int *key, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-profiled.cu:[[@LINE+1]]:14: note: table 'h' of kernel 'wide' not privatized: the profile measured its keys from 0 to 99999 (100000 entries of unsigned), more than the 4096 entries that fit 16384 bytes of shared memory (--privatize-budget, at most the 48 KiB of static shared memory a block may have) (line [[@LINE+1]]) [profile-span-large]
  if (i < n) atomicAdd(&h[key[i]], 1u);
}

// Rows of a per-block table: the address is no table the rewrite can name
// (row differs between blocks), whatever span the profile measured.
// CHECK-LABEL: __global__ void rows(
// CHECK: warpagg::reduce_add(&row[key[i]], 1u);
__global__ void rows(const int *key, unsigned *h, int n) {
  unsigned *row = h + blockIdx.x * 64;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-profiled.cu:[[@LINE+1]]:14: note: the table of the atomic on line [[@LINE+1]] of kernel 'rows' not privatized: the profile measured its addresses within a key span of 64 entries, but the address is not an index into a table the rewrite can name (a pointer parameter of the kernel or a __device__ variable, the same in every thread), so no block-private copy could be flushed to it [profile-base-unnamed]
  if (i < n) atomicAdd(&row[key[i]], 1u);
}

// Not in the profile, and stale (its entry measured another text): the
// static decision.
// CHECK-LABEL: __global__ void unseen(
// CHECK: warpagg::reduce_add(&h[key[i]], 1u);
// CHECK: warpagg::reduce_add(&g[key[i] + 1], 1u);
__global__ void unseen(const int *key, unsigned *h, unsigned *g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // DIAG: privatize-profiled.cu:[[@LINE+1]]:3: note: profile: not in the profile
  atomicAdd(&h[key[i]], 1u);
  // DIAG: privatize-profiled.cu:[[@LINE+1]]:3: note: profile: the profile is stale for this site
  atomicAdd(&g[key[i] + 1], 1u);
}
