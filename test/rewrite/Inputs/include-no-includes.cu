/* A file with no #include: the runtime include goes before the first line
   of code, after this leading comment. */
// Another comment.

#define BINS 256
__global__ void kernel(int *out, const int *key) { atomicAdd(&out[key[threadIdx.x] % BINS], 1); }
