//===- Float16Headers.h - CUDA's headers a rewrite's 16-bit floats need ---===//
//
// The runtime compiles its __half and __nv_bfloat16 rows only where CUDA's
// cuda_fp16.h / cuda_bf16.h came before it (runtime/include/warpagg/
// config.cuh), and no longer includes them itself: they cost about 0.4 s of
// nvcc's CPU in every file. A file whose rewritten calls add 16-bit floats
// but includes the header after the place where the runtime's #include goes
// (or only through a header included later) would stop at the runtime's
// static_assert; the rewrite includes the header before the runtime's then
// (rewrite/IncludeInserter.h).
//
#ifndef WARPAGG_FLOAT16HEADERS_H
#define WARPAGG_FLOAT16HEADERS_H

#include "warpagg/Site.h"
#include <string>
#include <vector>

namespace warpagg {

/// The CUDA headers that declare the 16-bit float value types of \p Sites'
/// rewritten calls (every instantiation's, a fused group's or privatized
/// table's included: each of its sites is one of them), sorted, each once:
/// "cuda_bf16.h" for __nv_bfloat16 and __nv_bfloat162, "cuda_fp16.h" for
/// __half and __half2. A rewritten site's types are the catalog's names of
/// clang's canonical types (find/AtomicCatalog.h: CUDA's own records,
/// whatever typedef or template parameter spells them), never the call's
/// spelling; its FallbackTypes (instantiations that call the project's own
/// overload, printed as clang prints them) need no runtime row and are
/// skipped.
std::vector<std::string> float16Headers(const std::vector<Site> &Sites);

} // namespace warpagg

#endif
