// Included by a.cu (SLOT 0: one address for the whole warp) and b.cu (SLOT
// per lane): the two inputs see its sites differently.
#pragma once
extern __device__ float sums[64];
extern __device__ unsigned counts[64];

__device__ inline void deposit(float v) {
  atomicAdd(&sums[SLOT], v);
}
__device__ inline void tally() {
  atomicAdd(&counts[SLOT], 1u);
}
