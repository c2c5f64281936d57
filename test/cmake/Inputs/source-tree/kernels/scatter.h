#pragma once
#if !defined(CUDA_ONLY_DEF) || !defined(SOURCE_DEF) || !defined(OPTION_DEF)
#error "the target's CUDA-only definition and option, and the source's own definition, must reach every parse and compile"
#endif
// warpagg's parse (clang) must see CUDA_STANDARD 20; what nvcc gets is
// CMake's business (3.25 passes nvcc 13 no -std for 20).
#if defined(__clang__) && __cplusplus < 202002L
#error "the target's CUDA_STANDARD 20 must reach warpagg's parse"
#endif
constexpr int kBins = 32;
