//===- FileRewriter.cpp ---------------------------------------------------===//
#include "warpagg/rewrite/FileRewriter.h"

#include "warpagg/rewrite/IncludeInserter.h"
#include "warpagg/plan/SourceDirectives.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <tuple>

using namespace clang;

namespace warpagg {
namespace {

// One call site seen through all the template instantiations that contain
// it, and for a header, through every input that includes it: rewritten only
// if every one of them is rewritten, the same way.
struct MergedSite {
  Site Kept;
  bool SomeRewrite = false;   // an instantiation alone would be rewritten
  std::string RewritingInput; // a header's input that alone would rewrite it
  bool GroupsDiffer = false;  // views fuse it differently (or not at all)
};

std::string baseName(llvm::StringRef Path) {
  return llvm::sys::path::filename(Path).str();
}

// Two inputs that include a header see its site differently (macros).
bool fromOtherInput(const Site &A, const Site &B) {
  return !A.TranslationUnit.empty() && !B.TranslationUnit.empty() &&
         A.TranslationUnit != B.TranslationUnit;
}

// Notes what one more view of the site would do alone.
void noteView(MergedSite &M, const Site &View) {
  M.SomeRewrite |= View.Rewrite;
  if (View.Rewrite && M.RewritingInput.empty())
    M.RewritingInput = View.TranslationUnit;
}

void mergeInto(MergedSite &M, const Site &Other) {
  Site &Kept = M.Kept;
  // A template's pattern has no say in grouping; its instantiations do.
  if (Kept.FromTemplatePattern && !Other.FromTemplatePattern) {
    Kept.Group = Other.Group;
    Kept.NotFusedWhy = Other.NotFusedWhy;
    Kept.FromTemplatePattern = false;
  } else if (!Other.FromTemplatePattern) {
    M.GroupsDiffer |= Kept.Group != Other.Group;
  }
  std::vector<std::string> Types = Kept.Types;
  for (const std::string &T : Other.Types)
    if (!llvm::is_contained(Types, T))
      Types.push_back(T);
  std::vector<std::string> Kernels = Kept.Kernels;
  for (const std::string &K : Other.Kernels)
    if (!llvm::is_contained(Kernels, K))
      Kernels.push_back(K);
  llvm::sort(Kernels);
  if (Kept.Rewrite && !Other.Rewrite)
    Kept = Other;
  else if (Kept.Rewrite && Other.replacement() != Kept.replacement()) {
    if (fromOtherInput(Kept, Other))
      Kept.leaveAlone("header-conflict",
                      "the inputs that include this header need different "
                      "rewrites ('" + Kept.replacement() + "' for " +
                          baseName(Kept.TranslationUnit) + ", '" +
                          Other.replacement() + "' for " +
                          baseName(Other.TranslationUnit) + ")");
    else
      Kept.leaveAlone("template-conflict",
                      "template instantiations need different rewrites ('" +
                          Kept.replacement() + "' and '" +
                          Other.replacement() + "')");
  }
  Kept.Types = std::move(Types);
  Kept.Kernels = std::move(Kernels);
}

// Says which instantiation's reason holds back a rewrite the others allow.
void explainBlockedTemplate(MergedSite &M) {
  Site &S = M.Kept;
  if (S.Rewrite || !M.SomeRewrite || S.ReasonCode == "ignored" ||
      S.ReasonCode == "template-conflict" || S.ReasonCode == "header-conflict")
    return;
  if (!M.RewritingInput.empty() && !S.TranslationUnit.empty() &&
      M.RewritingInput != S.TranslationUnit) {
    S.Reason = "rewritable as " + baseName(M.RewritingInput) +
               " sees this header, not as " + baseName(S.TranslationUnit) +
               " does: " + S.Reason;
    return;
  }
  std::string Which = S.Types.size() > 1
                          ? " (instantiated for " + S.typeList() + ")"
                          : "";
  S.Reason = "one instantiation of this template" + Which + " blocks it: " +
             S.Reason;
}

// A group is kept only whole: every site present, rewritten, fused alike by
// every view (instantiation, including input) and by none of the user's
// strategy or no-fuse comments. Otherwise its sites are rewritten one by one.
void keepWholeGroups(std::map<std::tuple<unsigned, unsigned>, MergedSite> &Sites) {
  std::map<std::string, std::vector<MergedSite *>> Groups;
  for (auto &Entry : Sites)
    if (Entry.second.Kept.Group)
      Groups[Entry.second.Kept.Group->Variable].push_back(&Entry.second);
  for (auto &[Variable, Members] : Groups) {
    std::string Why;
    unsigned Size = Members.front()->Kept.Group->size();
    for (MergedSite *M : Members) {
      const Site &S = M->Kept;
      if (M->GroupsDiffer)
        Why = "template instantiations or including inputs fuse it "
              "differently";
      else if (!S.Rewrite)
        Why = "another site of its group is left alone";
      else if (!S.NoFuseBy.empty())
        Why = "a 'warpagg:' comment keeps a site of its group out";
    }
    if (Members.size() != Size && Why.empty())
      Why = "another site of its group is left alone";
    if (Why.empty())
      continue;
    for (MergedSite *M : Members) {
      M->Kept.Group.reset();
      M->Kept.NotFusedWhy =
          "not fused: " + (M->Kept.NoFuseBy.empty() ? Why : M->Kept.NoFuseBy);
    }
  }
}

// An instantiation of a template's call that takes a project's overload
// (analysis/OverloadReach.h), whether or not the runtime could reach it.
bool takesOverload(const Site &S) {
  return !S.Rewrite &&
         (S.OverloadRuntimeFrom || !S.OverloadWhyNot.empty());
}

// Where the runtime is declared in the rewritten file: its #include added
// (includeEdit), or an earlier one the file already has.
unsigned runtimeIncludeOffset(llvm::StringRef FilePath,
                              llvm::StringRef Original,
                              const std::vector<ProcessedInclude> &Includes) {
  unsigned At = includeEdit(FilePath, Original, RuntimeHeader).getOffset();
  for (const ProcessedInclude &I : Includes)
    if (I.Name == RuntimeHeader || I.Name == AtomicRefHeader)
      At = std::min(At, I.Offset);
  return At;
}

// Rewrites the merged site \p M with the *_or_overload entry when its other
// instantiations are rewritten and every one in \p Views finds its overload
// from the runtime's #include at \p RuntimeAt; else notes in each view why
// the entry would not do (they then block the rewrite).
bool fallBackToOverloads(MergedSite &M, std::vector<Site> &Views,
                         unsigned RuntimeAt) {
  Site &K = M.Kept;
  if (!K.Rewrite || K.Fn.Api != AtomicApi::Function || !K.FallbackTypes.empty())
    return false;
  bool Reached = true;
  for (Site &V : Views) {
    std::string WhyNot = V.OverloadWhyNot;
    if (V.OverloadRuntimeFrom && *V.OverloadRuntimeFrom > RuntimeAt)
      WhyNot = "it is declared after the line where the runtime's header is "
               "included";
    if (!WhyNot.empty())
      V.Reason += "; " + K.RuntimeFunction + "_or_overload would not find "
                  "it: " + WhyNot;
    Reached &= WhyNot.empty();
  }
  if (!Reached)
    return false;
  K.RuntimeFunction += "_or_overload";
  for (const Site &V : Views)
    for (const std::string &T : V.Types)
      if (!llvm::is_contained(K.Types, T)) {
        K.Types.push_back(T);
        K.FallbackTypes.push_back(T);
      }
  // A group's put has no overload form: the site goes on its own.
  M.GroupsDiffer |= K.Group.has_value();
  return true;
}

} // namespace

llvm::Expected<FileRewrite>
rewriteFile(llvm::StringRef FilePath, llvm::StringRef Original,
            std::vector<Site> Matches,
            const std::vector<ProcessedInclude> &Includes) {
  SourceDirectives Directives = SourceDirectives::parse(Original);
  std::map<std::tuple<unsigned, unsigned>, MergedSite> ByLocation;
  std::map<std::tuple<unsigned, unsigned>, std::vector<Site>> OverloadViews;
  auto Merge = [&](Site &S) {
    auto Key = std::make_tuple(S.Line, S.Column);
    auto [It, Inserted] = ByLocation.try_emplace(Key, MergedSite{S, false, {}});
    if (!Inserted)
      mergeInto(It->second, S);
    noteView(It->second, S);
  };
  for (Site &S : Matches) {
    Directives.apply(S);
    if (takesOverload(S))
      OverloadViews[std::make_tuple(S.Line, S.Column)].push_back(std::move(S));
    else
      Merge(S);
  }
  // The instantiations that call a project's overload: the others keep
  // their rewrite through the *_or_overload entry where every such overload
  // is found from the runtime's #include, else they block it.
  unsigned RuntimeAt = runtimeIncludeOffset(FilePath, Original, Includes);
  for (auto &[Key, Views] : OverloadViews) {
    auto It = ByLocation.find(Key);
    if (It != ByLocation.end() && fallBackToOverloads(It->second, Views, RuntimeAt))
      continue;
    for (Site &S : Views)
      Merge(S);
  }

  keepWholeGroups(ByLocation);
  FileRewrite Out;
  Out.DirectiveProblems = Directives.problems();
  bool NeedsAtomicRef = false;
  for (auto &Entry : ByLocation) {
    explainBlockedTemplate(Entry.second);
    Site &S = Entry.second.Kept;
    if (!S.Rewrite) {
      ++Out.LeftAlone;
    } else {
      ++Out.Rewritten;
      NeedsAtomicRef |= S.Fn.Api != AtomicApi::Function;
      for (const TextEdit &E : S.edits())
        if (llvm::Error Err = Out.Edits.add(tooling::Replacement(
                FilePath, E.Offset, E.Length, E.Text)))
          return Err;
    }
    Out.Sites.push_back(std::move(S));
  }
  // One include: atomic_ref.cuh includes warpagg.cuh. One the preprocessor
  // processed before the first edit is enough; another one is harmless.
  unsigned FirstEdit = Out.Edits.empty() ? 0 : Out.Edits.begin()->getOffset();
  bool HasInclude =
      includedBefore(Includes, AtomicRefHeader, FirstEdit) ||
      (!NeedsAtomicRef && includedBefore(Includes, RuntimeHeader, FirstEdit));
  if (Out.Rewritten > 0 && !HasInclude) {
    tooling::Replacement Include = includeEdit(
        FilePath, Original, NeedsAtomicRef ? AtomicRefHeader : RuntimeHeader);
    Out.Include = TextEdit{Include.getOffset(), Include.getLength(),
                           Include.getReplacementText().str()};
    if (llvm::Error E = Out.Edits.add(Include))
      return E;
  }

  llvm::Expected<std::string> Text =
      tooling::applyAllReplacements(Original, Out.Edits);
  if (!Text)
    return Text.takeError();
  Out.NewText = std::move(*Text);
  return Out;
}

} // namespace warpagg
