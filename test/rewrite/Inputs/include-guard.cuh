// Leading comment.
#ifndef KERNELS_GUARD_H
#define KERNELS_GUARD_H

__global__ void kernel(float *out) { atomicAdd(out, 1.0f); }

#endif
