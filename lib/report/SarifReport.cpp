//===- SarifReport.cpp - The decisions as a SARIF 2.1.0 log ---------------===//
//
// One result per site: ruleId is the site's code (reasonCodes()), level
// "warning" for a site rewritten (or, previewing, rewritable) and "note"
// for one left alone, the call's place as a physicalLocation with a region,
// the enclosing function as a logicalLocation, and for a rewrite its edits
// as a fix (artifactChanges with replacements), the runtime #include
// included: GitHub code scanning and IDE SARIF viewers read this.
//
//===----------------------------------------------------------------------===//
#include "warpagg/report/Report.h"

#include "warpagg/report/LineIndex.h"
#include "warpagg/report/ReasonCodes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace warpagg {
namespace {

using llvm::json::Array;
using llvm::json::Object;

// An RFC 3986 path: unreserved characters and '/' as they are, the rest
// percent-encoded.
std::string uriPath(llvm::StringRef Path) {
  std::string Out;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C))
      Out += C;
    else
      Out += "%" + llvm::utohexstr(C, /*LowerCase=*/false, /*Width=*/2);
  }
  return Out;
}

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
      return Object{{"uri", uriPath(File.drop_front(Root.size()))},
                    {"uriBaseId", "SRCROOT"}};
    return Object{{"uri", "file://" + uriPath(File)}};
  }
  Object baseIds() const {
    if (Root.empty())
      return Object{};
    return Object{{"SRCROOT", Object{{"uri", "file://" + uriPath(Root)}}}};
  }

private:
  std::string Root;
};

// SARIF's default columns count Unicode code points; the sites' count bytes.
unsigned codePointColumn(const LineIndex &Lines, unsigned Offset) {
  unsigned Line = Lines.lineOf(Offset);
  llvm::StringRef Before =
      Lines.line(Line).take_front(Offset - Lines.startOf(Line));
  return 1 + llvm::count_if(Before,
                            [](unsigned char C) { return (C & 0xC0) != 0x80; });
}

Object region(const LineIndex &Lines, unsigned Begin, unsigned End) {
  return Object{{"startLine", Lines.lineOf(Begin)},
                {"startColumn", codePointColumn(Lines, Begin)},
                {"endLine", Lines.lineOf(End)},
                {"endColumn", codePointColumn(Lines, End)}};
}

Object replacement(const LineIndex &Lines, const TextEdit &E) {
  return Object{{"deletedRegion", region(Lines, E.Offset, E.Offset + E.Length)},
                {"insertedContent", Object{{"text", E.Text}}}};
}

Object result(const Site &S, const ReportedFile *File, const Artifacts &Where,
              unsigned RuleIndex) {
  Object Region{{"startLine", S.Line}, {"startColumn", S.Column}};
  std::optional<LineIndex> Lines;
  if (File && S.Line <= LineIndex(File->Text).lines()) {
    Lines.emplace(File->Text);
    unsigned Start = Lines->startOf(S.Line) + S.Column - 1;
    Region["startColumn"] = codePointColumn(*Lines, Start);
    // A rewritten function call: the callee's name, the bytes it replaces.
    if (S.Rewrite && S.Fn.Api == AtomicApi::Function)
      Region = region(*Lines, S.CalleeOffset, S.CalleeOffset + S.CalleeLength);
  }
  Object Location{
      {"physicalLocation", Object{{"artifactLocation", Where.location(S.File)},
                                  {"region", std::move(Region)}}}};
  if (!S.EnclosingFunction.empty())
    Location["logicalLocations"] = Array{Object{
        {"fullyQualifiedName", S.EnclosingFunction}, {"kind", "function"}}};
  Object Properties{
      {"decision", S.Rewrite ? "rewritten" : "left alone"},
      {"atomic", cudaName(S.Fn)},
      {"types", Array(S.Types)},
      {"kernel", S.InKernel},
      {"kernels", S.InKernel ? Array{S.EnclosingFunction} : Array(S.Kernels)}};
  if (S.Rewrite) {
    Properties["replacement"] = S.emittedCallee();
    Properties["strategy"] = S.Strategy;
  }
  if (S.Rewrite && S.Group)
    Properties["group"] = S.Group->Variable;
  llvm::StringRef Code = reportedCode(S);
  Object R{{"ruleId", Code},
           {"ruleIndex", RuleIndex},
           {"level", S.Rewrite ? "warning" : "note"},
           {"message", Object{{"text", siteMessage(S)}}},
           {"locations", Array{std::move(Location)}},
           {"properties", std::move(Properties)}};
  if (S.Rewrite && Lines) {
    Array Replacements;
    if (File->Include)
      Replacements.push_back(replacement(*Lines, *File->Include));
    for (const TextEdit &E : S.edits())
      Replacements.push_back(replacement(*Lines, E));
    std::string What = S.Group
                           ? "Fuse into " + S.Group->Variable +
                                 " (apply with the fixes of its other sites)"
                           : "Call " + S.emittedCallee();
    R["fixes"] = Array{
        Object{{"description", Object{{"text", What}}},
               {"artifactChanges",
                Array{Object{{"artifactLocation", Where.location(S.File)},
                             {"replacements", std::move(Replacements)}}}}}};
  }
  return R;
}

} // namespace

void writeSarifReport(const std::vector<Site> &Sites,
                      const ReportedFiles &Files, llvm::raw_ostream &OS) {
  // The rules: every known code, then any other a site carries.
  Array Rules;
  std::map<std::string, unsigned> RuleIndex;
  auto AddRule = [&](llvm::StringRef Code, llvm::StringRef Description,
                     bool Rewrite) {
    if (!RuleIndex.emplace(Code.str(), Rules.size()).second)
      return;
    Rules.push_back(Object{{"id", Code},
                           {"name", Code},
                           {"shortDescription", Object{{"text", Description}}},
                           {"defaultConfiguration",
                            Object{{"level", Rewrite ? "warning" : "note"}}}});
  };
  for (const ReasonCode &R : reasonCodes())
    AddRule(R.Code, R.Description, R.Rewrite);
  for (const Site &S : Sites)
    AddRule(reportedCode(S), describeCode(reportedCode(S)), S.Rewrite);

  Artifacts Where;
  Array Results;
  for (const Site &S : Sites) {
    auto File = Files.find(S.File);
    Results.push_back(result(S, File == Files.end() ? nullptr : &File->second,
                             Where, RuleIndex[reportedCode(S).str()]));
  }
  Object Driver{{"name", "warpagg"},
                {"version", "0.1.0"},
                {"semanticVersion", "0.1.0"},
                {"rules", std::move(Rules)}};
  Object Run{{"tool", Object{{"driver", std::move(Driver)}}},
             {"columnKind", "unicodeCodePoints"},
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
