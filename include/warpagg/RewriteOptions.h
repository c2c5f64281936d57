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

/// The strategies the runtime provides, for validating --strategy.
bool isKnownStrategy(const std::string &Name);

} // namespace warpagg

#endif
