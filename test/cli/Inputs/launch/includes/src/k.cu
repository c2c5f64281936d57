// The include layout of issue 24 (item 3): <params.h> is meant to come from
// -I inc although src/ has one too; "local.h" from beside this file,
// although inc/ has one too. A wrong header fails a static_assert.
#include <params.h>
#include "local.h"
static_assert(PARAMS == 1, "<params.h> must be inc/params.h");
static_assert(LOCAL == 1, "\"local.h\" must be src/local.h");
__global__ void k(int *x) { atomicAdd(x, PARAMS + LOCAL); }
