// Molecular dynamics force and virial accumulation that is already
// aggregated by hand: warp sums flushed by one lane of each warp of a 2-D
// block, a flush helper told its lane by its callers, a per-cell leader from
// __match_any_sync, a commit helper only ever called by a warp leader, and
// the plain fallback beside the match. None of these may be rewritten; the
// unaggregated per-atom scatter is.
#include "corpus/cuda_check.cuh"

__device__ __forceinline__ float warp_reduce(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// Pair energies on a 2-D block (x: neighbour slot, y: atom in the block).
__global__ void pair_energy_2d(const float4 *pos, const int *nbr, int nslots,
                               int natoms, float *energy_per_type,
                               const int *type) {
  int atom = blockIdx.x * blockDim.y + threadIdx.y;
  int tid = threadIdx.y * blockDim.x + threadIdx.x;
  float e = 0.f;
  if (atom < natoms && threadIdx.x < nslots) {
    float4 a = pos[atom], b = pos[nbr[atom * nslots + threadIdx.x]];
    float dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
    float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
    float s6 = 1.f / (r2 * r2 * r2);
    e = 4.f * (s6 * s6 - s6);
  }
  e = warp_reduce(e);
  if ((tid & 31) == 0) atomicAdd(&energy_per_type[type[blockIdx.x]], e);
}

// Flushes a warp's sum; lane_idx is the caller's lane.
__device__ void flush_virial(float *virial, int component, float v,
                             int lane_idx) {
  v = warp_reduce(v);
  if (lane_idx == 0) atomicAdd(&virial[component], v);
}

// Called by warp leaders only.
__device__ void commit_cell_count(int *cell_count, int cell, int n) {
  atomicAdd(&cell_count[cell], n);
}

__global__ void virial_and_cells(const float3 *f, const float3 *r, int n,
                                 const int *cell_of, float *virial,
                                 int *cell_count, float3 *force_on_cell) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  float3 fi = i < n ? f[i] : make_float3(0.f, 0.f, 0.f);
  float3 ri = i < n ? r[i] : make_float3(0.f, 0.f, 0.f);
  flush_virial(virial, 0, fi.x * ri.x, lane);
  flush_virial(virial, 1, fi.y * ri.y, threadIdx.x & 31);
  flush_virial(virial, 2, fi.z * ri.z, lane);
  if (i >= n) return;
  int cell = cell_of[i];
  // One leader per cell among the lanes of the warp.
  unsigned peers = __match_any_sync(__activemask(), cell);
  int leader = __ffs(peers) - 1;
  if (lane == leader) commit_cell_count(cell_count, cell, __popc(peers));
  // Unaggregated per-cell force sum: rewritten.
  atomicAdd(&force_on_cell[cell].x, fi.x);
}

// Bonded terms: the hand-written match on sm_70+, else the plain atomic.
__global__ void bond_counts(const int2 *bond, int nbonds, int *bonds_per_atom,
                            bool use_match) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nbonds) return;
  int a = bond[b].x;
  if (use_match) {
    unsigned peers = __match_any_sync(__activemask(), a);
    if ((threadIdx.x & 31) == __ffs(peers) - 1)
      atomicAdd(&bonds_per_atom[a], __popc(peers));
  } else {
    atomicAdd(&bonds_per_atom[a], 1);
  }
}
