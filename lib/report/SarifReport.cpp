//===- SarifReport.cpp - The decisions as a SARIF 2.1.0 log ---------------===//
//
// One run. One result per site: ruleId is the site's code (reasonCodes(),
// each rule with a helpUri at docs/reason-codes.md), level
// "warning" for a site rewritten (or, previewing, rewritable) and "note"
// for one left alone, the call's place as a physicalLocation with a region,
// the enclosing function as a logicalLocation, and for a rewrite its edits
// as a fix (artifactChanges with replacements), the runtime #include
// included; every file once in run.artifacts, the files not parsed (or
// compiled unchanged) as the invocation's notifications: GitHub code
// scanning and IDE SARIF viewers read this.
//
//===----------------------------------------------------------------------===//
#include "warpagg/report/Report.h"

#include "warpagg/report/ReasonCodes.h"
#include "warpagg/support/PercentEncoding.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace warpagg {
namespace {

using llvm::json::Array;
using llvm::json::Object;

// Files under the working directory are named relative to %SRCROOT% (the
// form code scanning maps onto the repository), others by absolute URI.
class Artifacts {
public:
  Artifacts() {
    llvm::SmallString<256> Cwd;
    if (!llvm::sys::fs::current_path(Cwd))
      Root = std::string(Cwd) + "/";
  }
  Object location(llvm::StringRef File) const {
    if (!Root.empty() && File.starts_with(Root))
      return Object{{"uri", percentEncoded(File.drop_front(Root.size()))},
                    {"uriBaseId", "SRCROOT"}};
    return Object{{"uri", "file://" + percentEncoded(File)}};
  }
  Object baseIds() const {
    if (Root.empty())
      return Object{};
    return Object{{"SRCROOT", Object{{"uri", "file://" + percentEncoded(Root)}}}};
  }

private:
  std::string Root;
};

Object region(const TextRegion &R) {
  Object O{{"startLine", R.StartLine}, {"startColumn", R.StartColumn}};
  if (R.EndLine) {
    O["endLine"] = R.EndLine;
    O["endColumn"] = R.EndColumn;
  }
  return O;
}

// Each file once, in run.artifacts; locations point at it by index.
class ArtifactTable {
public:
  explicit ArtifactTable(const Artifacts &Where) : Where(Where) {}
  Object location(llvm::StringRef File) {
    auto [It, New] = Index.try_emplace(File.str(), List.size());
    if (New)
      List.push_back(Object{{"location", Where.location(File)}});
    Object L = Where.location(File);
    L["index"] = It->second;
    return L;
  }
  Array take() { return std::move(List); }

private:
  const Artifacts &Where;
  std::map<std::string, unsigned> Index;
  Array List;
};

Object result(const SiteRecord &S, ArtifactTable &Files, unsigned RuleIndex) {
  Object Location{
      {"physicalLocation", Object{{"artifactLocation", Files.location(S.File)},
                                  {"region", region(S.Region)}}}};
  if (!S.EnclosingFunction.empty())
    Location["logicalLocations"] = Array{Object{
        {"fullyQualifiedName", S.EnclosingFunction}, {"kind", "function"}}};
  Object Properties{{"decision", S.Rewritten ? "rewritten" : "left alone"},
                    {"atomic", S.Function},
                    {"types", Array(S.Types)},
                    {"kernel", S.InKernel},
                    {"kernels", Array(S.Kernels)}};
  if (S.Rewritten) {
    Properties["replacement"] = S.Replacement;
    Properties["strategy"] = S.Strategy;
  }
  if (S.Group)
    Properties["group"] = S.Group->Variable;
  if (S.Profile)
    Properties["profile"] = toJSON(*S.Profile);
  if (!S.Origins.empty())
    Properties["origins"] = Array(S.Origins);
  Object R{{"ruleId", S.Code},
           {"ruleIndex", RuleIndex},
           {"level", S.Rewritten ? "warning" : "note"},
           {"message",
            Object{{"text", S.Profile ? S.Message + " (profile: " +
                                            S.Profile->Note + ")"
                                      : S.Message}}},
           {"locations", Array{std::move(Location)}},
           {"properties", std::move(Properties)}};
  if (S.Rewritten && !S.Fix.empty()) {
    Array Replacements;
    for (const RecordedEdit &E : S.Fix)
      Replacements.push_back(
          Object{{"deletedRegion", region(E.Deleted)},
                 {"insertedContent", Object{{"text", E.Inserted}}}});
    R["fixes"] = Array{Object{
        {"description", Object{{"text", S.FixDescription}}},
        {"artifactChanges",
         Array{Object{{"artifactLocation", Files.location(S.File)},
                      {"replacements", std::move(Replacements)}}}}}};
  }
  return R;
}

// A file the run could not rewrite, as a notification of the invocation.
Object notification(const FileRecord &F, ArtifactTable &Files) {
  std::string Text = "'" + F.Path + "' " + fileStatusName(F.Status).str() +
                     (F.Error.empty() ? "" : ": " + F.Error);
  Object Physical{{"artifactLocation", Files.location(F.Path)}};
  Object Location{{"physicalLocation", std::move(Physical)}};
  return Object{
      {"level", F.Status == FileStatus::NotParsed ? "error" : "warning"},
      {"message", Object{{"text", std::move(Text)}}},
      {"locations", Array{std::move(Location)}}};
}

} // namespace

void writeSarifReport(const RunReport &Report, llvm::raw_ostream &OS) {
  // The rules: every known code, then any other a site carries; each points
  // at docs/reason-codes.md.
  Array Rules;
  std::map<std::string, unsigned> RuleIndex;
  auto AddRule = [&](llvm::StringRef Code, llvm::StringRef Description,
                     bool Rewrite) {
    if (!RuleIndex.emplace(Code.str(), Rules.size()).second)
      return;
    Rules.push_back(Object{{"id", Code},
                           {"name", Code},
                           {"shortDescription", Object{{"text", Description}}},
                           {"helpUri", reasonCodesHelpUri()},
                           {"defaultConfiguration",
                            Object{{"level", Rewrite ? "warning" : "note"}}}});
  };
  for (const ReasonCode &R : reasonCodes())
    AddRule(R.Code, R.Description, R.Rewrite);
  for (const SiteRecord &S : Report.Sites)
    AddRule(S.Code, describeCode(S.Code), S.Rewritten);

  Artifacts Where;
  ArtifactTable Files(Where);
  Array Results;
  for (const SiteRecord &S : Report.Sites)
    Results.push_back(result(S, Files, RuleIndex[S.Code]));
  Array Notifications;
  for (const FileRecord &F : Report.Files)
    if (F.Status != FileStatus::Rewritten && F.Status != FileStatus::Unchanged)
      Notifications.push_back(notification(F, Files));
  Object Driver{{"name", "warpagg"},
                {"version", "0.1.0"},
                {"semanticVersion", "0.1.0"},
                {"informationUri", reasonCodesHelpUri().substr(
                                       0, reasonCodesHelpUri().find('#'))},
                {"rules", std::move(Rules)}};
  Object Run{{"tool", Object{{"driver", std::move(Driver)}}},
             {"columnKind", "unicodeCodePoints"},
             {"invocations",
              Array{Object{{"executionSuccessful", true},
                           {"toolExecutionNotifications",
                            std::move(Notifications)}}}},
             {"artifacts", Files.take()},
             {"results", std::move(Results)}};
  Object Bases = Where.baseIds();
  if (!Bases.empty())
    Run["originalUriBaseIds"] = std::move(Bases);
  Object Log{{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
             {"version", "2.1.0"},
             {"runs", Array{std::move(Run)}}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Log))) << "\n";
}

} // namespace warpagg
