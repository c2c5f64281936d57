//===- ReportRecord.h - What a report shows, as data one run records -------===//
//
// The JSON, SARIF and HTML reports are written from a RunReport: the sites
// (each with everything a report shows of it, the source lines around it
// and its fix already resolved against the file's text) and the files (each
// rewritten, unchanged, not parsed, failed or compiled unchanged by the
// launcher). One run makes one from its sites (report/RecordSites.h);
// `--record=FILE` writes it as JSON (warpagg-record, version 1), and
// `warpagg report DIR` reads the records of many runs (a build's, one per
// launched compile) and merges them into one. Both paths feed the same
// writers, which need no source file.
//
// Clang-free (LLVM Support only): the compiler launcher writes the record of
// a compile it fell back on.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_REPORTRECORD_H
#define WARPAGG_REPORTRECORD_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <vector>

namespace warpagg {

/// A span of a file: 1-based lines, columns in Unicode code points (SARIF's
/// default column kind). End 0: a point (start only).
struct TextRegion {
  unsigned StartLine = 0, StartColumn = 0, EndLine = 0, EndColumn = 0;
};

/// One replacement of a fix: the region it deletes, the text it inserts.
struct RecordedEdit {
  TextRegion Deleted;
  std::string Inserted;
};

/// Consecutive lines of a file, the first one's number with them.
struct SourceLines {
  unsigned First = 0;
  std::vector<std::string> Lines;
};

struct RecordedGroup {
  std::string Variable, Key, Summary;
  unsigned Slot = 0, Size = 0;
  bool Uniform = false, LikelyUniform = false;
  std::vector<unsigned> Lines;
};

struct RecordedPrivate {
  std::string Kernel, Table, Variable, ElementType, Keys, Summary;
  uint64_t Entries = 0, Bytes = 0;
  int64_t FirstKey = 0;
  bool CalleeKept = true;
  /// The keys came from a profile: those outside [FirstKey, FirstKey +
  /// Entries - 1] take the global atomic (Site's PrivateSlot::Guarded).
  bool Guarded = false;
};

/// What a profile said of a site (a run with --profile): the note (what the
/// profile decided, or why it could not: stale, not in the profile) and,
/// where its entry matched, the counters measured (frontend/ProfileFile.h).
struct RecordedProfile {
  std::string Note;
  bool Measured = false;
  uint64_t Executions = 0, Lanes = 0, Addresses = 0, WithPeers = 0,
           Uniform = 0, Contiguous = 0, Runs = 0, ElementBytes = 0,
           KeySpan = 0;
  bool HasKeyBounds = false; ///< key_low/key_high measured
  int64_t KeyLow = 0, KeyHigh = 0;
};

/// A code with its reason: a refusal to privatize.
struct RecordedReason {
  std::string Code, Reason;
};

/// One site as the reports show it. Its JSON form is the site's object of
/// `--report=json` (file, line, column, function, ..., see docs/reports.md).
struct SiteRecord {
  std::string File; ///< absolute
  unsigned Line = 0, Column = 0;
  std::string Function; ///< the atomic: "atomicAdd"
  std::vector<std::string> Types;
  bool ResultUsed = true;
  bool Rewritten = false;
  std::string Code;    ///< the reported code: "rewritten", "fused", a reason's
  std::string ReasonCode, Reason; ///< left alone: why
  std::string Message; ///< the remark or note, as the text report says it
  std::string Replacement, Strategy; ///< rewritten: the callee, its strategy
  bool GridStrideLoop = false, OncePerThread = false;
  std::string DistinctIf; ///< the condition passed as warpagg::distinct_if
  std::string EnclosingFunction;
  bool InKernel = false;
  std::vector<std::string> Kernels;
  std::vector<std::string> FallbackTypes;
  std::string AddressSpaceUnknown;
  std::optional<RecordedGroup> Group;
  std::string NotFused;
  std::optional<RecordedPrivate> Privatized;
  std::optional<RecordedReason> NotPrivatized; ///< a refusal worth a note
  std::optional<RecordedProfile> Profile; ///< with --profile
  /// A helper's site decided per call site: the copy's name (empty: none),
  /// and the notes on its calls, "<file>:<line>:<col>: <note>".
  std::string HelperCopy;
  std::vector<std::string> HelperCalls;
  /// The call's place (the callee's bytes of a rewritten function call).
  TextRegion Region;
  /// Rewritten: the fix (the runtime include first) and what it does.
  std::string FixDescription;
  std::vector<RecordedEdit> Fix;
  /// The lines around the call, and the same lines once the site's own
  /// edits in them are applied (rewritten sites; edits elsewhere, such as a
  /// privatized kernel's prologue, are described, not shown).
  SourceLines Source, Proposed;
  /// Merged reports: the runs (records' origins) that took this site's
  /// file's decisions, where its file was decided more than one way.
  std::vector<std::string> Origins;
};

enum class FileStatus {
  Rewritten,         ///< the run changed it (or, previewing, would)
  Unchanged,         ///< parsed, nothing to change
  NotParsed,         ///< clang could not parse it (Error: why)
  Failed,            ///< unreadable, crashed, not written (Error: why)
  CompiledUnchanged, ///< the launcher fell back on the original (Error: why)
};

struct FileRecord {
  std::string Path;
  FileStatus Status = FileStatus::Unchanged;
  std::string Error;
};

/// What a report shows: one run's sites and files, or many runs' merged.
struct RunReport {
  std::vector<FileRecord> Files;
  std::vector<SiteRecord> Sites;
  /// Nothing was written: "to rewrite", "would change".
  bool Preview = false;
  /// What the run produced (its -o file, else its inputs): names the run
  /// where a merged file was decided in more than one way.
  std::string Origin;
};

/// Counts of a report, for the HTML report's summary.
struct RunCounts {
  unsigned Rewritten = 0, LeftAlone = 0, FilesChanged = 0, Files = 0;
  unsigned NotParsed = 0, Failed = 0;
};
RunCounts countReport(const RunReport &R);

llvm::StringRef fileStatusName(FileStatus S); ///< "not parsed", ...

llvm::json::Value toJSON(const SiteRecord &S);
/// The profile's note, counters and shares (a site's "profile" object).
llvm::json::Value toJSON(const RecordedProfile &P);
llvm::json::Value toJSON(const RunReport &R); ///< a record file's contents
bool fromJSON(const llvm::json::Value &V, RunReport &R, llvm::json::Path P);

/// Writes \p R as a record to \p Path: complete or not at all (a temporary
/// file beside it, renamed over it).
llvm::Error writeRecord(llvm::StringRef Path, const RunReport &R);

/// Reads a record; an error naming \p Path and what is wrong with it (not
/// a regular file, over 64 MiB, nested over 64 levels, not JSON, not a
/// record, an integer out of its field's range). A file name that is not
/// UTF-8 is written as text and as its bytes percent-encoded ("file_bytes",
/// "path_bytes", "origin_bytes"), which reading restores.
llvm::Expected<RunReport> readRecord(llvm::StringRef Path);

/// Every record (a name ending in ".record.json") in \p Dir and its
/// subdirectories, not through symbolic links to directories, sorted; an
/// error where \p Dir cannot be read.
llvm::Expected<std::vector<std::string>> findRecords(llvm::StringRef Dir);

/// One report of many runs. A file decided the same way by several runs
/// (a source compiled by two targets, a header included by several
/// sources) appears once; one decided in several ways (different flags)
/// appears once per distinct set of decisions, each site naming the runs
/// that took it (Origins). File records repeated exactly appear once.
RunReport mergeReports(std::vector<RunReport> Runs);

} // namespace warpagg

#endif
