//===- RewriteOptions.h - User choices that shape the rewrite --------------===//
#ifndef WARPAGG_REWRITEOPTIONS_H
#define WARPAGG_REWRITEOPTIONS_H

#include <memory>
#include <string>

namespace warpagg {

class Profile; // frontend/ProfileFile.h

struct RewriteOptions {
  /// Runtime strategy named in emitted calls; "adaptive" emits none (the
  /// runtime's default).
  std::string Strategy = "adaptive";
  /// Rewrite atomics on __shared__ variables too (off: shared atomics are
  /// cheap and aggregation rarely pays there).
  bool RewriteShared = false;
  /// Leave sites in grid-stride loops alone (unless their address is proven
  /// uniform): for kernels launched with few warps per SM, where aggregation
  /// can cost up to 2x a plain atomic (see LoopContext.h).
  bool LeaveGridStride = false;
  /// Fuse atomics whose addresses share one key into one group
  /// (plan/Grouping.h); off: each site is rewritten on its own.
  bool Fuse = true;
  /// Copy small tables into block-private shared memory (plan/Privatization.h).
  bool Privatize = true;
  /// Shared memory all of a kernel's private tables may take, bytes per block.
  /// 16 KB: a 4096-bin table of 32-bit counts was faster than the unprivatized
  /// rewrite on every image and form measured on an H100 (8 such blocks take
  /// 128 of an SM's 228 KB; bench/results/2026-11-22-h100-privatize.md).
  unsigned long long PrivatizeBudget = 16384;
  /// The style the edited lines are formatted in (--format-style,
  /// rewrite/EditFormatting.h); empty: the project's .clang-format if one
  /// is found above the file, else none (the compact form, no line moves).
  std::string FormatStyle;
  /// The profile decisions follow (--profile, the .warpagg key Profile:
  /// plan/ProfileDecisions.h): its path, absolute (a file or a directory of
  /// *.profile.json), and its merged contents once read; empty and null:
  /// the static decisions alone.
  std::string ProfilePath;
  std::shared_ptr<const Profile> ProfileData;
};

/// The strategies the runtime provides (warpagg::strategy), for validating
/// --strategy and "warpagg: strategy=" comments.
inline bool isKnownStrategy(const std::string &Name) {
  return Name == "adaptive" || Name == "runs" || Name == "match" ||
         Name == "uniform" || Name == "ballot_loop" ||
         Name == "likely_distinct" || Name == "distinct_in_rows" ||
         Name == "likely_uniform";
}

} // namespace warpagg

#endif
