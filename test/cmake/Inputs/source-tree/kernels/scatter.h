#pragma once
#if !defined(CUDA_ONLY_DEF) || !defined(SOURCE_DEF)
#error "the target's CUDA-only and the source's own definitions must reach every parse and compile"
#endif
constexpr int kBins = 32;
