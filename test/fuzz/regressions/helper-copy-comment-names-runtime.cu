// Fuzz finding (2026-11-26): a helper whose body comments name the runtime's
// functions; the checker once renamed those back too and called the copy unfaithful.
// Where an address arrives through a __device__ function's parameter whose
// calls cannot tell its memory space (some pass __shared__ memory and some
// global, the function is never called or its address is taken), the site
// is rewritten as for global memory (the runtime takes any address space)
// and a note says the space is unknown and why. A kernel's parameter, or
// calls that all pass global memory, are plainly not shared: no note.
// (-fgpu-rdc: its helpers have no caller here, and only relocatable device
// code lets another file call them; without it they would be left alone as
// never run.)
// RUN: %warpagg %s -- -fgpu-rdc 2>&1 >/dev/null | %FileCheck %s --implicit-check-not="address space unknown"
// RUN: %warpagg --dry-run --report=json %s -- -fgpu-rdc >%t.json 2>/dev/null
// RUN: %python -c "import json,sys; [print(r['line'], '|', r['address_space_unknown']) for r in json.load(open(sys.argv[1]))]" %t.json | %FileCheck %s --check-prefix=JSON

__device__ void tally(unsigned *bins, int k) {
  // CHECK: address-space-unknown.cu:[[@LINE+4]]:3: remark: rewrote atomicAdd as warpagg::reduce_add (unsigned, result unused) in tally_warpagg
  // CHECK-NEXT: note: this call keeps the original tally (in 'kernel'), atomicAdd on line [[@LINE+3]]: address is in shared memory ('block_bins')
  // CHECK-NEXT: note: this call goes to tally_warpagg (in 'kernel')
  // JSON: [[@LINE+1]] | {{$}}
  atomicAdd(&bins[k], 1u);
}

// Through a second helper: the space of its argument is unknown, and why.
__device__ void tally_twice(unsigned *where, int k) {
  // CHECK: address-space-unknown.cu:[[@LINE+2]]:3: note: address space unknown: 'where' is a parameter of 'tally_twice', and at its call 'bins' is a parameter of 'tally_both', passed __shared__ memory ('block_bins') by 1 of its 2 calls
  // JSON: [[@LINE+1]] | 'where' is a parameter of 'tally_twice', and at its call
  atomicAdd(where + k, 1u);
}
__device__ void tally_both(unsigned *bins, int k) { tally_twice(bins, k); }

// Never called in this file (an extern entry point of a library).
__device__ void accumulate(float *sum, int k, float v) {
  // CHECK: address-space-unknown.cu:[[@LINE+2]]:3: note: address space unknown: 'sum' is a parameter of 'accumulate', which nothing in this file calls
  // JSON: [[@LINE+1]] | 'sum' is a parameter of 'accumulate', which nothing in this file calls
  atomicAdd(&sum[k], v);
}

// Called through a pointer: its callers are not all visible.
__device__ void through_pointer(int *counts, int k) {
  // CHECK: address-space-unknown.cu:[[@LINE+1]]:3: note: address space unknown: 'counts' is a parameter of 'through_pointer', whose address is taken (its callers are not all visible)
  atomicAdd(&counts[k], 1);
}
__device__ void (*dispatch)(int *, int) = through_pointer;

// Every call passes global memory: not shared, no note.
__device__ void scatter(float *out, int k, float v) {
  // CHECK: address-space-unknown.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd as warpagg::reduce_add
  // JSON: [[@LINE+1]] | {{$}}
  atomicAdd(&out[k], v);
}

__global__ void kernel(const int *key, unsigned *global_bins, float *out,
                       int *counts) {
  __shared__ unsigned block_bins[256];
  int k = key[blockIdx.x * blockDim.x + threadIdx.x];
  tally(block_bins, k & 255);
  tally(global_bins, k);
  tally_both(block_bins, k & 127);
  tally_both(global_bins, k);
  scatter(out, k, 1.0f);
  scatter(out + 1, k, 2.0f);
  // A kernel's parameter: global memory, no note.
  // CHECK: address-space-unknown.cu:[[@LINE+1]]:3: remark: rewrote atomicAdd as warpagg::reduce_add
  atomicAdd(&counts[k], 1);
}
