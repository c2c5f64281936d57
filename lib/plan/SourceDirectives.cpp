//===- SourceDirectives.cpp -----------------------------------------------===//
#include "warpagg/plan/SourceDirectives.h"

#include "warpagg/plan/NolintComments.h"
#include "warpagg/options/RewriteOptions.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

namespace warpagg {

namespace {

// A line with nothing but white space and comments: directives written on
// such lines apply to the next line that has code.
bool isCommentOrBlank(llvm::StringRef Line) {
  Line = Line.trim();
  return Line.empty() || Line.starts_with("//") ||
         (Line.starts_with("/*") && Line.ends_with("*/"));
}

} // namespace

SourceDirectives SourceDirectives::parse(llvm::StringRef Text) {
  // The directive must open its comment: "// warpagg: x", not a mention of
  // one inside other comment text.
  static const llvm::Regex Directive(
      "(//|/\\*)[ \t]*warpagg:[ \t]*([A-Za-z_-]*)(=([A-Za-z0-9_]*))?");
  SourceDirectives D;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  // The line a directive on line I applies to: I itself when it has code
  // before the comment, else the next line with code.
  auto Target = [&](unsigned I) {
    llvm::StringRef Before = Lines[I].split("//").first.split("/*").first;
    if (!Before.trim().empty())
      return I + 1;
    unsigned J = I + 1;
    while (J < Lines.size() && isCommentOrBlank(Lines[J]))
      ++J;
    return J + 1;
  };
  unsigned RegionStart = 0; // line of an open ignore-begin, or 0
  for (unsigned I = 0; I < Lines.size(); ++I) {
    unsigned Line = I + 1;
    if (RegionStart)
      D.IgnoredLines.insert(Line);
    llvm::SmallVector<llvm::StringRef, 5> M;
    if (!Directive.match(Lines[I], &M))
      continue;
    llvm::StringRef Prefix = Lines[I].substr(0, M[0].data() - Lines[I].data());
    if (Prefix.contains("//") || Prefix.contains("/*"))
      continue;
    llvm::StringRef Word = M[2], Value = M[4];
    if (Word == "ignore" && M[3].empty()) {
      D.IgnoredLines.insert(Target(I));
    } else if (Word == "ignore-begin" && M[3].empty()) {
      if (RegionStart)
        D.Problems.push_back({Line, "'warpagg: ignore-begin' inside the "
                                    "region opened on line " +
                                        std::to_string(RegionStart)});
      else
        RegionStart = Line;
    } else if (Word == "ignore-end" && M[3].empty()) {
      if (!RegionStart)
        D.Problems.push_back(
            {Line, "'warpagg: ignore-end' without 'warpagg: ignore-begin'"});
      RegionStart = 0;
    } else if (Word == "no-fuse" && M[3].empty()) {
      D.NoFuseLines.insert(Target(I));
    } else if (Word == "no-privatize" && M[3].empty()) {
      D.NoPrivatizeLines.insert(Target(I));
    } else if (Word == "privatize" && M[3].empty()) {
      D.PrivatizeLines.insert(Target(I));
    } else if (Word == "keys" && !Value.empty() &&
               !Value.getAsInteger(10, D.KeysLines[Target(I)]) &&
               D.KeysLines[Target(I)] > 0) {
      // the site's keys lie in [0, N): privatization may copy its table
    } else if (Word == "keys") {
      D.KeysLines.erase(Target(I));
      D.Problems.push_back({Line, "'warpagg: keys=' needs a positive number "
                                  "of keys, not '" + Value.str() + "'"});
    } else if (Word == "strategy" && isKnownStrategy(Value.str())) {
      D.StrategyLines[Target(I)] = Value.str();
    } else if (Word == "strategy") {
      D.Problems.push_back({Line, "unknown strategy '" + Value.str() +
                                      "' (adaptive, runs, match, uniform, "
                                      "ballot_loop, likely_distinct, "
                                      "distinct_in_rows, likely_uniform)"});
    } else {
      D.Problems.push_back(
          {Line, "unknown directive '" + M[0].str() +
                     "' (ignore, ignore-begin, ignore-end, no-fuse, no-privatize, privatize, keys=<N>, strategy=<name>)"});
    }
  }
  if (RegionStart)
    D.Problems.push_back({RegionStart, "'warpagg: ignore-begin' is never "
                                       "closed by 'warpagg: ignore-end'"});
  // clang-tidy's NOLINT comments, where they name warpagg or no check.
  D.NolintLines = findNolintLines(Lines, D.Problems);
  return D;
}

void SourceDirectives::apply(Site &S) const {
  // Privatization read this file's directives itself (plan/Privatization.h).
  if (S.Private)
    return;
  // A site left alone only by --grid-stride=leave, or by a profile that
  // saw no peers, is still a complete rewrite: a strategy comment on it
  // asks for that rewrite back.
  if (!S.Rewrite && S.ReasonCode != "grid-stride-loop" &&
      S.ReasonCode != "profile-no-peers")
    return;
  if (IgnoredLines.count(S.Line)) {
    S.leaveAlone("ignored", "suppressed by a 'warpagg: ignore' comment");
    return;
  }
  if (NolintLines.count(S.Line)) {
    S.leaveAlone("nolint", "suppressed by a NOLINT comment (check '" +
                               NolintCheckName.str() + "')");
    return;
  }
  if (NoFuseLines.count(S.Line)) {
    S.NoFuseBy = "a 'warpagg: no-fuse' comment";
  }
  auto It = StrategyLines.find(S.Line);
  if (It == StrategyLines.end())
    return;
  // The strategy named is the site's own.
  S.NoFuseBy = "a 'warpagg: strategy=' comment names the site's strategy";
  if (!S.Rewrite) {
    S.Rewrite = true;
    S.ReasonCode.clear();
    S.Reason.clear();
  }
  S.Strategy = It->second;
  S.StrategyWhy = "a 'warpagg: strategy=" + It->second + "' comment";
  if (S.Strategy == "uniform" && !S.UniformProven)
    S.StrategyWhy += "; warning: the address is not proven the same in "
                     "every lane, and the uniform strategy is wrong if it "
                     "is not";
}

} // namespace warpagg
