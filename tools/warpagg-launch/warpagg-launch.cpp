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
// Environment: WARPAGG_LAUNCH=off (or 0, false, no) runs every command
// unchanged; WARPAGG_ARGS adds warpagg options (e.g. "--strategy=runs
// --fuse=off").
//
//===----------------------------------------------------------------------===//
#include "CompileCommand.h"
#include "RunProgram.h"
#include "Workspace.h"
#include "warpagg/report/ReportRecord.h"
#include "warpagg/rewrite/FileNameQuoting.h"
#include "warpagg/support/RuntimeHeaders.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
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

// "--report-dir=DIR" before the compiler (CMake's launcher list), else
// WARPAGG_REPORT_DIR; the option is taken off the command.
void readReportDirectory(std::vector<std::string> &Args) {
  if (!Args.empty() && StringRef(Args[0]).starts_with("--report-dir=")) {
    Report.Directory = Args[0].substr(strlen("--report-dir="));
    Args.erase(Args.begin());
    return;
  }
  if (const char *Dir = std::getenv("WARPAGG_REPORT_DIR"))
    Report.Directory = Dir;
}

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
  SmallString<256> Path(Source);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  warpagg::RunReport Fallback;
  Fallback.Files.push_back({std::string(Path),
                            warpagg::FileStatus::CompiledUnchanged, Why});
  Fallback.Origin = Report.Object;
  std::string Text = formatv("{0:2}\n", toJSON(Fallback)).str();
  if (!Report.Record.empty())
    consumeError(warpagg::writeRecord(Report.Record, Fallback));
  publishRecord(Text, Source);
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

bool disabled() {
  const char *V = std::getenv("WARPAGG_LAUNCH");
  if (!V)
    return false;
  StringRef S(V);
  return S.equals_insensitive("off") || S == "0" ||
         S.equals_insensitive("false") || S.equals_insensitive("no");
}

std::string findWarpagg() {
  SmallString<256> Beside(sys::path::parent_path(ProgramPath));
  sys::path::append(Beside, "warpagg");
  if (sys::fs::can_execute(Beside))
    return std::string(Beside);
  ErrorOr<std::string> Found = sys::findProgramByName("warpagg");
  return Found ? *Found : "";
}

// WARPAGG_ARGS, split as a shell would. Every word is an option: a value
// is joined to its option with '=' (a word on its own would reach warpagg
// as a second source file, and its complaint would not name the variable).
bool warpaggArgs(std::vector<std::string> &Extra, std::string &Problem) {
  const char *V = std::getenv("WARPAGG_ARGS");
  if (!V)
    return true;
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 8> Tokens;
  cl::TokenizeGNUCommandLine(V, Saver, Tokens);
  for (StringRef T : Tokens) {
    if (!T.starts_with("-") || T == "-" || T == "--") {
      Problem = "WARPAGG_ARGS: '" + T.str() +
                "' is not a warpagg option (write options as --name or "
                "--name=value)";
      return false;
    }
    Extra.push_back(T.str());
  }
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

// Prints a captured file to a stream and removes it.
void replay(const std::string &Path, raw_ostream &OS) {
  OS << readFile(Path);
  OS.flush();
  sys::fs::remove(Path);
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
  if (!Files.makeCopyDirectory(Error)) { // never compile a stale copy
    warn(C.Source, Error);
    return compile(Args);
  }
  std::vector<std::string> Rewrite = {Tool, C.Source, "-o", Copy,
                                      "--pin-local-includes"};
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

  StringRef LogRef = Log;
  int Status = runProgram(Rewrite, Error, {std::nullopt, LogRef, LogRef});
  if (Status != 0) {
    Files.removeCopy();
    warn(C.Source, Error.empty() ? firstError(readFile(Log), Status)
                                 : Error + see(Files, Log));
    return compile(Args);
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
  if (Original == 0)
    warn(C.Source, Why);
  else
    recordCompile(C.Source, Why);
  return Original;
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
  if (!C.Unreadable.empty()) {
    warn("", C.Unreadable);
    return compile(Args);
  }

  std::string Tool = findWarpagg();
  if (Tool.empty()) {
    warn(C.Source, "warpagg not found beside warpagg-launch or on the PATH");
    return compile(Args);
  }
  std::vector<std::string> Extra;
  std::string Problem;
  if (!warpaggArgs(Extra, Problem)) {
    warn(C.Source, Problem);
    return compile(Args);
  }
  Workspace Files(C.Output, C.Source);
  if (!Files.ok()) {
    warn(C.Source, Files.error());
    return compile(Args);
  }
  return rewriteAndCompile(Args, C, Tool, Extra, Files);
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

It never breaks a build: where the rewrite fails (clang cannot parse the
file, warpagg refuses a flag or crashes, the copy does not compile) the
original is compiled unchanged and one warning line says why. Links,
non-CUDA sources and preprocessing run unchanged. The exit status is the
compiler's: 127 when it is not found, 126 when it cannot run, 128+N when
signal N ends it, as a shell says.

USAGE: warpagg-launch [--report-dir=DIR] <compiler> <arguments>...

One report for the whole build: with --report-dir=DIR (first, before the
compiler; the CMake package's WARPAGG_LAUNCHER passes
<build>/warpagg-report) or WARPAGG_REPORT_DIR=DIR, each compile of a CUDA
source leaves a record in DIR (warpagg's decisions, or that it was
compiled unchanged and why), kept as <output>.warpagg.record.json beside
the log too. 'warpagg report DIR --format=sarif|html|json' merges them.

ENVIRONMENT:
  WARPAGG_LAUNCH=off   run every command unchanged (also 0, false, no)
  WARPAGG_ARGS=...     more warpagg options, e.g. "--strategy=runs --fuse=off"
                       (each word an option; values joined with '=')
  WARPAGG_REPORT_DIR=DIR  the build report's directory (see above)
)";

} // namespace

int main(int argc, char **argv) {
  ProgramPath = sys::fs::getMainExecutable(argv[0], (void *)&warn);
  if (argc == 2 && StringRef(argv[1]) == "--help") {
    outs() << Usage;
    return 0;
  }
  if (argc < 2) {
    errs() << Usage;
    return 2;
  }
  std::vector<std::string> Args(argv + 1, argv + argc);
  readReportDirectory(Args);
  if (Args.empty()) {
    errs() << Usage;
    return 2;
  }
  return launch(Args);
}
