// A whole-program unit: a helper nothing here calls never runs, and
// __CLANG_RDC__ is not defined.
__device__ void add_to(int *h, int k) { atomicAdd(&h[k], 1); }
#ifdef __CLANG_RDC__
__device__ void rdc_only(int *h, int k) { atomicAdd(&h[k & 7], 1); }
#endif
__global__ void hist(int *h, const int *k) { atomicAdd(&h[k[threadIdx.x] & 15], 2); }
