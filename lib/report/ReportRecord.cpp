//===- ReportRecord.cpp - Report records: JSON, files, merging -------------===//
#include "warpagg/report/ReportRecord.h"

#include "warpagg/rewrite/OutputFile.h"
#include "warpagg/support/JsonInput.h"
#include "warpagg/support/PercentEncoding.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <optional>
#include <map>
#include <set>

namespace warpagg {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Path;
using llvm::json::Value;

namespace {

constexpr llvm::StringLiteral RecordFormat = "warpagg-record";
constexpr int RecordVersion = 1;

constexpr struct {
  FileStatus Status;
  llvm::StringLiteral Name;
} StatusNames[] = {{FileStatus::Rewritten, "rewritten"},
                   {FileStatus::Unchanged, "unchanged"},
                   {FileStatus::NotParsed, "not parsed"},
                   {FileStatus::Failed, "failed"},
                   {FileStatus::CompiledUnchanged, "compiled unchanged"}};

} // namespace

llvm::StringRef fileStatusName(FileStatus S) {
  for (const auto &N : StatusNames)
    if (N.Status == S)
      return N.Name;
  return "";
}

// A file's name is bytes; JSON holds UTF-8 text. A name that is not UTF-8
// is written as text (U+FFFD for what is not) and, under \p BytesKey, as
// its bytes percent-encoded (PercentEncoding.h), which reading restores: a
// merged report names the file its run named (a SARIF uri the file's).
static void putFileName(Object &O, llvm::StringRef Key, llvm::StringRef BytesKey,
                        llvm::StringRef Name) {
  if (llvm::json::isUTF8(Name)) {
    O[Key] = Name;
    return;
  }
  O[Key] = llvm::json::fixUTF8(Name);
  O[BytesKey] = percentEncoded(Name);
}
static bool mapFileName(JsonFields &O, llvm::StringLiteral Key,
                        llvm::StringLiteral BytesKey, std::string &Name,
                        Path P) {
  std::optional<std::string> Bytes;
  if (!O.map(Key, Name) || !O.map(BytesKey, Bytes))
    return false;
  if (!Bytes)
    return true;
  std::optional<std::string> Decoded = percentDecoded(*Bytes);
  if (!Decoded) {
    P.field(BytesKey).report("not percent-encoded bytes");
    return false;
  }
  Name = std::move(*Decoded);
  return true;
}

static Value toJSON(const TextRegion &R) {
  Object O{{"start_line", R.StartLine}, {"start_column", R.StartColumn}};
  if (R.EndLine) {
    O["end_line"] = R.EndLine;
    O["end_column"] = R.EndColumn;
  }
  return O;
}
static bool fromJSON(const Value &V, TextRegion &R, Path P) {
  JsonFields O(V, P);
  return O && O.map("start_line", R.StartLine) &&
         O.map("start_column", R.StartColumn) &&
         O.mapOptional("end_line", R.EndLine) &&
         O.mapOptional("end_column", R.EndColumn);
}

static Value toJSON(const RecordedEdit &E) {
  return Object{{"deleted", toJSON(E.Deleted)}, {"inserted", E.Inserted}};
}
static bool fromJSON(const Value &V, RecordedEdit &E, Path P) {
  JsonFields O(V, P);
  return O && O.map("deleted", E.Deleted) && O.map("inserted", E.Inserted);
}

static Value toJSON(const SourceLines &L) {
  return Object{{"first_line", L.First}, {"lines", Array(L.Lines)}};
}
static bool fromJSON(const Value &V, SourceLines &L, Path P) {
  JsonFields O(V, P);
  return O && O.map("first_line", L.First) && O.map("lines", L.Lines);
}

static Value toJSON(const RecordedGroup &G) {
  return Object{{"variable", G.Variable},
                {"slot", G.Slot},
                {"size", G.Size},
                {"key", G.Key},
                {"uniform", G.Uniform},
                {"likely_uniform", G.LikelyUniform},
                {"lines", Array(G.Lines)}};
}
static bool fromJSON(const Value &V, RecordedGroup &G, Path P) {
  JsonFields O(V, P);
  return O && O.map("variable", G.Variable) && O.map("slot", G.Slot) &&
         O.map("size", G.Size) && O.map("key", G.Key) &&
         O.map("uniform", G.Uniform) &&
         O.map("likely_uniform", G.LikelyUniform) &&
         O.map("lines", G.Lines);
}

static Value toJSON(const RecordedPrivate &R) {
  return Object{{"kernel", R.Kernel},
                {"table", R.Table},
                {"variable", R.Variable},
                {"element_type", R.ElementType},
                {"entries", R.Entries},
                {"first_key", R.FirstKey},
                {"bytes", R.Bytes},
                {"keys", R.Keys},
                {"callee_kept", R.CalleeKept},
                {"guarded", R.Guarded}};
}
static bool fromJSON(const Value &V, RecordedPrivate &R, Path P) {
  JsonFields O(V, P);
  return O && O.map("kernel", R.Kernel) && O.map("table", R.Table) &&
         O.map("variable", R.Variable) &&
         O.map("element_type", R.ElementType) &&
         O.map("entries", R.Entries) && O.map("first_key", R.FirstKey) &&
         O.map("bytes", R.Bytes) && O.map("keys", R.Keys) &&
         O.map("callee_kept", R.CalleeKept) &&
         O.mapOptional("guarded", R.Guarded);
}

// The optional key bounds: both or neither.
static bool mapKeyBounds(JsonFields &O, RecordedProfile &R) {
  std::optional<int64_t> Low, High;
  if (!O.mapOptional("key_low", Low) || !O.mapOptional("key_high", High))
    return false;
  R.HasKeyBounds = Low && High;
  R.KeyLow = Low.value_or(0);
  R.KeyHigh = High.value_or(0);
  return true;
}

// The counters as measured, and the shares the reports show beside them.
Value toJSON(const RecordedProfile &R) {
  Object O{{"note", R.Note}, {"measured", R.Measured}};
  if (!R.Measured)
    return O;
  auto Share = [&](uint64_t N) {
    return R.Executions ? double(N) / double(R.Executions) : 0.0;
  };
  O["executions"] = R.Executions;
  O["lanes"] = R.Lanes;
  O["addresses"] = R.Addresses;
  O["with_peers"] = R.WithPeers;
  O["uniform"] = R.Uniform;
  O["contiguous"] = R.Contiguous;
  O["runs"] = R.Runs;
  O["element_bytes"] = R.ElementBytes;
  O["key_span"] = R.KeySpan;
  if (R.HasKeyBounds) {
    O["key_low"] = R.KeyLow;
    O["key_high"] = R.KeyHigh;
  }
  O["with_peers_share"] = Share(R.WithPeers);
  O["mean_lanes"] = Share(R.Lanes);
  O["mean_addresses"] = Share(R.Addresses);
  O["uniform_share"] = Share(R.Uniform);
  O["contiguous_share"] = Share(R.Contiguous);
  O["runs_share"] = Share(R.Runs);
  return O;
}
static bool fromJSON(const Value &V, RecordedProfile &R, Path P) {
  JsonFields O(V, P);
  if (!O || !O.map("note", R.Note) || !O.map("measured", R.Measured))
    return false;
  if (!R.Measured)
    return true;
  return O.map("executions", R.Executions) && O.map("lanes", R.Lanes) &&
         O.map("addresses", R.Addresses) && O.map("with_peers", R.WithPeers) &&
         O.map("uniform", R.Uniform) && O.map("contiguous", R.Contiguous) &&
         O.map("runs", R.Runs) && O.map("element_bytes", R.ElementBytes) &&
         O.map("key_span", R.KeySpan) && mapKeyBounds(O, R);
}

static bool fromJSON(const Value &V, RecordedReason &R, Path P) {
  JsonFields O(V, P);
  return O && O.map("reason_code", R.Code) && O.map("reason", R.Reason);
}

Value toJSON(const SiteRecord &S) {
  Object R{{"line", S.Line},
           {"column", S.Column},
           {"function", S.Function},
           {"type", llvm::join(S.Types, ", ")},
           {"types", Array(S.Types)},
           {"result_used", S.ResultUsed},
           {"decision", S.Rewritten ? "rewritten" : "left alone"},
           {"code", S.Code},
           {"reason_code", S.ReasonCode},
           {"reason", S.Reason},
           {"message", S.Message},
           {"replacement", S.Replacement},
           {"strategy", S.Strategy},
           {"grid_stride_loop", S.GridStrideLoop},
           {"once_per_thread", S.OncePerThread},
           {"distinct_if", S.DistinctIf},
           {"enclosing_function", S.EnclosingFunction},
           {"kernel", S.InKernel},
           {"kernels", Array(S.Kernels)},
           {"fallback_types", Array(S.FallbackTypes)},
           {"address_space_unknown", S.AddressSpaceUnknown},
           {"group", S.Group ? toJSON(*S.Group) : Value(nullptr)},
           {"region", toJSON(S.Region)},
           {"source", toJSON(S.Source)}};
  putFileName(R, "file", "file_bytes", S.File);
  // The summaries (the remarks' words) beside the objects, which keep the
  // keys of --report=json as they were.
  if (S.Group)
    R["group_summary"] = S.Group->Summary;
  if (!S.NotFused.empty())
    R["not_fused"] = S.NotFused;
  if (S.Privatized) {
    R["privatized"] = toJSON(*S.Privatized);
    R["privatized_summary"] = S.Privatized->Summary;
  }
  if (S.NotPrivatized)
    R["not_privatized"] = Object{{"reason_code", S.NotPrivatized->Code},
                                 {"reason", S.NotPrivatized->Reason}};
  if (S.Rewritten) {
    Array Fix;
    for (const RecordedEdit &E : S.Fix)
      Fix.push_back(toJSON(E));
    R["fix"] = Object{{"description", S.FixDescription},
                      {"edits", std::move(Fix)}};
    R["proposed"] = toJSON(S.Proposed);
  }
  if (S.Profile)
    R["profile"] = toJSON(*S.Profile);
  if (!S.HelperCopy.empty())
    R["helper_copy"] = S.HelperCopy;
  if (!S.HelperCalls.empty())
    R["helper_calls"] = Array(S.HelperCalls);
  if (!S.Origins.empty())
    R["origins"] = Array(S.Origins);
  return R;
}

static bool fromJSON(const Value &V, SiteRecord &S, Path P) {
  JsonFields O(V, P);
  std::string Decision;
  if (!O || !mapFileName(O, "file", "file_bytes", S.File, P) ||
      !O.map("line", S.Line) ||
      !O.map("column", S.Column) || !O.map("function", S.Function) ||
      !O.map("types", S.Types) || !O.map("result_used", S.ResultUsed) ||
      !O.map("decision", Decision) || !O.map("code", S.Code) ||
      !O.map("reason_code", S.ReasonCode) || !O.map("reason", S.Reason) ||
      !O.map("message", S.Message) || !O.map("replacement", S.Replacement) ||
      !O.map("strategy", S.Strategy) ||
      !O.map("grid_stride_loop", S.GridStrideLoop) ||
      !O.map("once_per_thread", S.OncePerThread) ||
      !O.mapOptional("distinct_if", S.DistinctIf) ||
      !O.map("enclosing_function", S.EnclosingFunction) ||
      !O.map("kernel", S.InKernel) || !O.map("kernels", S.Kernels) ||
      !O.map("fallback_types", S.FallbackTypes) ||
      !O.map("address_space_unknown", S.AddressSpaceUnknown) ||
      !O.map("group", S.Group) || !O.mapOptional("not_fused", S.NotFused) ||
      !O.map("privatized", S.Privatized) ||
      !O.map("not_privatized", S.NotPrivatized) ||
      !O.map("region", S.Region) || !O.map("source", S.Source) ||
      !O.mapOptional("profile", S.Profile) ||
      !O.mapOptional("origins", S.Origins) ||
      !O.mapOptional("helper_copy", S.HelperCopy) ||
      !O.mapOptional("helper_calls", S.HelperCalls))
    return false;
  if (Decision != "rewritten" && Decision != "left alone") {
    P.field("decision").report("expected \"rewritten\" or \"left alone\"");
    return false;
  }
  if ((S.Group && !O.map("group_summary", S.Group->Summary)) ||
      (S.Privatized && !O.map("privatized_summary", S.Privatized->Summary)))
    return false;
  S.Rewritten = Decision == "rewritten";
  if (!S.Rewritten)
    return true;
  const Value *Fix = V.getAsObject()->get("fix");
  if (!Fix) {
    P.field("fix").report("a rewritten site needs its fix");
    return false;
  }
  JsonFields F(*Fix, P.field("fix"));
  return F && F.map("description", S.FixDescription) &&
         F.map("edits", S.Fix) &&
         O.map("proposed", S.Proposed);
}

static Value toJSON(const FileRecord &F) {
  Object O{{"status", fileStatusName(F.Status)}};
  putFileName(O, "path", "path_bytes", F.Path);
  if (!F.Error.empty())
    O["error"] = F.Error;
  return O;
}
static bool fromJSON(const Value &V, FileRecord &F, Path P) {
  JsonFields O(V, P);
  std::string Status;
  if (!O || !mapFileName(O, "path", "path_bytes", F.Path, P) ||
      !O.map("status", Status) ||
      !O.mapOptional("error", F.Error))
    return false;
  for (const auto &N : StatusNames)
    if (N.Name == Status) {
      F.Status = N.Status;
      return true;
    }
  P.field("status").report("not a file status");
  return false;
}

Value toJSON(const RunReport &R) {
  Array Files, Sites;
  for (const FileRecord &F : R.Files)
    Files.push_back(toJSON(F));
  for (const SiteRecord &S : R.Sites)
    Sites.push_back(toJSON(S));
  Object O{{"format", RecordFormat},
           {"version", RecordVersion},
           {"preview", R.Preview},
           {"files", std::move(Files)},
           {"sites", std::move(Sites)}};
  putFileName(O, "origin", "origin_bytes", R.Origin);
  return O;
}

bool fromJSON(const Value &V, RunReport &R, Path P) {
  JsonFields O(V, P);
  std::string Format;
  int Version = 0;
  if (!O || !O.map("format", Format) || !O.map("version", Version))
    return false;
  if (Format != RecordFormat) {
    P.field("format").report("not a warpagg record");
    return false;
  }
  if (Version != RecordVersion) {
    P.field("version").report("a record version this warpagg does not read");
    return false;
  }
  return mapFileName(O, "origin", "origin_bytes", R.Origin, P) &&
         O.map("preview", R.Preview) &&
         O.map("files", R.Files) && O.map("sites", R.Sites);
}

RunCounts countReport(const RunReport &R) {
  RunCounts C;
  for (const SiteRecord &S : R.Sites)
    ++(S.Rewritten ? C.Rewritten : C.LeftAlone);
  // Files by path: one a merge lists under several statuses counts once in
  // each (parsed, changed, not parsed, failed).
  std::set<std::string> Parsed, Changed, NotParsed, Failed;
  for (const FileRecord &F : R.Files)
    switch (F.Status) {
    case FileStatus::Rewritten:
      Changed.insert(F.Path);
      Parsed.insert(F.Path);
      break;
    case FileStatus::Unchanged:
      Parsed.insert(F.Path);
      break;
    case FileStatus::NotParsed:
      NotParsed.insert(F.Path);
      break;
    case FileStatus::Failed:
    case FileStatus::CompiledUnchanged:
      Failed.insert(F.Path);
      break;
    }
  C.Files = Parsed.size();
  C.FilesChanged = Changed.size();
  C.NotParsed = NotParsed.size();
  C.Failed = Failed.size();
  return C;
}

llvm::Error writeRecord(llvm::StringRef Path, const RunReport &R) {
  return writeOutputFile(Path, llvm::formatv("{0:2}\n", toJSON(R)).str());
}

// A record is one run's sites with their source lines and fixes: a few
// KiB a site. Larger than this, it is no record (and a device or a link to
// one, never a record, is refused before it is read).
constexpr uint64_t MaxRecordBytes = 64 << 20;

llvm::Expected<RunReport> readRecord(llvm::StringRef Path) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(std::make_error_code(std::errc::invalid_argument),
                                   "record '" + Path + "': " + Why);
  };
  auto Buffer = readRegularFile(Path, MaxRecordBytes);
  if (!Buffer)
    return Fail(llvm::toString(Buffer.takeError()));
  llvm::Expected<Value> Json = parseJson((*Buffer)->getBuffer());
  if (!Json)
    return Fail(llvm::toString(Json.takeError()));
  RunReport R;
  llvm::json::Path::Root Root("record");
  if (!fromJSON(*Json, R, Root))
    return Fail(llvm::toString(Root.getError()));
  return R;
}

llvm::Expected<std::vector<std::string>> findRecords(llvm::StringRef Dir) {
  if (!llvm::sys::fs::is_directory(Dir))
    return llvm::createStringError(std::make_error_code(std::errc::not_a_directory),
                                   "'" + Dir + "' is not a directory");
  std::vector<std::string> Found;
  std::error_code EC;
  // Symbolic links are not followed into: a link to '.' or '..' would walk
  // for ever, and one out of the directory would read records that are not
  // its. A link named as a record is read (readRecord refuses all but a
  // regular file), one to a directory is skipped as a directory is.
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC,
                                                      /*follow_symlinks=*/false),
       End;
       It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".record.json") &&
        !llvm::sys::fs::is_directory(It->path()))
      Found.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, "cannot read '" + Dir +
                                           "': " + EC.message());
  llvm::sort(Found);
  return Found;
}

RunReport mergeReports(std::vector<RunReport> Runs) {
  RunReport Merged;
  Merged.Preview = !Runs.empty();
  // Per file, its distinct decision sets (the sites one run reported in it,
  // as JSON: the key), each with the runs that took it.
  struct Decisions {
    std::vector<SiteRecord> Sites;
    std::vector<std::string> Origins;
  };
  std::map<std::string, std::map<std::string, Decisions>> ByFile;
  std::map<std::string, std::vector<FileRecord>> Files;
  for (RunReport &Run : Runs) {
    Merged.Preview &= Run.Preview;
    std::map<std::string, std::vector<SiteRecord>> Own;
    for (SiteRecord &S : Run.Sites)
      Own[S.File].push_back(std::move(S));
    for (auto &[File, Sites] : Own) {
      std::string Key;
      for (const SiteRecord &S : Sites)
        Key += llvm::formatv("{0}\n", toJSON(S)).str();
      Decisions &D = ByFile[File][Key];
      if (D.Sites.empty())
        D.Sites = std::move(Sites);
      D.Origins.push_back(Run.Origin);
    }
    for (FileRecord &F : Run.Files) {
      std::vector<FileRecord> &Seen = Files[F.Path];
      if (llvm::none_of(Seen, [&](const FileRecord &G) {
            return G.Status == F.Status && G.Error == F.Error;
          }))
        Seen.push_back(std::move(F));
    }
  }
  for (auto &[Path, Records] : Files)
    llvm::append_range(Merged.Files, Records);
  for (auto &[File, Sets] : ByFile)
    for (auto &[Key, D] : Sets) {
      llvm::sort(D.Origins);
      for (SiteRecord &S : D.Sites) {
        if (Sets.size() > 1)
          S.Origins = D.Origins;
        Merged.Sites.push_back(std::move(S));
      }
    }
  return Merged;
}

} // namespace warpagg
