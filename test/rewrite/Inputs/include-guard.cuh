// Leading comment.
#ifndef KERNELS_GUARD_H
#define KERNELS_GUARD_H

__global__ void kernel(int *out) { atomicAdd(out, 1); }

#endif
