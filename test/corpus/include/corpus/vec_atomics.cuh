// The project's own atomics for vector types (as particle and rendering
// codes define them): component atomics in the helper's body.
#pragma once
#include <cuda_runtime.h>

__device__ inline void atomicAdd(float3 *p, float3 v) {
  atomicAdd(&p->x, v.x);
  atomicAdd(&p->y, v.y);
  atomicAdd(&p->z, v.z);
}
