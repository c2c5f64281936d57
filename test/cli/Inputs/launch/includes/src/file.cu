// Compiled from warpagg's copy, this file is still itself to the compiler:
// __FILE__ (from the copy's #line directives) names it, and "local.h"
// comes from beside it, never from beside the object.
#include "local.h"
constexpr bool endsWith(const char *S, const char *T) {
  const char *E = S, *F = T;
  while (*E) ++E;
  while (*F) ++F;
  for (; F != T; --E, --F)
    if (E == S || E[-1] != F[-1]) return false;
  return true;
}
static_assert(endsWith(__FILE__, "/src/file.cu"), "__FILE__ must name src/file.cu");
static_assert(LOCAL == 1, "\"local.h\" must be src/local.h");
__global__ void kernel(int *out, const int *key) { atomicAdd(&out[key[threadIdx.x]], LOCAL); }
