//===- Site.h - One candidate atomic call and what warpagg decided ---------===//
#ifndef WARPAGG_SITE_H
#define WARPAGG_SITE_H

#include "warpagg/AtomicCatalog.h"
#include <string>

namespace warpagg {

/// A call of one of CUDA's reduction atomics found in user code, with the
/// decision taken for it. Offsets locate the callee's spelling (for example
/// "atomicAdd" or "::atomicAdd") in its file; rewriting replaces exactly
/// those bytes, so arguments, comments and formatting stay as written.
struct Site {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  unsigned CalleeOffset = 0;
  unsigned CalleeLength = 0;
  AtomicFunction Fn{AtomicOp::Add, AtomicScope::Device};
  std::string TypeName;   ///< value type, e.g. "float"; empty if unsupported
  bool ResultUsed = true; ///< the conservative default
  bool Rewrite = false;
  std::string Reason;      ///< why it was left alone (when !Rewrite)
  std::string Replacement; ///< new callee text (when Rewrite)
};

} // namespace warpagg

#endif
