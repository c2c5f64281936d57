//===- Report.h - Tell the user what was decided for each site -------------===//
#ifndef WARPAGG_REPORT_H
#define WARPAGG_REPORT_H

#include "warpagg/Site.h"
#include "warpagg/report/ReportRecord.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// A file the reported sites are in, as the machine-readable reports need
/// it: its text (regions, the lines around a site) and the runtime include
/// the rewrite adds to it, if any (part of every fix in it).
struct ReportedFile {
  std::string Text;
  std::optional<TextEdit> Include;
  /// With a format style (rewrite/EditFormatting.h): the file's whole change,
  /// formatted. Each site's fix and proposed lines are then the parts of it
  /// that its own edits touch, so that reports show what the file gets.
  std::optional<std::vector<TextEdit>> FormattedChange;
};
using ReportedFiles = std::map<std::string, ReportedFile>; ///< by Site::File

/// What the report says of \p S: "rewrote atomicAdd as ... (int, result
/// unused)", "left alone: <reason> [atomicAdd]".
std::string siteMessage(const Site &S);

/// The remark of a fused group's first site: "fused 4 sites (lines ...)
/// keyed by 'c' into wa_group_12: ...".
std::string groupSummary(const GroupSlot &G);

/// For a site of a helper decided per call site (plan/HelperCopies.h): a
/// note per call ("<file>:<line>:<col>" and what it says), which version
/// of the helper it calls and why, and the note saying why the calls share
/// one version though they differ.
std::vector<std::pair<std::string, std::string>>
helperCallNotes(const Site &S);

/// A privatized site's table, copy and key range, as said in its remark:
/// "privatized atomicAdd in kernel 'k': 'hist' -> block-private ...".
std::string privateSummary(const Site &S);

/// One line in clang's diagnostic format: a remark for a rewrite, a note
/// with the reason for a site left alone; in clang's colours where \p OS
/// has colours enabled.
void printSiteDiagnostic(const Site &S, llvm::raw_ostream &OS);

enum class DiagnosticLevel { Remark, Note, Warning, Error };

/// "<where>: <level>: <message>", coloured like clang's where \p OS has
/// colours enabled (the place bold, the level in its colour, the message
/// bold except a note's). \p Where: "file:line:col", or "warpagg" for the
/// tool's own messages.
void printDiagnostic(llvm::raw_ostream &OS, llvm::StringRef Where,
                     DiagnosticLevel Level, const llvm::Twine &Message);

// The machine-readable reports, written from a run's records or from many
// runs' merged (report/ReportRecord.h).

enum class ReportFormat { Text, Json, Sarif, Html };

/// \p Report in \p Format (Text: nothing; the remarks are printed as the
/// run goes).
void writeReport(ReportFormat Format, const RunReport &Report,
                 llvm::raw_ostream &OS);

/// A JSON array with one object per site: file, line, column, function
/// ("atomicAdd_block", "cuda::atomic_ref::fetch_add"), type (the value types
/// of every instantiation, comma-separated), types (the same as an array),
/// result_used, decision, code, reason_code, reason, message, replacement,
/// strategy, enclosing_function, kernel (whether that is a __global__),
/// kernels (the kernels of its translation unit that reach it), region,
/// source (the lines around it) and, rewritten, fix and proposed.
void writeJsonReport(const RunReport &Report, llvm::raw_ostream &OS);

/// A SARIF 2.1.0 log (report/SarifReport.cpp).
void writeSarifReport(const RunReport &Report, llvm::raw_ostream &OS);

/// One self-contained HTML page (report/HtmlReport.cpp).
void writeHtmlReport(const RunReport &Report, llvm::raw_ostream &OS);

/// Counts by decision, by strategy and reason, and by function.
void printStats(const std::vector<Site> &Sites, llvm::raw_ostream &OS);

} // namespace warpagg

#endif
