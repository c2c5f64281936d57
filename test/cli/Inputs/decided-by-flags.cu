// Decided by its flags: with -DSHARED_BINS the table is __shared__ (left
// alone), without it global (rewritten). build-report.test merges both.
__global__ void count(int *out, const int *key) {
#ifdef SHARED_BINS
  __shared__ int bins[256];
#define TABLE bins
#else
#define TABLE out
#endif
  atomicAdd(&TABLE[key[threadIdx.x] & 255], 1);
}
