// A project's atomics for types CUDA lacks, in the global namespace (as
// PyTorch's ATen/cuda/Atomic.cuh declares atomicAdd for int64_t, Half, ...).
#pragma once
__device__ inline void atomicAdd(long *address, long val) {
  atomicAdd(reinterpret_cast<unsigned long long *>(address),
            static_cast<unsigned long long>(val));
}
