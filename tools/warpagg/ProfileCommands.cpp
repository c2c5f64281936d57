//===- ProfileCommands.cpp - The commands that read profiles only ----------===//
//
// --show-profile and --merge-profiles parse no CUDA file: they read profiles
// (frontend/ProfileFile.h), every one before anything is printed or written,
// so that a bad one (an error naming it, exit 2) leaves nothing behind.
//
//===----------------------------------------------------------------------===//
#include "ProfileCommands.h"

#include "warpagg/Driver.h"
#include "warpagg/frontend/ProfileFile.h"
#include "warpagg/plan/ProfileDecisions.h"
#include "warpagg/report/Report.h"
#include "warpagg/rewrite/OutputFile.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <optional>

namespace warpagg {
namespace {

// The merged profiles, or none once the error is printed.
std::optional<Profile> readOrReport(const std::vector<std::string> &Paths) {
  llvm::Expected<Profile> P = readProfiles(Paths);
  if (P)
    return std::move(*P);
  printDiagnostic(llvm::errs(), "warpagg", DiagnosticLevel::Error,
                  llvm::toString(P.takeError()));
  return std::nullopt;
}

// Rows of cells, printed in columns: the first two left-aligned (the site,
// its function), the numbers right-aligned.
void printTable(const std::vector<std::vector<std::string>> &Rows,
                llvm::raw_ostream &Out) {
  std::vector<size_t> Width;
  for (const auto &Row : Rows)
    for (size_t I = 0; I < Row.size(); ++I) {
      Width.resize(std::max(Width.size(), Row.size()));
      Width[I] = std::max(Width[I], Row[I].size());
    }
  for (const auto &Row : Rows) {
    std::string Line;
    for (size_t I = 0; I < Row.size(); ++I) {
      std::string Pad(Width[I] - Row[I].size(), ' ');
      Line += (I ? "  " : "") + (I < 2 ? Row[I] + Pad : Pad + Row[I]);
    }
    Out << llvm::StringRef(Line).rtrim() << "\n";
  }
}

} // namespace

int showProfiles(const std::vector<std::string> &Paths,
                 llvm::raw_ostream &Out) {
  std::optional<Profile> P = readOrReport(Paths);
  if (!P)
    return ExitUsage;
  std::vector<std::vector<std::string>> Rows{
      {"site", "function", "executions", "peers", "lanes", "addresses",
       "uniform", "contiguous", "runs", "key span", "keys", "few warps"}};
  for (const ProfileEntry *E : P->entries()) {
    const SiteMeasurement &M = E->Counts;
    std::string Function = E->Function;
    if (!E->Call.empty())
      Function += (Function.empty() ? "" : ": ") + E->Call;
    Rows.push_back({E->File + ":" + std::to_string(E->Line), Function,
                    std::to_string(M.Executions),
                    percent(M.share(M.WithPeers)),
                    llvm::formatv("{0:f1}", M.meanLanes()).str(),
                    llvm::formatv("{0:f1}", M.meanAddresses()).str(),
                    percent(M.share(M.Uniform)),
                    percent(M.share(M.Contiguous)), percent(M.share(M.Runs)),
                    M.KeySpan ? std::to_string(M.KeySpan) : "-",
                    M.HasKeyBounds ? keyBounds(M) : "-",
                    percent(M.share(M.LowOccupancy))});
  }
  printTable(Rows, Out);
  Out << P->entries().size() << " site" << (P->entries().size() == 1 ? "" : "s")
      << " from " << P->Sources.size() << " profile"
      << (P->Sources.size() == 1 ? "" : "s")
      << "; peers: executions where a lane shared its address with another; "
         "lanes, addresses: means per warp execution; keys: the lowest and "
         "highest index into the site's table; few warps: executions in "
         "launches of at most 256 threads per SM\n";
  return ExitSuccess;
}

int mergeProfiles(const std::vector<std::string> &Paths,
                  llvm::StringRef Output) {
  std::optional<Profile> P = readOrReport(Paths);
  if (!P)
    return ExitUsage;
  if (llvm::Error E = writeOutputFile(Output, profileText(*P))) {
    printDiagnostic(llvm::errs(), "warpagg", DiagnosticLevel::Error,
                    "--merge-profiles: " + llvm::toString(std::move(E)));
    return ExitInputFailed;
  }
  return ExitSuccess;
}

} // namespace warpagg
