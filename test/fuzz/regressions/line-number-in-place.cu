// Fuzz finding of 2026-11-25 (seed 11): in place (-i), the runtime include
// moved every later line, so __LINE__ changed and --verify rejected the
// output. The include now takes the blank line below this comment.

#warning a directive before the code
__global__ void count(const int *key, unsigned *bins) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
  static_assert(__LINE__ == 8, "__LINE__ is the original's");
}
