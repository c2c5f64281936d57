// A project header that brings cuda_bf16.h.
#pragma once
#include <cuda_bf16.h>
typedef __nv_bfloat16 weight_t;
