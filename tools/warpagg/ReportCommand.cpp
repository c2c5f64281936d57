//===- ReportCommand.cpp - `warpagg report DIR`: one report of many runs ---===//
//
// Reads every record (`--record`, or the compiler launcher's, one per
// compile) under a directory, merges them (ReportRecord.h: a file decided
// the same way by several runs appears once) and writes one report. Every
// record is read before anything is written: a bad one is an error naming
// it (exit 2), and no report is written then.
//
//===----------------------------------------------------------------------===//
#include "ReportCommand.h"

#include "warpagg/Driver.h"
#include "warpagg/report/Report.h"
#include "warpagg/report/ReportRecord.h"
#include "warpagg/rewrite/OutputFile.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace warpagg {
namespace {

const char Overview[] = R"(warpagg report: one report of many runs' records

Reads every report record under DIR (files named *.record.json, in
subdirectories too, never through a symbolic link to a directory): those
of `warpagg --record=FILE` runs, or the ones the compiler launcher writes
for each compile into the build's report directory (WARPAGG_REPORT_DIR, or
warpagg-launch --report-dir=DIR; the CMake package sets
<build>/warpagg-report). Merges them: a file that several runs decided
the same way (a source compiled by two targets, a header included by many
sources) appears once; one decided in several ways (different flags) once
per distinct set of decisions, each site naming the runs behind it. Writes
one report: SARIF 2.1.0 (one run, for GitHub code scanning), an HTML page
(an index of the files, the proposed rewrite beside each rewritten site) or
JSON (one object per site, as --report=json).

A record that cannot be read or is not a warpagg record (not a regular
file, over 64 MiB, nested over 64 levels) is an error naming it: exit 2,
and nothing is written.

Example:
  warpagg report build/warpagg-report --format=sarif -o warpagg.sarif
)";

int usage(const Twine &Message) {
  printDiagnostic(errs(), "warpagg report", DiagnosticLevel::Error, Message);
  errs() << "Run 'warpagg report --help' for usage.\n";
  return ExitUsage;
}

} // namespace

int runReportCommand(int Argc, const char **Argv) {
  // Coloured only on a terminal, as warpagg's own messages.
  errs().enable_colors(errs().has_colors());
  // The rewriting options are not this command's: only its own are parsed
  // and listed by --help.
  cl::ResetCommandLineParser();
  static cl::OptionCategory Category("warpagg report options");
  static cl::opt<std::string> Directory(
      cl::Positional, cl::desc("<directory of records>"), cl::Required,
      cl::cat(Category));
  static cl::opt<ReportFormat> Format(
      "format", cl::desc("The report's format (default: sarif)"),
      cl::values(clEnumValN(ReportFormat::Sarif, "sarif",
                            "SARIF 2.1.0: one run, every file once in its "
                            "artifacts, rules linking to the reason codes"),
                 clEnumValN(ReportFormat::Html, "html",
                            "one self-contained page: an index of the files, "
                            "each site with its lines and proposed rewrite"),
                 clEnumValN(ReportFormat::Json, "json",
                            "a JSON array, one object per site")),
      cl::init(ReportFormat::Sarif), cl::cat(Category));
  static cl::opt<std::string> Output(
      "o", cl::desc("Write the report here (default: standard output); "
                    "replaced whole or not at all"),
      cl::value_desc("file"), cl::cat(Category));
  cl::HideUnrelatedOptions(Category);
  std::string Command = std::string(Argv[0]) + " report";
  std::vector<const char *> Args = {Command.c_str()};
  Args.insert(Args.end(), Argv + 2, Argv + Argc);
  std::string Errors;
  raw_string_ostream ErrorStream(Errors);
  if (!cl::ParseCommandLineOptions(static_cast<int>(Args.size()), Args.data(),
                                   Overview, &ErrorStream))
    return usage(StringRef(Errors).trim().drop_while([](char C) {
      return C != ':'; // cl's "<program>: " before its message
    }).drop_front(2));

  Expected<std::vector<std::string>> Records = findRecords(Directory);
  if (!Records)
    return usage(toString(Records.takeError()));
  std::vector<RunReport> Runs;
  for (const std::string &Path : *Records) {
    Expected<RunReport> Run = readRecord(Path);
    if (!Run) {
      printDiagnostic(errs(), "warpagg report", DiagnosticLevel::Error,
                      toString(Run.takeError()) + "; no report written");
      return ExitUsage;
    }
    Runs.push_back(std::move(*Run));
  }
  if (Runs.empty())
    errs() << "warpagg report: warning: no records (*.record.json) in '"
           << Directory << "'\n";
  RunReport Merged = mergeReports(std::move(Runs));
  std::string Text;
  raw_string_ostream OS(Text);
  writeReport(Format, Merged, OS);
  if (Output.empty() || Output == "-") {
    outs() << Text;
    outs().flush();
    return outs().has_error() ? ExitInputFailed : ExitSuccess;
  }
  if (Error E = writeOutputFile(Output, Text)) {
    printDiagnostic(errs(), "warpagg report", DiagnosticLevel::Error,
                    toString(std::move(E)));
    return ExitInputFailed;
  }
  return ExitSuccess;
}

} // namespace warpagg
