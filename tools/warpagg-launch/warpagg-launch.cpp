//===- warpagg-launch.cpp - Rewrite a CUDA source, then compile it ---------===//
//
//   warpagg-launch <compiler> <args>...
//
// A compiler launcher (CMAKE_CUDA_COMPILER_LAUNCHER, or a prefix to any nvcc
// or clang command, like ccache). For a command that compiles one CUDA
// source it runs warpagg on the source to <output>.warpagg/<source name>
// (a directory of its own; warpagg's messages in <output>.warpagg.log; see
// Workspace.h) and compiles that copy with the command's own flags, and no
// other: the copy names the headers that the original's quote includes
// found beside it by their absolute paths (warpagg does that for every copy
// written to another directory), so every include finds what the original's
// finds. Every other command runs unchanged. It never breaks a build: when the rewrite
// fails in any way (clang cannot parse the file, warpagg crashes or refuses
// a flag, the copy does not compile), the original is compiled unchanged and
// one warning line says why.
//
// Written in C++17 against LLVM's Support library, as warpagg is: it gives
// process execution with redirection, response-file tokenizing and paths
// without another dependency, and builds with the tool. warpagg runs as a
// child process, not in this one: a crash in the rewrite must not take the
// compile with it.
//
// Environment and options: see Usage below. The rewrite is cached
// (RewriteCache.h); strict mode turns every fallback into a failed compile.
//
//===----------------------------------------------------------------------===//
#include "AtomicMentions.h"
#include "CompileCommand.h"
#include "ConfigFiles.h"
#include "RewriteCache.h"
#include "RunProgram.h"
#include "Workspace.h"
#include "warpagg/report/ReportRecord.h"
#include "warpagg/rewrite/FileNameQuoting.h"
#include "warpagg/support/CacheDirectory.h"
#include "warpagg/support/RuntimeHeaders.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>
#include <optional>

using namespace llvm;
using namespace warpagg_launch;
using warpagg::runtimeIncludeToAdd;

namespace {

std::string ProgramPath; // this executable, for finding warpagg beside it

// warpagg's exit status for a source clang could not parse (ExitNotParsed
// in include/warpagg/Driver.h, which brings clang's headers).
const int WarpaggNotParsed = 4;

// The launcher's own options, before the compiler (see Usage).
struct LaunchOptions {
  bool Strict = false;     // a fallback fails the compile
  std::string WarpaggArgs; // --warpagg-args: before $WARPAGG_ARGS
} Launch;

// The build report: every launched compile leaves one record of what it
// did (warpagg's, or one saying it fell back on the original and why) in a
// directory the build names, for `warpagg report DIR` to merge. The record
// is first written into the compile's workspace (<object>.warpagg.record.json,
// beside the log, where a cache can restore it with the object), then
// copied into the directory under a name of its own: parallel compiles, and
// the same source compiled by two targets, never share one.
struct BuildReport {
  std::string Directory; ///< empty: no build report
  std::string Record;    ///< this compile's record in its workspace, if any
  std::string Object;    ///< the compile's output: the record's origin
};
BuildReport Report;

// Copies \p Contents into the report directory whole or not at all: written
// to a temporary name no other compile can take (an exclusive create), then
// renamed to that name without its ".tmp" (so a reader never sees a part).
void publishRecord(StringRef Contents, StringRef Source) {
  std::string Why;
  SmallString<256> Temporary;
  int FD = -1;
  std::error_code EC = sys::fs::create_directories(Report.Directory);
  if (!EC) {
    SmallString<256> Model(Report.Directory);
    sys::path::append(Model, sys::path::filename(Source) +
                                 "-%%%%%%%%%%%%%%%%.record.json.tmp");
    EC = sys::fs::createUniqueFile(Model, FD, Temporary);
  }
  if (!EC) {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.close();
    EC = OS.error();
    if (!EC)
      EC = sys::fs::rename(Temporary, Temporary.str().drop_back(strlen(".tmp")));
    if (EC)
      sys::fs::remove(Temporary);
  }
  if (EC)
    errs() << "warpagg-launch: warning: " << Source
           << ": no record in the build report directory '"
           << Report.Directory << "': " << EC.message() << "\n";
}

// Publishes a record the launcher writes itself: \p Source with \p Status
// (and \p Why), no sites (also written into the workspace, if it has one,
// in place of warpagg's).
void publishStatus(StringRef Source, warpagg::FileStatus Status,
                   const std::string &Why) {
  SmallString<256> Path(Source);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  warpagg::RunReport Own;
  Own.Files.push_back({std::string(Path), Status, Why});
  Own.Origin = Report.Object;
  std::string Text = formatv("{0:2}\n", toJSON(Own)).str();
  if (!Report.Record.empty())
    consumeError(warpagg::writeRecord(Report.Record, Own));
  publishRecord(Text, Source);
}

// Publishes this compile's record: warpagg's when \p Why is empty, else one
// saying that \p Source was compiled unchanged, and why (also written into
// the workspace in place of warpagg's).
void recordCompile(StringRef Source, const std::string &Why) {
  if (Report.Directory.empty() || Source.empty())
    return;
  if (Why.empty()) {
    auto Buffer = MemoryBuffer::getFile(Report.Record);
    if (Buffer)
      publishRecord((*Buffer)->getBuffer(), Source);
    else
      recordCompile(Source, "warpagg wrote no record");
    return;
  }
  publishStatus(Source, warpagg::FileStatus::CompiledUnchanged, Why);
}

void warn(const std::string &Source, const std::string &Why) {
  errs() << "warpagg-launch: warning: "
         << (Source.empty() ? "" : Source + ": ")
         << "compiled unchanged: " << Why << "\n";
  recordCompile(Source, Why);
}

// Runs the compiler command as given; its status is ours.
int compile(const std::vector<std::string> &Args) {
  std::string Error;
  int Status = runProgram(Args, Error);
  if (!Error.empty()) // not started, or killed
    errs() << "warpagg-launch: error: " << Error << "\n";
  return Status;
}

// A yes/no environment variable: true for on, 1, true, yes; false for off,
// 0, false, no; unset or anything else: nullopt.
std::optional<bool> envSwitch(const char *Name) {
  const char *V = std::getenv(Name);
  if (!V)
    return std::nullopt;
  StringRef S(V);
  for (StringRef Off : {"off", "0", "false", "no"})
    if (S.equals_insensitive(Off))
      return false;
  for (StringRef On : {"on", "1", "true", "yes"})
    if (S.equals_insensitive(On))
      return true;
  return std::nullopt;
}

bool disabled() { return envSwitch("WARPAGG_LAUNCH") == false; }

// Strict mode's answer to a fallback: an error line and a failed compile.
int failStrictly(const std::string &Source, const std::string &Why) {
  errs() << "warpagg-launch: error: " << (Source.empty() ? "" : Source + ": ")
         << "not rewritten (strict mode): " << Why << "\n";
  recordCompile(Source, "not rewritten (strict mode): " + Why);
  return 1;
}

// Strict mode's answer where the original compiled: the error, and its
// object removed (a regular file only, which the compile just wrote), so
// that no build tool (make, which looks at times) takes the step as done.
int failStrictlyAfterCompile(const CompileCommand &C, const std::string &Why) {
  sys::fs::file_status Status;
  if (!C.Output.empty() &&
      !sys::fs::status(C.Output, Status, /*Follow=*/false) &&
      Status.type() == sys::fs::file_type::regular_file)
    sys::fs::remove(C.Output);
  return failStrictly(C.Source, Why);
}

// Where a rewrite cannot be used: the original compiled unchanged and one
// warning line. In strict mode the original is compiled too: a source that
// does not compile is the code's fault, not the tool's, and the compiler's
// own diagnostics and status are the answer (a fallback's warning would
// only hide them); only where it compiles does strict mode fail the
// compile.
int fallBack(const std::vector<std::string> &Args, const CompileCommand &C,
             const std::string &Why) {
  if (!Launch.Strict) {
    warn(C.Source, Why);
    return compile(Args);
  }
  int Original = compile(Args);
  if (Original != 0) {
    recordCompile(C.Source, Why);
    return Original;
  }
  return failStrictlyAfterCompile(C, Why);
}

std::string findWarpagg() {
  SmallString<256> Beside(sys::path::parent_path(ProgramPath));
  sys::path::append(Beside, "warpagg");
  if (sys::fs::can_execute(Beside))
    return std::string(Beside);
  ErrorOr<std::string> Found = sys::findProgramByName("warpagg");
  return Found ? *Found : "";
}

bool splitWarpaggArgs(StringRef Text, StringRef Name,
                      std::vector<std::string> &Extra, std::string &Problem) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 8> Tokens;
  cl::TokenizeGNUCommandLine(Text, Saver, Tokens);
  for (StringRef T : Tokens) {
    if (!T.starts_with("-") || T == "-" || T == "--") {
      Problem = Name.str() + ": '" + T.str() +
                "' is not a warpagg option (write options as --name or "
                "--name=value)";
      return false;
    }
    Extra.push_back(T.str());
  }
  return true;
}

// --warpagg-args, then WARPAGG_ARGS, split as a shell would. Every word is
// an option: a value is joined to its option with '=' (a word on its own
// would reach warpagg as a second source file, and its complaint would not
// name the variable).
bool warpaggArgs(std::vector<std::string> &Extra, std::string &Problem) {
  const char *V = std::getenv("WARPAGG_ARGS");
  std::pair<StringRef, const char *> Sources[] = {
      {Launch.WarpaggArgs, "--warpagg-args"}, {V ? V : "", "WARPAGG_ARGS"}};
  for (auto [Text, Name] : Sources)
    if (!splitWarpaggArgs(Text, Name, Extra, Problem))
      return false;
  return true;
}

// The toolkit of an nvcc found at <cuda>/bin/nvcc.
std::string cudaPathOf(const std::string &Compiler) {
  std::string Path = Compiler;
  if (!StringRef(Path).contains('/')) {
    ErrorOr<std::string> Found = sys::findProgramByName(Path);
    if (!Found)
      return "";
    Path = *Found;
  }
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real))
    return "";
  StringRef Root = sys::path::parent_path(sys::path::parent_path(Real));
  return sys::fs::exists(Root + "/include/cuda_runtime.h") ? Root.str() : "";
}

std::string readFile(StringRef Path) {
  auto Buffer = MemoryBuffer::getFile(Path);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

// What to say about a failed rewrite: warpagg's own first error (which
// sums clang's up), else the first error line, else the first line (an
// option warpagg refuses), else the status.
std::string firstError(StringRef Log, int Status) {
  SmallVector<StringRef, 16> Lines;
  Log.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Prefix : {"warpagg: error:", ""})
    for (StringRef L : Lines)
      if (L.starts_with(Prefix) && L.contains("error:"))
        return L.trim().str();
  if (!Lines.empty())
    return Lines.front().trim().str();
  return "warpagg exited with status " + std::to_string(Status);
}

// " (see <file>)" where the user can look at it afterwards.
std::string see(const Workspace &Files, const std::string &Path) {
  return Files.isPrivate() ? "" : " (see " + Path + ")";
}

// The compile's own dependency file names the copy: name the original
// instead, so that the build watches what the user edits.
void renameInDepFile(const std::string &DepFile, const std::string &Copy,
                     const std::string &Source) {
  if (DepFile.empty() || !sys::fs::exists(DepFile))
    return;
  std::optional<std::string> From = warpagg::makeEscaped(Copy),
                             To = warpagg::makeEscaped(Source);
  if (!From || !To)
    return; // a name no make rule can hold
  std::string Text = readFile(DepFile);
  std::string Out;
  for (size_t At = 0;;) {
    size_t Hit = Text.find(*From, At);
    if (Hit == std::string::npos) {
      Out += Text.substr(At);
      break;
    }
    Out += Text.substr(At, Hit - At) + *To;
    At = Hit + From->size();
  }
  std::error_code EC;
  raw_fd_ostream OS(DepFile, EC);
  if (!EC)
    OS << Out;
}

// warpagg's warnings about the .warpagg files (or --config) that configure
// the source, which would otherwise be seen only in the log: each once,
// also where the rewrite came from the cache.
void relayConfigWarnings(StringRef Log) {
  SmallVector<StringRef, 16> Lines;
  Log.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  StringSet<> Shown;
  for (StringRef L : Lines) {
    auto [Where, Message] = L.split(": warning: ");
    if (Message.empty())
      continue;
    StringRef File = Where.rsplit(':').first; // <file>:<line>
    if ((sys::path::filename(File) == ".warpagg" || File == "--config") &&
        Shown.insert(L).second)
      errs() << "warpagg-launch: warning: " << L << "\n";
  }
}

// Prints a captured file to a stream and removes it.
void replay(const std::string &Path, raw_ostream &OS) {
  OS << readFile(Path);
  OS.flush();
  sys::fs::remove(Path);
}

// Runs \p Rewrite (warpagg and its arguments) with its messages in Files'
// log, or puts back what an earlier run with the same inputs wrote into
// Files' workspace (RewriteCache.h; WARPAGG_CACHE=off: never). Its status.
int rewriteCached(std::vector<std::string> Rewrite, const CompileCommand &C,
                  const Workspace &Files, std::string &Error) {
  std::string Log = Files.path(".log");
  StringRef LogRef = Log;
  RewriteCache Cache =
      RewriteCache::fromEnvironment(envSwitch("WARPAGG_CACHE") == false);
  std::string Key; // none: not cached (a private workspace is new each time)
  if (Cache.enabled() && !Files.isPrivate())
    Key = RewriteCache::firstKey(Rewrite, C.Source,
                                 configFilesAbove(C.Source));
  if (!Key.empty())
    if (std::optional<int> Cached = Cache.restore(Key, Files))
      return *Cached;
  // CUDA's headers precompiled once, then loaded by each later launch;
  // after the key: it changes the parse's speed, never its outputs.
  // A link in preambles/'s place is not the cache's (its target may be
  // anyone's files): no preamble cache then.
  auto Options = make_range(Rewrite.begin(), find(Rewrite, "--"));
  std::string Preambles = Cache.directory() + "/preambles";
  if (Cache.enabled() && warpagg::notALink(Preambles) &&
      none_of(Options, [](StringRef O) {
        return O.starts_with("--preamble-cache");
      }))
    Rewrite.insert(find(Rewrite, "--"), "--preamble-cache=" + Preambles);
  std::string List = Files.path(".files-read");
  sys::fs::remove(List); // only this run's list may be stored
  if (!Key.empty())
    Rewrite.insert(find(Rewrite, "--"), "--list-files-read=" + List);
  auto Started = std::chrono::system_clock::now();
  int Status = runProgram(Rewrite, Error, {std::nullopt, LogRef, LogRef});
  if (!Key.empty()) {
    // A rewrite, or a source clang cannot parse (warpagg lists its files
    // only where no #include was missing): the same inputs give the same.
    if (Error.empty() && (Status == 0 || Status == WarpaggNotParsed))
      Cache.store(Key, Files, List, Started, Status);
    sys::fs::remove(List);
  }
  return Status;
}

// Rewrites C.Source into Files' copy and compiles that; the original where
// anything on the way fails. The status is the compiler's.
int rewriteAndCompile(const std::vector<std::string> &Args,
                      const CompileCommand &C, const std::string &Tool,
                      const std::vector<std::string> &Extra,
                      const Workspace &Files) {
  auto Given = [&](StringRef Option) {
    return any_of(Extra, [&](StringRef E) { return E.starts_with(Option); });
  };
  std::string Copy = Files.copy(), Log = Files.path(".log");
  std::string Error;
  if (!Files.makeCopyDirectory(Error)) // never compile a stale copy
    return fallBack(Args, C, Error);
  std::vector<std::string> Rewrite = {Tool, C.Source, "-o", Copy,
                                      "--pin-local-includes",
                                      "--runtime-include=minimal"};
  if (!C.GpuArch.empty() && !Given("--cuda-gpu-arch"))
    Rewrite.push_back("--cuda-gpu-arch=" + C.GpuArch);
  std::string CudaPath =
      C.Kind == CompilerKind::Nvcc ? cudaPathOf(Args[C.CompilerIndex])
                                   : C.CudaPath;
  if (!CudaPath.empty() && !Given("--cuda-path"))
    Rewrite.push_back("--cuda-path=" + CudaPath);
  append_range(Rewrite, Extra);
  if (!Report.Directory.empty()) {
    Report.Record = Files.path(".record.json");
    sys::fs::remove(Report.Record); // never publish a stale one
    Rewrite.push_back("--record=" + Report.Record);
  }
  Rewrite.push_back("--");
  append_range(Rewrite, C.ParseFlags);

  int Status = rewriteCached(Rewrite, C, Files, Error);
  relayConfigWarnings(readFile(Log));
  if (Status != 0) {
    Files.removeCopy();
    return fallBack(Args, C,
                    Error.empty() ? firstError(readFile(Log), Status)
                                  : Error + see(Files, Log));
  }
  std::string NewText = readFile(Copy);
  if (NewText.empty() || NewText == readFile(C.Source)) {
    Files.removeCopy(); // nothing rewritten: the original is the source
    recordCompile(C.Source, "");
    return compile(Args);
  }

  std::vector<std::string> Command = commandForCopy(
      Args, C, Copy,
      runtimeIncludeToAdd(ProgramPath));
  std::string Out = Files.path(".out"), Err = Files.path(".err");
  Status = runProgram(Command, Error,
                      {std::nullopt, StringRef(Out), StringRef(Err)});
  if (Status == 0) {
    replay(Out, outs());
    replay(Err, errs());
    renameInDepFile(C.DepFile, Copy, C.Source);
    recordCompile(C.Source, "");
    return 0;
  }
  // The copy did not compile. Compile the original: if that fails too the
  // code is at fault, and its errors are the ones to show.
  std::string Kept = Files.path(".compile.log");
  sys::fs::rename(Err, Kept);
  sys::fs::remove(Out);
  int Original = compile(Args);
  std::string Why = "the rewritten copy" +
                    (Files.isPrivate() ? std::string() : " " + Copy) +
                    " did not compile" + see(Files, Kept);
  if (Original != 0) {
    recordCompile(C.Source, Why);
    return Original;
  }
  if (Launch.Strict)
    return failStrictlyAfterCompile(C, Why);
  warn(C.Source, Why);
  return 0;
}

int launch(const std::vector<std::string> &Args) {
  // No compiler, no build step: say so as a shell would, before any file
  // is made.
  int Status;
  std::string Error;
  if (!findProgram(Args[0], Status, Error)) {
    errs() << "warpagg-launch: error: " << Error << "\n";
    return Status;
  }
  if (disabled())
    return compile(Args);
  CompileCommand C = readCompileCommand(Args);
  Report.Object = C.Output;
  if (!C.PassThrough.empty())
    return compile(Args);
  if (!C.Unreadable.empty())
    return fallBack(Args, C, C.Unreadable);

  std::string Tool = findWarpagg();
  if (Tool.empty())
    return fallBack(Args, C,
                    "warpagg not found beside warpagg-launch or on the PATH");
  std::vector<std::string> Extra;
  std::string Problem;
  if (!warpaggArgs(Extra, Problem))
    return fallBack(Args, C, Problem);
  // A source that is no regular file (a pipe, a device) can be read once:
  // neither warpagg nor the scan below may take what the compiler needs.
  sys::fs::file_status SourceStatus;
  if (!sys::fs::status(C.Source, SourceStatus) &&
      SourceStatus.type() != sys::fs::file_type::regular_file)
    return fallBack(Args, C,
                    "the source is not a regular file (a pipe or a device): "
                    "compiled as it is, unread");
  // Nothing warpagg could change (AtomicMentions.h): the original, unparsed.
  if (auto Text = MemoryBuffer::getFile(C.Source, /*IsText=*/false,
                                        /*RequiresNullTerminator=*/false);
      Text && !warpagg::mentionsAtomics((*Text)->getBuffer())) {
    if (!Report.Directory.empty())
      publishStatus(C.Source, warpagg::FileStatus::Unchanged, "");
    return compile(Args);
  }
  Workspace Files(C.Output, C.Source);
  if (!Files.ok())
    return fallBack(Args, C, Files.error());
  std::string Busy;
  if (!Files.lock(Busy))
    return fallBack(Args, C, Busy);
  Status = rewriteAndCompile(Args, C, Tool, Extra, Files);
  // A changed .warpagg changes the rewrite: the build compiles again.
  if (Status == 0)
    addToDepFile(C.DepFile, configFilesAbove(C.Source));
  return Status;
}

const char Usage[] = R"(OVERVIEW: warpagg-launch: compile CUDA sources rewritten by warpagg

A compiler launcher, like ccache: put it before an nvcc or clang command,
or set it as CMake's CUDA compiler launcher, once, for every CUDA target:

  cmake -DCMAKE_CUDA_COMPILER_LAUNCHER=warpagg-launch ...
  set(CMAKE_CUDA_COMPILER_LAUNCHER ${WARPAGG_LAUNCHER})  (after find_package)

With a compiler cache, warpagg-launch comes first: "warpagg-launch;ccache"
(the cache then sees the rewritten copy).

For a command that compiles one CUDA source (a .cu file, or any file after
-x cu / -x cuda) it runs warpagg on the source with the command's -D, -U,
-I, -isystem, -include and -std flags and the lowest architecture it builds
for, writes the rewritten copy beside the output, alone in a directory of
its own (<output>.warpagg/<source name>, with '#line' directives naming the
original; warpagg's messages in <output>.warpagg.log), and compiles the copy
with the command's own flags, the original's directory searched for "x.h"
includes (as it is for the original; <x.h> finds what it finds there) and
the warpagg runtime's headers last. Where the output is not a regular file
in a writable directory (-o /dev/null) the copy and log go to a private
temporary directory, removed after. The compile's dependency file
(-MD/-MF) names the original. clang's response files (@file) and nvcc's
--options-file are read; nvcc rejects @file, and such a command runs as
given.

A source whose text names no atomic operation (neither "atomic" nor
"fetch_" in it, comments included) is compiled as it is, without running
warpagg: only what the source itself spells can be rewritten (warpagg
writes no header for the launcher and leaves macro bodies alone). Its
record in the build report says unchanged.

It never breaks a build: where the rewrite fails (clang cannot parse the
file, warpagg refuses a flag or crashes, the copy does not compile, the
source is a pipe or a device, which the launcher never reads) the
original is compiled unchanged and one warning line says why. In strict
mode the original is compiled too: where it fails, its own diagnostics and
status are the result (the source is broken); where it compiles, an error
line says why it was not rewritten, its object is removed and the compile
fails (a file with nothing to rewrite is no failure). warpagg's warnings
about the .warpagg files are shown (from the log), once each. Links, non-CUDA sources and preprocessing run
unchanged. The exit status is the compiler's: 127 when it is not found, 126
when it cannot run, 128+N when signal N ends it, as a shell says. The
.warpagg files above the source are added to the compile's dependency file,
so that changing one compiles again.

Rewrites are cached: what warpagg wrote for an object (the copy, its log)
is kept under a key of everything that determines it (the source, every
header the parse read, the flags warpagg gets, the tool, the .warpagg files,
the warpagg options) and put back, without running warpagg, when all of
that is unchanged. So is a source clang cannot parse: the same warning
(or strict mode's error) and record, without parsing it again; except
where an #include found no file (a header the build may generate later).
Only the tool is needed where the compile runs. Paths under the working
directory are keyed relative to it (as ccache's base_dir), so a fresh build
directory hits what another one stored. A shared cache directory must be
trusted as ccache's is: whoever can write it decides what the copies hold.
Its files are written writable by owner and group only; one that anyone may
write is never served, and eviction removes only the cache's own files,
never through a link. Launches of one object at once take turns (a lock,
<output>.warpagg.lock).

CUDA's own headers are parsed once per compile command, not once per file:
warpagg keeps their precompiled header in the cache's preambles/ (warpagg
--preamble-cache; at most 16, about 8 MB each) and later compiles load it
while the headers it read are unchanged. WARPAGG_CACHE=off keeps none.

One report for the whole build: with --report-dir=DIR or
WARPAGG_REPORT_DIR=DIR (the CMake package's WARPAGG_LAUNCHER passes
<build>/warpagg-report), each compile of a CUDA source leaves a record in
DIR (warpagg's decisions, or that it was compiled unchanged and why), kept
as <output>.warpagg.record.json beside the log too (and cached with it).
'warpagg report DIR --format=sarif|html|json' merges them.

USAGE: warpagg-launch [options] <compiler> <arguments>...
       warpagg-launch --help | --version

OPTIONS (before the compiler):
  --strict                  a fallback fails the compile (as
                            WARPAGG_LAUNCH_STRICT=1)
  --report-dir=<dir>        the build report's directory (as
                            WARPAGG_REPORT_DIR)
  --warpagg-args=<options>  more warpagg options, before WARPAGG_ARGS; on
                            the command line, a change compiles again

ENVIRONMENT:
  WARPAGG_LAUNCH=off        run every command unchanged (also 0, false, no)
  WARPAGG_LAUNCH_STRICT=1   strict mode (also on, true, yes)
  WARPAGG_ARGS=...          more warpagg options, e.g. "--strategy=runs
                            --fuse=off" (each word an option; values joined
                            with '='); a change reaches only the compiles
                            that run (the build does not see it)
  WARPAGG_CACHE=off         no rewrite cache
  WARPAGG_CACHE_DIR=<dir>   the cache (default $XDG_CACHE_HOME/warpagg, else
                            ~/.cache/warpagg)
  WARPAGG_CACHE_SIZE=<n>    its size cap, e.g. 500M, 2G (default 1G); the
                            entries used longest ago go first
  WARPAGG_REPORT_DIR=<dir>  the build report's directory (see above)
)";

// The launcher's own options, before the compiler (whose name never starts
// with '-'); the index of the compiler, or 0 after an error.
int readLaunchOptions(int argc, char **argv) {
  std::optional<bool> Strict = envSwitch("WARPAGG_LAUNCH_STRICT");
  Launch.Strict = Strict.value_or(false);
  if (const char *Dir = std::getenv("WARPAGG_REPORT_DIR"))
    Report.Directory = Dir;
  int I = 1;
  for (; I < argc && StringRef(argv[I]).starts_with("-"); ++I) {
    StringRef A = argv[I];
    if (A == "--strict")
      Launch.Strict = true;
    else if (A.consume_front("--report-dir="))
      Report.Directory = A.str();
    else if (A.consume_front("--warpagg-args="))
      Launch.WarpaggArgs += (Launch.WarpaggArgs.empty() ? "" : " ") + A.str();
    else {
      errs() << "warpagg-launch: error: unknown option '" << A
             << "' (see warpagg-launch --help)\n";
      return 0;
    }
  }
  return I;
}

} // namespace

int main(int argc, char **argv) {
  ProgramPath = sys::fs::getMainExecutable(argv[0], (void *)&warn);
  if (argc == 2 && StringRef(argv[1]) == "--help") {
    outs() << Usage;
    return 0;
  }
  if (argc == 2 && StringRef(argv[1]) == "--version") {
    outs() << "warpagg-launch " << WARPAGG_LAUNCH_VERSION << "\n";
    return 0;
  }
  int Compiler = readLaunchOptions(argc, argv);
  if (Compiler == 0)
    return 2;
  if (Compiler >= argc) {
    errs() << Usage;
    return 2;
  }
  return launch(std::vector<std::string>(argv + Compiler, argv + argc));
}
