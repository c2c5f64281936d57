//===- RewriteOptions.h - User choices that shape the rewrite --------------===//
#ifndef WARPAGG_REWRITEOPTIONS_H
#define WARPAGG_REWRITEOPTIONS_H

#include <string>

namespace warpagg {

struct RewriteOptions {
  /// Runtime strategy named in emitted calls; "adaptive" emits none (the
  /// runtime's default).
  std::string Strategy = "adaptive";
  /// Rewrite atomics on __shared__ variables too (off: shared atomics are
  /// cheap and aggregation rarely pays there).
  bool RewriteShared = false;
};

/// The strategies the runtime provides (warpagg::strategy), for validating
/// --strategy and "warpagg: strategy=" comments.
inline bool isKnownStrategy(const std::string &Name) {
  return Name == "adaptive" || Name == "runs" || Name == "match" ||
         Name == "uniform" || Name == "ballot_loop";
}

} // namespace warpagg

#endif
