#pragma once
// Defined in weights.cu, called from deposit.cu: needs relocatable device
// code.
__device__ float weight(float x);
