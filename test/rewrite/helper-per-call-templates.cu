// A helper's calls written in a template kernel are judged in the code that
// runs: the template's instantiations, not its pattern (where a tile of
// dependent size is not recognised). A call's text, shared by every
// instantiation, is renamed only where all of them gain; each text gets one
// note.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: sort %t.diag | uniq -d | %FileCheck %s --check-prefix=NODUP --allow-empty
// NODUP-NOT: {{.}}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK: __device__ unsigned long long bump_warpagg(unsigned long long *c, unsigned long long v) {
__device__ unsigned long long bump(unsigned long long *c, unsigned long long v) {
  return atomicAdd(c, v);
}

// Scattered by key: the call gains.
__global__ void scatter(unsigned long long *out, const int *key) {
  // DIAG: helper-per-call-templates.cu:[[@LINE+2]]:3: note: this call goes to bump_warpagg (in 'scatter')
  // CHECK: bump_warpagg(&out[key[threadIdx.x]], 1ull);
  bump(&out[key[threadIdx.x]], 1ull);
}

// One lane per 32-wide tile, the tile's size a template parameter: its only
// instantiation is aggregated by hand. The pattern alone would gain.
template <int W>
__global__ void per_tile(unsigned long long *count) {
  cg::thread_block_tile<W> tile = cg::tiled_partition<W>(cg::this_thread_block());
  if (tile.thread_rank() == 0)
    // DIAG-NOT: note: this call goes to bump_warpagg (in 'per_tile')
    // DIAG: helper-per-call-templates.cu:[[@LINE+2]]:5: note: this call keeps the original bump (in 'per_tile'), atomicAdd on line {{[0-9]+}}: already aggregated
    // CHECK: {{^}}    bump(count, 1ull);
    bump(count, 1ull);
}

// One lane in 32 in one instantiation, in 2 in the other: the text serves
// both, and only one gains.
template <int W>
__global__ void every(unsigned long long *count) {
  if (threadIdx.x % W == 0)
    // DIAG: helper-per-call-templates.cu:[[@LINE+2]]:5: note: this call keeps the original bump (in 'every'), atomicAdd on line {{[0-9]+}}: its text serves 2 instantiations of 'every', and not all of them gain (renaming it would send them all to the copy); at one: already aggregated
    // CHECK: {{^}}    bump(count, 2ull);
    bump(count, 2ull);
}

// Never instantiated: it never runs, its call is not renamed.
template <int W>
__global__ void never(unsigned long long *count) {
  // DIAG-NOT: (in 'never')
  // CHECK: {{^}}  bump(count, 3ull);
  bump(count, 3ull);
}

void launch(unsigned long long *c, const int *key) {
  scatter<<<8, 256>>>(c, key);
  per_tile<32><<<8, 256>>>(c);
  every<32><<<8, 256>>>(c);
  every<2><<<8, 256>>>(c);
}
