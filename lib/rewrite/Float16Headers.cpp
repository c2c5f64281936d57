//===- Float16Headers.cpp -------------------------------------------------===//
#include "warpagg/rewrite/Float16Headers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <set>

namespace warpagg {
namespace {

// The header of a value type named as the catalog names it; "" for a type
// that needs none of CUDA's optional headers.
llvm::StringRef headerOf(llvm::StringRef ValueType) {
  return llvm::StringSwitch<llvm::StringRef>(ValueType)
      .Cases({"__half", "__half2"}, "cuda_fp16.h")
      .Cases({"__nv_bfloat16", "__nv_bfloat162"}, "cuda_bf16.h")
      .Default("");
}

} // namespace

std::vector<std::string> float16Headers(const std::vector<Site> &Sites) {
  std::set<std::string> Headers;
  for (const Site &S : Sites) {
    if (!S.Rewrite)
      continue;
    for (const std::string &T : S.Types)
      if (!llvm::is_contained(S.FallbackTypes, T))
        if (llvm::StringRef H = headerOf(T); !H.empty())
          Headers.insert(H.str());
  }
  return {Headers.begin(), Headers.end()};
}

} // namespace warpagg
