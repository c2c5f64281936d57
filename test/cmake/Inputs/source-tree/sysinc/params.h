#pragma once
// The params.h the original's <params.h> finds: on the target's SYSTEM
// include path (-isystem, searched after every -I).
#define PARAMS_FROM_SYSINC 1
