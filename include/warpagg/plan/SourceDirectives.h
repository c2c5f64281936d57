//===- SourceDirectives.h - "// warpagg: ..." comments in user code --------===//
//
//   // warpagg: ignore               this line's and the next line's sites
//   // warpagg: ignore-begin ... // warpagg: ignore-end   every site between
//   // warpagg: strategy=runs         runtime strategy for this/the next line
//   // warpagg: no-fuse              this/the next line's sites stay out of
//                                    fused groups (rewritten one by one)
//   // warpagg: no-privatize         this/the next line's sites (or a kernel
//                                    whose first line it marks) keep their
//                                    tables in global memory
//   // warpagg: privatize            this/the next line's sites (or a kernel
//                                    whose first line it marks) get their
//                                    tables privatized even where the tool
//                                    doubts it pays (a one-address counter
//                                    behind a data-dependent condition)
//   // warpagg: keys=256             this/the next line's sites index their
//                                    table with keys in [0, 256)
//
// and clang-tidy's NOLINT comments for warpagg's check (NolintComments.h):
// its sites are left alone, as an ignore comment leaves them.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_SOURCEDIRECTIVES_H
#define WARPAGG_SOURCEDIRECTIVES_H

#include "warpagg/Site.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace warpagg {

class SourceDirectives {
public:
  /// Reads the directives of one file. Malformed ones (an unknown word, an
  /// unknown strategy, an unmatched begin/end) are listed in problems().
  static SourceDirectives parse(llvm::StringRef Text);

  /// Applies the directives to a site of this file: an ignored site is left
  /// alone; a strategy directive sets the site's runtime strategy.
  void apply(Site &S) const;

  /// Whether line \p Line's sites are ignored (a 'warpagg: ignore'), silenced
  /// (a NOLINT) / kept from privatization.
  bool ignored(unsigned Line) const { return IgnoredLines.count(Line); }
  bool nolint(unsigned Line) const { return NolintLines.count(Line); }
  bool noPrivatize(unsigned Line) const { return NoPrivatizeLines.count(Line); }
  bool privatize(unsigned Line) const { return PrivatizeLines.count(Line); }
  /// The N of a 'warpagg: keys=N' for line \p Line, or 0.
  unsigned long long keys(unsigned Line) const {
    auto It = KeysLines.find(Line);
    return It == KeysLines.end() ? 0 : It->second;
  }

  /// "line: message" for each malformed directive.
  const std::vector<std::pair<unsigned, std::string>> &problems() const {
    return Problems;
  }

private:
  std::set<unsigned> IgnoredLines;
  std::set<unsigned> NolintLines;
  std::set<unsigned> NoFuseLines;
  std::set<unsigned> NoPrivatizeLines;
  std::set<unsigned> PrivatizeLines;
  std::map<unsigned, unsigned long long> KeysLines;
  std::map<unsigned, std::string> StrategyLines;
  std::vector<std::pair<unsigned, std::string>> Problems;
};

} // namespace warpagg

#endif
