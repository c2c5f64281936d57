//===- Instrumenter.h - The profiling copy of an input (--instrument) ------===//
//
// Instead of the rewrite: every candidate site of the input keeps its
// original atomic, and its address, the call's first argument, goes through
// warpagg::profile::seen (runtime/include/warpagg/profiling/), which
// returns it unchanged and counts, per warp execution, the active lanes and
// the shape of their addresses:
//
//   atomicAdd(&h[k], 1);  ->  atomicAdd(warpagg::profile::seen(wa_profile_counts, 0u, &h[k], h), 1);
//
// The last argument, where the address indexes a kernel's table
// (Site::TableBase, analysis/TableRef.h), lets the profile record the keys
// reached relative to it, which privatization can use to bound the table
// (plan/Privatization.h); other addresses are passed alone.
// The runtime's include is followed by the translation unit's counter
// pointer (before every use); the file ends with its table of sites (each
// keyed by the original's absolute path, the line and Site::TextHash) and
// the object that registers them at start-up. No other byte changes, and no
// line moves (a `#line` after the two inserted lines restores the numbers).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_INSTRUMENTER_H
#define WARPAGG_INSTRUMENTER_H

#include "warpagg/rewrite/FileRewriter.h"

namespace warpagg {

inline constexpr const char ProfileHeader[] = "warpagg/profiling/profile.cuh";

/// The instrumented text of the input \p FilePath (its profile key
/// \p KeyPath: the original's absolute, normalized path). Sites of one call
/// (template instantiations) are merged; a call is instrumented only when
/// every instantiation can be (Site::Instrumentable). Each returned site is
/// left alone with the code "instrumented" or "not-instrumented" (and why);
/// Rewritten and LeftAlone count them (a site never analysed, such as a
/// non-reduction, gives its reason for being left alone). An error for an
/// input that includes the profile runtime already (instrumenting twice
/// would count twice).
llvm::Expected<FileRewrite>
instrumentFile(llvm::StringRef FilePath, llvm::StringRef KeyPath,
               llvm::StringRef Original, const std::vector<Site> &Matches,
               const std::vector<ProcessedInclude> &Includes);

/// Marks every site of \p Sites not instrumentable because it is in a
/// header (instrumented copies are of inputs only, in this version).
void refuseHeaderSites(std::vector<Site> &Sites, llvm::StringRef Header);

} // namespace warpagg

#endif
