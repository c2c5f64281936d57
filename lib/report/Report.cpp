//===- Report.cpp ---------------------------------------------------------===//
#include "warpagg/report/Report.h"

#include "warpagg/plan/Privatization.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include <map>

namespace warpagg {

// "fused 4 sites (lines 12, 13, 14, 15) keyed by 'c' into wa_group_12: one
// peer discovery, one combined reduction, one leader".
std::string groupSummary(const GroupSlot &G) {
  std::string Lines;
  for (unsigned L : G.Lines)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
  std::string Key = G.Key.empty() ? "the same address in every lane (no "
                                    "discovery)"
                                  : "keyed by '" + G.Key + "'";
  if (G.LikelyUniform)
    Key += ", the same in every lane of an iteration";
  return "fused " + std::to_string(G.size()) + " sites (lines " + Lines + ") " +
         Key + " into " + G.Variable +
         (G.Key.empty() ? ": one combined reduction, one leader"
          : G.LikelyUniform && !G.loopMask().empty()
              ? ": one combined reduction, one leader (its commits meet the "
                "loop's lanes at one iteration: no check)"
          : G.LikelyUniform
              ? ": one check that the lanes agree (a peer discovery only if "
                "not), one combined reduction, one leader"
              : ": one peer discovery, one combined reduction, one "
                "leader") +
         (G.keyed() ? "; the addresses computed from the key where they "
                      "are issued"
                    : "") +
         (G.InStep ? "; its loop run in step by the warp (a lane where '" +
                         G.InStep->Term +
                         "' is false skips each iteration's body instead "
                         "of leaving" +
                         (G.loopMask().empty()
                              ? std::string(")")
                              : "; the lanes that enter after the block's "
                                "barrier are read once, as " +
                                    G.loopMask() + ")")
                   : "");
}

void printDiagnostic(llvm::raw_ostream &OS, llvm::StringRef Where,
                     DiagnosticLevel Level, const llvm::Twine &Message) {
  // clang's TextDiagnostic colours.
  static constexpr struct {
    const char *Name;
    llvm::raw_ostream::Colors Color;
  } Levels[] = {{"remark", llvm::raw_ostream::BLUE},
                {"note", llvm::raw_ostream::BLACK},
                {"warning", llvm::raw_ostream::MAGENTA},
                {"error", llvm::raw_ostream::RED}};
  const auto &L = Levels[static_cast<int>(Level)];
  OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << Where << ": ";
  OS.changeColor(L.Color, /*Bold=*/true);
  OS << L.Name << ": ";
  OS.resetColor();
  if (Level != DiagnosticLevel::Note)
    OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << Message;
  OS.resetColor();
  OS << "\n";
}

std::string siteMessage(const Site &S) {
  if (S.ReasonCode == "instrumented")
    return "instrumented: keeps " + cudaName(S.Fn) +
           ", counts its warps' addresses (" + S.Reason + ") [" +
           cudaName(S.Fn) + "]";
  if (S.ReasonCode == "not-instrumented")
    return "not instrumented: " + S.Reason + " [" + cudaName(S.Fn) + "]";
  if (!S.Rewrite)
    return "left alone: " +
           (S.Wrapper.empty() ? "" : "a call of " + S.atomicDescription() +
                                         ": ") +
           S.Reason + " [" + cudaName(S.Fn) + "]";
  // A privatized site that keeps its call changes only the table it adds
  // into: name that, not the same call twice ("rewrote atomicAdd as
  // atomicAdd").
  std::string How = S.Private && S.Private->KeepCallee
                        ? " into block-private " + S.Private->Variable
                        : " as " + S.emittedCallee();

  std::string Message = "rewrote " + S.atomicDescription() + How + " (" +
                        S.typeList() + ", result " +
                        (S.passesResultDiscarded()
                             ? "returned by " + S.ResultDroppedBy +
                                   ", whose every call drops it: the reduce "
                                   "form"
                         : S.ResultUsed ? "used"
                                        : "unused");
  if (!S.StrategyWhy.empty() && !S.Group)
    Message += "; " + S.Strategy + " strategy: " + S.StrategyWhy;
  Message += ")";
  if (S.Copy)
    Message += " in " + S.Copy->Name + ", the copy of " + S.Copy->Helper +
               " that its gaining calls call; the original keeps " +
               cudaName(S.Fn);
  return Message;
}

// "privatized atomicAdd: 'hist' -> block-private wa_priv_hist (256 x
// unsigned, 1024 bytes of shared memory per block; keys: unsigned char key),
// flushed once per block".
std::string privateSummary(const Site &S) {
  const PrivateSlot &P = *S.Private;
  std::string Callee = P.KeepCallee ? "" : " as " + S.emittedCallee();
  return "privatized " + cudaName(S.Fn) + Callee + " in kernel '" + P.Kernel +
         "': '" + P.Table + "' -> block-private " + P.Variable + " (" +
         std::to_string(P.Entries) + " x " + P.ElementType + ", " +
         std::to_string(P.Bytes) + " bytes of shared memory per block; keys: " +
         P.KeyWhy + "), flushed once per block";
}

std::vector<std::pair<std::string, std::string>>
helperCallNotes(const Site &S) {
  std::vector<std::pair<std::string, std::string>> Notes;
  if (!S.HelperNote.empty())
    Notes.push_back({S.File + ":" + std::to_string(S.Line) + ":" +
                         std::to_string(S.Column),
                     S.HelperNote});
  for (const HelperCall &Call : S.HelperCalls) {
    std::string Where = Call.File + ":" + std::to_string(Call.Line) + ":" +
                        std::to_string(Call.Column);
    std::string Which =
        !S.Copy          ? "at this call"
        : Call.CallsCopy ? "this call goes to " + S.Copy->Name
                         : "this call keeps the original " + S.Copy->Helper;
    std::string In = Call.Caller.empty() ? "" : " (in '" + Call.Caller + "')";
    Notes.push_back({Where, Which + In + ", " + cudaName(S.Fn) + " on line " +
                                std::to_string(S.Line) + ": " + Call.Why});
  }
  return Notes;
}

namespace {

bool isPrivatizedKey(const std::string &Key) {
  return Key.rfind("privatized", 0) == 0;
}

// Privatization's refusals worth a note in the text report.
bool notesNotPrivatized(const Site &S) {
  return !S.Private && !isQuietPrivatizationCode(S.NotPrivatizedCode);
}

} // namespace

void printSiteDiagnostic(const Site &S, llvm::raw_ostream &OS) {
  std::string Where = S.File + ":" + std::to_string(S.Line) + ":" +
                      std::to_string(S.Column);
  // What a profile measured and did, beside the decision it shaped.
  auto ProfileNote = [&] {
    if (!S.ProfileNote.empty())
      printDiagnostic(OS, Where, DiagnosticLevel::Note,
                      "profile: " + S.ProfileNote);
  };
  if (S.Private) {
    printDiagnostic(OS, Where, DiagnosticLevel::Remark, privateSummary(S));
    ProfileNote();
    return;
  }
  if (notesNotPrivatized(S))
    printDiagnostic(OS, Where, DiagnosticLevel::Note,
                    S.NotPrivatizedWhy + " [" + S.NotPrivatizedCode + "]");
  bool Instrumenting =
      S.ReasonCode == "instrumented" || S.ReasonCode == "not-instrumented";
  printDiagnostic(OS, Where,
                  S.Rewrite || Instrumenting ? DiagnosticLevel::Remark
                                             : DiagnosticLevel::Note,
                  siteMessage(S));
  ProfileNote();
  for (const auto &[At, Note] : helperCallNotes(S))
    printDiagnostic(OS, At, DiagnosticLevel::Note, Note);
  if (!S.Rewrite)
    return;
  if (!S.FallbackTypes.empty()) {
    bool One = S.FallbackTypes.size() == 1;
    Site Fallback; // for its type list
    Fallback.Types = S.FallbackTypes;
    printDiagnostic(OS, Where, DiagnosticLevel::Note,
                    std::string("aggregated only where the runtime has the "
                                "type; the ") +
                        (One ? "instantiation" : "instantiations") + " for " +
                        Fallback.typeList() + " still call" + (One ? "s" : "") +
                        " the " + cudaName(S.Fn) + " overload " +
                        (One ? "it" : "they") + " resolved to, as before");
  }
  if (S.Group && S.Group->Slot == 0)
    printDiagnostic(OS, Where, DiagnosticLevel::Remark,
                    groupSummary(*S.Group));
  if (!S.Group && !S.NotFusedWhy.empty())
    printDiagnostic(OS, Where, DiagnosticLevel::Note,
                    "rewritten on its own, " + S.NotFusedWhy);
  if (!S.AddressSpaceUnknownWhy.empty())
    printDiagnostic(OS, Where, DiagnosticLevel::Note,
                    "address space unknown: " + S.AddressSpaceUnknownWhy +
                        "; rewritten as for global memory (correct in any "
                        "space; where it is shared memory the plain atomic "
                        "may be as fast)");
  if (S.costsInGridStrideLoop())
    printDiagnostic(
        OS, Where, DiagnosticLevel::Note,
        std::string("in a grid-stride loop: where a launch runs it with fewer "
                    "than 2048 threads per SM (a persistent-style launch) the "
                    "plain atomic is nearly free, ") +
            (S.Group || (S.Strategy != "adaptive" && !S.Strategy.empty())
                 ? "and this rewrite can cost up to 2x it"
                 : "the adaptive strategy then issues it after one compare, "
                   "and the rewrite can still cost 3-11%") +
            "; measure, and keep the atomic with '// warpagg: ignore' (or "
            "all such with --grid-stride=leave) if so");
}

void writeReport(ReportFormat Format, const RunReport &Report,
                 llvm::raw_ostream &OS) {
  switch (Format) {
  case ReportFormat::Text:
    return;
  case ReportFormat::Json:
    return writeJsonReport(Report, OS);
  case ReportFormat::Sarif:
    return writeSarifReport(Report, OS);
  case ReportFormat::Html:
    return writeHtmlReport(Report, OS);
  }
}

void writeJsonReport(const RunReport &Report, llvm::raw_ostream &OS) {
  llvm::json::Array Records;
  for (const SiteRecord &S : Report.Sites)
    Records.push_back(toJSON(S));
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Records))) << "\n";
}

void printStats(const std::vector<Site> &Sites, llvm::raw_ostream &OS) {
  std::map<std::string, unsigned> Rewritten, LeftAlone, ByFunction;
  unsigned NumRewritten = 0, InGridStrideLoops = 0, Groups = 0, Fused = 0;
  // Privatization, per table (kernel and table name).
  std::map<std::string, std::string> Tables; // table -> "" or refusal code
  bool NotableTable = false;
  for (const Site &S : Sites) {
    if (S.Private)
      Tables[S.File + ":" + S.Private->Kernel + ":" + S.Private->Table] = "";
    else if (!S.NotPrivatizedCode.empty())
      Tables[S.File + ":" + S.NotPrivatizedWhy.substr(
                                0, S.NotPrivatizedWhy.find(" not privatized"))] =
          S.NotPrivatizedCode;
    NotableTable |= S.Private || notesNotPrivatized(S);
  }
  for (const Site &S : Sites) {
    ++ByFunction[cudaName(S.Fn)];
    InGridStrideLoops += S.costsInGridStrideLoop();
    if (S.Private) {
      ++NumRewritten;
      ++Rewritten["privatized (block-private table)"];
    } else if (S.Rewrite && S.Group) {
      ++NumRewritten;
      ++Fused;
      Groups += S.Group->Slot == 0;
    } else if (S.Rewrite) {
      ++NumRewritten;
      ++Rewritten[S.Strategy];
    } else {
      ++LeftAlone[S.ReasonCode];
    }
  }
  OS << "warpagg stats: " << Sites.size() << " candidate sites\n";
  OS << "  rewritten: " << NumRewritten << "\n";
  for (auto &[Strategy, N] : Rewritten)
    OS << "    " << (isPrivatizedKey(Strategy) ? "" : "strategy ") << Strategy
       << ": " << N << "\n";
  if (Fused)
    OS << "    fused: " << Fused << " in " << Groups << " group"
       << (Groups == 1 ? "" : "s") << "\n";
  if (InGridStrideLoops)
    OS << "    in grid-stride loops (noted): " << InGridStrideLoops << "\n";
  OS << "  left alone: " << Sites.size() - NumRewritten << "\n";
  for (auto &[Code, N] : LeftAlone)
    OS << "    " << Code << ": " << N << "\n";
  if (NotableTable) {
    std::map<std::string, unsigned> Refused;
    unsigned Privatized = 0;
    for (auto &[Table, Code] : Tables)
      Code.empty() ? ++Privatized : ++Refused[Code];
    OS << "  tables privatized: " << Privatized << "\n";
    OS << "  tables not privatized: " << Tables.size() - Privatized << "\n";
    for (auto &[Code, N] : Refused)
      OS << "    " << Code << ": " << N << "\n";
  }
  OS << "  by function:\n";
  for (auto &[Function, N] : ByFunction)
    OS << "    " << Function << ": " << N << "\n";
}

} // namespace warpagg
