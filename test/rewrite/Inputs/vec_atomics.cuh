// A project's atomic for a vector type: three component atomics.
#pragma once
__device__ inline void atomicAdd(float3 *p, float3 v) {
  atomicAdd(&p->x, v.x);
  atomicAdd(&p->y, v.y);
  atomicAdd(&p->z, v.z);
}
