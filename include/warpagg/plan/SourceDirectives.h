//===- SourceDirectives.h - "// warpagg: ..." comments in user code --------===//
//
//   // warpagg: ignore               this line's and the next line's sites
//   // warpagg: ignore-begin ... // warpagg: ignore-end   every site between
//   // warpagg: strategy=runs         runtime strategy for this/the next line
//   // warpagg: no-fuse              this/the next line's sites stay out of
//                                    fused groups (rewritten one by one)
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

  /// "line: message" for each malformed directive.
  const std::vector<std::pair<unsigned, std::string>> &problems() const {
    return Problems;
  }

private:
  std::set<unsigned> IgnoredLines;
  std::set<unsigned> NoFuseLines;
  std::map<unsigned, std::string> StrategyLines;
  std::vector<std::pair<unsigned, std::string>> Problems;
};

} // namespace warpagg

#endif
