//===- FileRewriter.cpp ---------------------------------------------------===//
#include "warpagg/FileRewriter.h"

#include "warpagg/IncludeInserter.h"
#include "warpagg/SourceDirectives.h"
#include <map>
#include <tuple>

using namespace clang;

namespace warpagg {
namespace {

// One call site seen through several template instantiations.
void mergeInto(Site &Kept, const Site &Other) {
  if (!Kept.Rewrite)
    return;
  if (!Other.Rewrite) {
    Kept = Other;
    if (Other.ReasonCode != "ignored")
      Kept.Reason = "one instantiation of this template blocks it: " +
                    Other.Reason;
    return;
  }
  if (Other.replacement() != Kept.replacement())
    Kept.leaveAlone("template-conflict",
                    "template instantiations need different rewrites ('" +
                        Kept.replacement() + "' and '" + Other.replacement() +
                        "')");
}

} // namespace

llvm::Expected<FileRewrite> rewriteFile(llvm::StringRef FilePath,
                                        llvm::StringRef Original,
                                        std::vector<Site> Matches) {
  SourceDirectives Directives = SourceDirectives::parse(Original);
  std::map<std::tuple<unsigned, unsigned>, Site> ByLocation;
  for (Site &S : Matches) {
    Directives.apply(S);
    auto Key = std::make_tuple(S.Line, S.Column);
    auto [It, Inserted] = ByLocation.try_emplace(Key, S);
    if (!Inserted)
      mergeInto(It->second, S);
  }

  FileRewrite Out;
  Out.DirectiveProblems = Directives.problems();
  for (auto &Entry : ByLocation) {
    Site &S = Entry.second;
    if (!S.Rewrite) {
      ++Out.LeftAlone;
    } else {
      ++Out.Rewritten;
      tooling::Replacement Edit(FilePath, S.CalleeOffset, S.CalleeLength,
                                S.replacement());
      if (llvm::Error E = Out.Edits.add(Edit))
        return E;
    }
    Out.Sites.push_back(std::move(S));
  }
  if (Out.Rewritten > 0 && !includesRuntimeHeader(Original))
    if (llvm::Error E = Out.Edits.add(runtimeIncludeEdit(FilePath, Original)))
      return E;

  llvm::Expected<std::string> Text =
      tooling::applyAllReplacements(Original, Out.Edits);
  if (!Text)
    return Text.takeError();
  Out.NewText = std::move(*Text);
  return Out;
}

} // namespace warpagg
