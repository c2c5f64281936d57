// A header's atomic: not instrumented in this version (instrument.cu).
__device__ inline void helper_add(unsigned *p) { atomicAdd(p, 1u); }
