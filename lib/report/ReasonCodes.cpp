//===- ReasonCodes.cpp ----------------------------------------------------===//
#include "warpagg/report/ReasonCodes.h"

#include "llvm/ADT/STLExtras.h"

namespace warpagg {

const std::vector<ReasonCode> &reasonCodes() {
  static const std::vector<ReasonCode> Codes = {
      {"rewritten",
       "Rewritten into a warp-aggregated call of the warpagg "
       "runtime",
       true},
      {"fused",
       "Rewritten into a fused warpagg::group with the other "
       "atomics of its key",
       true},
      {"already-aggregated", "Reached by one lane per warp (aggregated by "
                             "hand): left alone"},
      {"cas-loop", "Part of a hand-written lock-free protocol: left alone"},
      {"compiler-aggregated", "A 32-bit integer atomic on a uniform address, "
                              "which nvcc aggregates itself: left alone"},
      {"grid-stride-loop", "In a grid-stride loop, left alone by "
                           "--grid-stride=leave"},
      {"header", "In a header not selected by --header-filter (or not "
                 "writable in this mode): left alone"},
      {"header-conflict", "The inputs that include this header need "
                          "different rewrites: left alone"},
      {"helper-calls", "In a __device__ helper that no call gains from "
                       "aggregating, each call for its own reason (lanes "
                       "distinct at one, aggregated by hand at another): "
                       "left alone"},
      {"uncalled", "In a __device__ function that nothing in its file "
                   "calls, or only functions that never run, compiled "
                   "without -rdc: it never runs, left alone"},
      {"host-device", "In a __host__ __device__ function, whose host side "
                      "cannot call the runtime: left alone"},
      {"ignored", "Skipped by a '// warpagg: ignore' comment"},
      {"nolint", "Skipped by a clang-tidy NOLINT comment that names "
                 "warpagg-aggregate, warpagg or no check"},
      {"instrumented", "--instrument: keeps its atomic and counts its "
                       "warps' addresses for a profile"},
      {"lane-distinct", "Every lane of a warp updates a different address: "
                        "nothing to aggregate, left alone"},
      {"lane-distinct-in-rows",
       "Every lane updates a different address whenever a warp lies in one "
       "row of the block (blockDim.x a multiple of 32); a per-warp test for "
       "narrower blocks would cost every call: left alone"},
      {"macro", "Spelled in a macro body the rewrite cannot edit: left "
                "alone"},
      {"memory-order", "An atomic_ref call with an ordering stronger than "
                       "relaxed: left alone"},
      {"not-a-reduction", "An exchange, compare-and-swap or wrapping "
                          "increment/decrement (atomicExch, atomicCAS, "
                          "atomicInc, atomicDec, atomic_ref::exchange, "
                          "compare_exchange_*): not a reduction, cannot be "
                          "aggregated; noted, never rewritten"},
      {"not-a-wrapper", "A call of a function the tool does not rewrite "
                        "that holds a CUDA atomic (or is the overload of a "
                        "wrapper) but is not exactly one atomic on its "
                        "parameters passed straight through: left alone"},
      {"not-instrumented", "--instrument: keeps its atomic uncounted (a "
                           "header, an atomic_ref call, an address spelled "
                           "in a macro)"},
      {"one-thread-launch", "In a kernel every launch of which runs one "
                            "thread per block (all of them visible), or a "
                            "helper reached only from such kernels: no "
                            "lane has a peer, left alone"},
      {"nvcc-dialect", "In code clang parsed only with a tolerated error: "
                       "left alone"},
      {"profile-no-peers", "The profile (--profile) measured its warps "
                           "almost never with two lanes on one address: "
                           "nothing to aggregate, left alone"},
      {"profile-latency-bound",
       "The profile (--profile) measured it mostly in launches of at most "
       "256 threads per SM, on keys too many for warps to contend: the "
       "aggregation's latency would cost more than it saves, left alone"},
      {"shared-memory", "On __shared__ memory, where atomics are cheap "
                        "(--shared=rewrite opts in): left alone"},
      {"sync-idiom", "A synchronisation idiom (an atomic read, a grid "
                     "barrier's counter): left alone"},
      {"template-conflict", "Template instantiations need different "
                            "rewrites: left alone"},
      {"thread-local", "On thread-local memory, which no other lane "
                       "shares: left alone"},
      {"thread-scope", "An atomic_ref of thread scope: left alone"},
      {"uninstantiated", "In a template the file never instantiates: "
                         "reported, not analysed"},
      {"unsupported-type", "A value type the runtime has no aggregated "
                           "form for: left alone"},
      {"user-defined", "A call of the project's own overload, not CUDA's "
                       "atomic: left alone"},
  };
  return Codes;
}

llvm::StringRef reportedCode(const Site &S) {
  if (!S.Rewrite)
    return S.ReasonCode;
  return S.Group ? "fused" : "rewritten";
}

llvm::StringRef describeCode(llvm::StringRef Code) {
  for (const ReasonCode &R : reasonCodes())
    if (R.Code == Code)
      return R.Description;
  return "Left alone (see the result's message for why)";
}

llvm::StringRef reasonCodesHelpUri() {
  return WARPAGG_DOC_URL "#reason-codes";
}

} // namespace warpagg
