//===- Instrumenter.cpp ---------------------------------------------------===//
#include "warpagg/rewrite/Instrumenter.h"

#include "warpagg/rewrite/FileNameQuoting.h"
#include "warpagg/rewrite/IncludeInserter.h"
#include "llvm/ADT/STLExtras.h"
#include <map>
#include <tuple>

using namespace clang;

namespace warpagg {
namespace {

// The name of the translation unit's counter pointer, and of its table and
// registration (file-scope statics: one of each per translation unit).
constexpr const char CountsVariable[] = "wa_profile_counts";

// One call seen through every template instantiation that contains it:
// instrumented only if every instantiation can be (one edit serves all).
struct MergedCall {
  Site Kept;
  std::string Blocker; // why not, from the first view that cannot be
};

std::string blockerOf(const Site &S) {
  if (S.Instrumentable && S.TextHash.empty())
    return "the call is not one piece of the file's text (parts come from "
           "a macro), so no profile key could tell an edit of it";
  if (S.Instrumentable)
    return "";
  return S.InstrumentBlocker.empty() ? S.Reason : S.InstrumentBlocker;
}

// The site table's entry: { file, line, hash, function, call, bytes }.
std::string tableEntry(const Site &S, llvm::StringRef KeyPath) {
  return "    {" + cStringLiteral(KeyPath) + ", " + std::to_string(S.Line) +
         "u, " + cStringLiteral(S.TextHash) + ", " +
         cStringLiteral(S.EnclosingFunction) + ", " +
         cStringLiteral(cudaName(S.Fn)) + ", " +
         std::to_string(S.ElementBytes) + "u},";
}

} // namespace

void refuseHeaderSites(std::vector<Site> &Sites, llvm::StringRef Header) {
  for (Site &S : Sites) {
    S.Instrumentable = false;
    S.InstrumentBlocker =
        "in a header ('" + Header.str() +
        "'); only the input's own sites are instrumented in this version, "
        "this one keeps its atomic uncounted";
  }
}

llvm::Expected<FileRewrite>
instrumentFile(llvm::StringRef FilePath, llvm::StringRef KeyPath,
               llvm::StringRef Original, const std::vector<Site> &Matches,
               const std::vector<ProcessedInclude> &Includes) {
  std::map<std::tuple<unsigned, unsigned>, MergedCall> Calls;
  for (const Site &S : Matches) {
    auto [It, New] = Calls.try_emplace(std::make_tuple(S.Line, S.Column),
                                       MergedCall{S, blockerOf(S)});
    if (New)
      continue;
    MergedCall &M = It->second;
    if (M.Blocker.empty())
      M.Blocker = blockerOf(S);
    M.Kept.ElementBytes = std::max(M.Kept.ElementBytes, S.ElementBytes);
    // One edit serves every instantiation: the keys are counted only where
    // they all index the same table.
    if (M.Kept.TableBase != S.TableBase)
      M.Kept.TableBase.clear();
    for (const std::string &T : S.Types)
      if (!llvm::is_contained(M.Kept.Types, T))
        M.Kept.Types.push_back(T);
  }

  FileRewrite Out;
  bool Instruments = llvm::any_of(
      Calls, [](const auto &Entry) { return Entry.second.Blocker.empty(); });
  if (Instruments && llvm::any_of(Includes, [](const ProcessedInclude &I) {
        return I.Name == ProfileHeader;
      }))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        std::string("it is instrumented already (it includes <") +
            ProfileHeader + ">)");
  std::string Table;
  unsigned Index = 0;
  for (auto &Entry : Calls) {
    Site S = std::move(Entry.second.Kept);
    const std::string &Blocker = Entry.second.Blocker;
    if (!Blocker.empty()) {
      S.leaveAlone("not-instrumented", Blocker);
      ++Out.LeftAlone;
      Out.Sites.push_back(std::move(S));
      continue;
    }
    std::string Wrap = "warpagg::profile::seen(" + std::string(CountsVariable) +
                       ", " + std::to_string(Index) + "u, ";
    for (const tooling::Replacement &R :
         {tooling::Replacement(FilePath, S.PointerOffset, 0, Wrap),
          tooling::Replacement(FilePath, S.PointerOffset + S.PointerLength, 0,
                               S.TableBase.empty() ? ")"
                                                   : ", " + S.TableBase + ")")})
      if (llvm::Error E = Out.Edits.add(R))
        return E;
    Table += tableEntry(S, KeyPath) + "\n";
    S.leaveAlone("instrumented",
                 "site " + std::to_string(Index) + " of the profile, key " +
                     KeyPath.str() + ":" + std::to_string(S.Line) + " " +
                     (S.TextHash.empty() ? "(no hash)" : S.TextHash));
    ++Index;
    ++Out.Rewritten;
    Out.Sites.push_back(std::move(S));
  }
  if (Index > 0) {
    // Before the first use: the include, and the pointer the registration
    // fills (cudaMemcpyToSymbol) with the device address of the counters.
    tooling::Replacement Include = includeEdit(
        FilePath, Original, ProfileHeader, /*KeepLines=*/true,
        "static __device__ warpagg::profile::site_counts *" +
            std::string(CountsVariable) + ";");
    Out.Include = TextEdit{Include.getOffset(), Include.getLength(),
                           Include.getReplacementText().str()};
    if (llvm::Error E = Out.Edits.add(Include))
      return E;
    // After every line of the file, where no line number moves: the table
    // and the static object that registers it when the program starts.
    llvm::StringRef Newline = fileNewline(Original);
    std::string Tail;
    if (!Original.empty() && !Original.ends_with("\n") &&
        !Original.ends_with("\r"))
      Tail += Newline;
    Tail += "static const warpagg::profile::site_info wa_profile_sites[] = {\n" +
            Table + "};\n"
            "static const warpagg::profile::registration "
            "wa_profile_registration(wa_profile_sites, " +
            std::to_string(Index) + "u, &" + CountsVariable + ");\n";
    if (Newline != "\n") {
      std::string Lines;
      for (char C : Tail)
        Lines += C == '\n' ? Newline.str() : std::string(1, C);
      Tail = std::move(Lines);
    }
    if (llvm::Error E = Out.Edits.add(
            tooling::Replacement(FilePath, Original.size(), 0, Tail)))
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
