// The include layout of issue 24 (item 3): <params.h> is meant to come from
// -I inc although src/ has one too; "local.h" from beside this file,
// although inc/ has one too; sys/nested.h's "cfg.h" from -I inc although
// src/ has one too. A wrong header fails a static_assert.
#include <params.h>
#include "local.h"
#include <nested.h>
static_assert(PARAMS == 1, "<params.h> must be inc/params.h");
static_assert(LOCAL == 1, "\"local.h\" must be src/local.h");
static_assert(CFG == 1, "sys/nested.h's \"cfg.h\" must be inc/cfg.h");
__global__ void k(int *x, const int *key) { atomicAdd(&x[key[threadIdx.x]], PARAMS + LOCAL); }
