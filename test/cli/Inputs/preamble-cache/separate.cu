// Valid only under separate compilation (-rdc=true / -fgpu-rdc), and meant
// differently there: an extern __shared__ array of known size, a kernel
// launched from a kernel, a helper nothing here calls (another unit may),
// and a site that exists only where __CLANG_RDC__ is defined.
extern __shared__ int staged[32];
__global__ void child(int *out) { atomicAdd(out, 1); }
__device__ void add_to(int *h, int k) { atomicAdd(&h[k], 1); }
#ifdef __CLANG_RDC__
__device__ void rdc_only(int *h, int k) { atomicAdd(&h[k & 7], 1); }
#endif
__global__ void parent(int *h, const int *k) {
  child<<<1, 32>>>(h);
  staged[threadIdx.x % 32] = k[threadIdx.x];
  atomicAdd(&h[k[threadIdx.x] & 15], 2);
}
