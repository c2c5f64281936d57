//===- FileRewriter.cpp ---------------------------------------------------===//
#include "warpagg/rewrite/FileRewriter.h"

#include "warpagg/rewrite/EditFormatting.h"
#include "warpagg/rewrite/Float16Headers.h"
#include "warpagg/rewrite/IncludeInserter.h"
#include "warpagg/plan/SourceDirectives.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <set>
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
  // Where both would rewrite, the code that runs is the instantiations':
  // the pattern, which sees no template argument (a loop's trip count `C`
  // unknown), has no say in how.
  bool PatternYields = Kept.FromTemplatePattern && !Other.FromTemplatePattern &&
                       Kept.Rewrite && Other.Rewrite;
  bool OtherIsPattern = Other.FromTemplatePattern && !Kept.FromTemplatePattern &&
                        Kept.Rewrite && Other.Rewrite;
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
  if ((Kept.Rewrite && !Other.Rewrite) || PatternYields)
    Kept = Other;
  else if (Kept.Rewrite && !OtherIsPattern &&
           Other.replacement() != Kept.replacement()) {
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
      S.ReasonCode == "nolint" ||
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
// through an unqualified name (SiteFinder sets TakesOverload).
bool takesOverload(const Site &S) { return !S.Rewrite && S.TakesOverload; }

// Rewrites the merged site \p M with the *_or_overload entry when its other
// instantiations are rewritten: the entry's last argument is a lambda making
// the original call (Site::overloadCallback), so each instantiation in \p
// Views finds its overload by the call's own lookup, wherever the runtime's
// header is included. Else notes in each view why not (they then block the
// rewrite).
bool fallBackToOverloads(MergedSite &M, std::vector<Site> &Views) {
  Site &K = M.Kept;
  if (!K.Rewrite || K.Fn.Api != AtomicApi::Function || !K.FallbackTypes.empty())
    return false;
  // The lambda goes before the call's ')': it must be in the file.
  if (K.CloseParenOffset <= K.CalleeOffset) {
    for (Site &V : Views)
      V.Reason += "; " + K.RuntimeFunction +
                  "_or_overload cannot be used: the call's ')' comes from a "
                  "macro";
    return false;
  }
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

// A 'warpagg: keys=N' comment on a privatized site whose table the tool
// proves may take keys outside [0, N): the copy covers the proven range
// (a copy of N entries would be indexed out of bounds if the comment were
// wrong), and a warning says the comment was not relied on.
void warnUnderstatedKeys(const Site &S, const SourceDirectives &Directives,
                         std::set<unsigned> &Warned,
                         std::vector<std::pair<unsigned, std::string>> &Out) {
  unsigned long long N = Directives.keys(S.Line);
  if (!N || !S.Private || S.Private->KeyWhy.find("'warpagg: keys=") !=
                              std::string::npos)
    return;
  long long First = S.Private->First;
  long long End = First + (long long)S.Private->Entries;
  if ((First >= 0 && End <= (long long)N) || !Warned.insert(S.Line).second)
    return;
  Out.push_back(
      {S.Line, "'warpagg: keys=" + std::to_string(N) +
                   "' states fewer keys than the tool proves the table '" +
                   S.Private->Table + "' may take ([" + std::to_string(First) +
                   ", " + std::to_string(End) + "): " + S.Private->KeyWhy +
                   "); its block-private copy covers the proven range"});
}

// A helper's copy (plan/HelperCopies.h) and the edits of its rewritten
// sites, which apply to the copy's text, not the original's.
struct CopyPlan {
  HelperCopy Copy;
  std::vector<TextEdit> Edits;
};

// The copy's text, the edits of \p Plan applied to the original's
// definition, inserted after it; and each gaining call renamed to it.
// Without a format style no line may move: a `#line` gives the lines after
// the copy their original numbers back.
llvm::Error addHelperCopy(llvm::StringRef FilePath, llvm::StringRef Original,
                          CopyPlan Plan, bool Formatted,
                          tooling::Replacements &Edits) {
  const HelperCopy &C = Plan.Copy;
  Plan.Edits.push_back({C.NameOffset, unsigned(C.Helper.size()), C.Name});
  llvm::stable_sort(Plan.Edits, [](const TextEdit &A, const TextEdit &B) {
    return A.Offset < B.Offset;
  });
  std::string Body = Original.slice(C.DefBegin, C.DefEnd).str();
  for (const TextEdit &E : llvm::reverse(Plan.Edits)) {
    if (E.Offset < C.DefBegin || E.Offset + E.Length > C.DefEnd)
      return llvm::createStringError(
          "an edit of the copy of '" + C.Helper +
          "' lies outside its definition");
    Body.replace(E.Offset - C.DefBegin, E.Length, E.Text);
  }
  llvm::StringRef EOL =
      Original.substr(C.InsertOffset).starts_with("\r\n") ? "\r\n" : "\n";
  std::string Text = (EOL + EOL + C.Indent + "// " + C.Helper +
                      " for the calls whose lanes can share an address, its "
                      "atomics aggregated (warpagg)." +
                      EOL + C.Indent + Body)
                         .str();
  if (!Formatted)
    Text += (EOL + "#line " + llvm::Twine(C.NextLine)).str();
  if (llvm::Error E =
          Edits.add(tooling::Replacement(FilePath, C.InsertOffset, 0, Text)))
    return E;
  for (unsigned Offset : C.RenameOffsets)
    if (llvm::Error E = Edits.add(tooling::Replacement(
            FilePath, Offset, C.Helper.size(), C.Name)))
      return E;
  return llvm::Error::success();
}

} // namespace

llvm::Expected<FileRewrite>
rewriteFile(llvm::StringRef FilePath, llvm::StringRef Original,
            std::vector<Site> Matches,
            const std::vector<ProcessedInclude> &Includes,
            const format::FormatStyle *Style, RuntimeInclude Header) {
  SourceDirectives Directives = SourceDirectives::parse(Original);
  FileRewrite Out;
  Out.DirectiveProblems = Directives.problems();
  std::map<std::tuple<unsigned, unsigned>, MergedSite> ByLocation;
  std::map<std::tuple<unsigned, unsigned>, std::vector<Site>> OverloadViews;
  auto Merge = [&](Site &S) {
    auto Key = std::make_tuple(S.Line, S.Column);
    auto [It, Inserted] = ByLocation.try_emplace(Key, MergedSite{S, false, {}});
    if (!Inserted)
      mergeInto(It->second, S);
    noteView(It->second, S);
  };
  std::set<unsigned> KeysWarned;
  for (Site &S : Matches) {
    Directives.apply(S);
    warnUnderstatedKeys(S, Directives, KeysWarned, Out.DirectiveProblems);
    if (takesOverload(S))
      OverloadViews[std::make_tuple(S.Line, S.Column)].push_back(std::move(S));
    else
      Merge(S);
  }
  // The instantiations that call a project's overload: the others keep
  // their rewrite through the *_or_overload entry, else they block it.
  for (auto &[Key, Views] : OverloadViews) {
    auto It = ByLocation.find(Key);
    if (It != ByLocation.end() && fallBackToOverloads(It->second, Views))
      continue;
    for (Site &S : Views)
      Merge(S);
  }

  keepWholeGroups(ByLocation);
  bool NeedsAtomicRef = false;
  std::vector<TextEdit> SiteEdits; // as written, for the format ranges
  std::map<unsigned, CopyPlan> Copies; // by the original's offset
  for (auto &Entry : ByLocation) {
    explainBlockedTemplate(Entry.second);
    Site &S = Entry.second.Kept;
    if (!S.Rewrite) {
      ++Out.LeftAlone;
    } else if (S.Copy) {
      ++Out.Rewritten;
      NeedsAtomicRef |= S.Fn.Api != AtomicApi::Function;
      CopyPlan &Plan = Copies[S.Copy->DefBegin];
      Plan.Copy = *S.Copy;
      llvm::append_range(Plan.Edits, S.edits());
    } else {
      ++Out.Rewritten;
      NeedsAtomicRef |= S.Fn.Api != AtomicApi::Function;
      for (TextEdit E : S.edits()) {
        if (Style && E.OwnLines)
          E = onOwnLines(Original, E);
        if (llvm::Error Err = Out.Edits.add(tooling::Replacement(
                FilePath, E.Offset, E.Length, E.Text)))
          return Err;
        SiteEdits.push_back(std::move(E));
      }
    }
    Out.Sites.push_back(std::move(S));
  }
  for (auto &[Offset, Plan] : Copies)
    if (llvm::Error E = addHelperCopy(FilePath, Original, std::move(Plan),
                                      Style != nullptr, Out.Edits))
      return E;
  // A copy none of whose sites stayed rewritten (a 'warpagg: ignore'
  // comment, a profile) is not made: every call keeps the original.
  for (Site &S : Out.Sites)
    if (S.Copy && !Copies.count(S.Copy->DefBegin)) {
      S.Copy.reset();
      for (HelperCall &Call : S.HelperCalls)
        Call.CallsCopy = false;
    }
  // One include: atomic_ref.cuh includes warpagg.cuh. One the preprocessor
  // processed before the first edit is enough; another one is harmless.
  // Before ours, CUDA's 16-bit float headers the rewritten calls need
  // (rewrite/Float16Headers.h).
  unsigned FirstEdit = Out.Edits.empty() ? 0 : Out.Edits.begin()->getOffset();
  bool HasInclude =
      includedBefore(Includes, AtomicRefHeader, FirstEdit) ||
      (!NeedsAtomicRef && includedBefore(Includes, RuntimeHeader, FirstEdit));
  if (Out.Rewritten > 0 && !HasInclude) {
    tooling::Replacement Include = includeEdit(
        FilePath, Original,
        NeedsAtomicRef ? llvm::StringRef(AtomicRefHeader)
                       : runtimeHeaderFor(Out.Sites, Header),
        /*KeepLines=*/!Style, /*Declaration=*/"", float16Headers(Out.Sites));
    Out.Include = TextEdit{Include.getOffset(), Include.getLength(),
                           Include.getReplacementText().str()};
    if (llvm::Error E = Out.Edits.add(Include))
      return E;
  }

  // The include is not formatted: it keeps its line (rewrite/IncludeInserter.h).
  Out.Formatted = Style && !SiteEdits.empty();
  llvm::Expected<std::string> Text =
      Out.Formatted
          ? applyFormatted(*Style, FilePath, Original, Out.Edits,
                           formatRanges(SiteEdits))
          : tooling::applyAllReplacements(Original, Out.Edits);
  if (!Text)
    return Text.takeError();
  Out.NewText = std::move(*Text);
  return Out;
}

} // namespace warpagg
