//===- warpagg-launch.cpp - Rewrite a CUDA source, then compile it ---------===//
//
//   warpagg-launch <compiler> <args>...
//
// A compiler launcher (CMAKE_CUDA_COMPILER_LAUNCHER, or a prefix to any nvcc
// or clang command, like ccache). For a command that compiles one CUDA
// source it runs warpagg on the source to <output>.warpagg.cu (warpagg's
// messages in <output>.warpagg.log) and compiles that copy with the
// command's own flags; every other command runs unchanged. It never breaks
// a build: when the rewrite fails in any way (clang cannot parse the file,
// warpagg crashes or refuses a flag, the copy does not compile), the
// original is compiled unchanged and one warning line says why.
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
#include "warpagg/rewrite/FileNameQuoting.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <optional>

using namespace llvm;
using namespace warpagg_launch;

namespace {

std::string ProgramPath; // this executable, for finding warpagg beside it

void warn(const std::string &Source, const std::string &Why) {
  errs() << "warpagg-launch: warning: "
         << (Source.empty() ? "" : Source + ": ")
         << "compiled unchanged: " << Why << "\n";
}

// Runs Args (Args[0] found on the PATH when it has no slash) with its output
// where Redirects say; the exit status, or -1 with Error set.
int run(const std::vector<std::string> &Args, std::string &Error,
        ArrayRef<std::optional<StringRef>> Redirects = {}) {
  std::string Program = Args[0];
  if (!StringRef(Program).contains('/')) {
    ErrorOr<std::string> Found = sys::findProgramByName(Program);
    if (!Found) {
      Error = "'" + Program + "' not found on the PATH";
      return -1;
    }
    Program = *Found;
  }
  std::vector<StringRef> Refs(Args.begin(), Args.end());
  bool Failed = false;
  int Status = sys::ExecuteAndWait(Program, Refs, std::nullopt, Redirects, 0,
                                   0, &Error, &Failed);
  if (Failed)
    return -1;
  if (Status < 0) // -2: killed by a signal, whose name is in Error
    Error = (sys::path::filename(Program) + " crashed" +
             (Error.empty() ? "" : ": " + Error)).str();
  return Status < 0 ? -1 : Status;
}

// Runs the compiler command as given; its status is ours.
int compile(const std::vector<std::string> &Args) {
  std::string Error;
  int Status = run(Args, Error);
  if (Status < 0) {
    errs() << "warpagg-launch: error: " << Error << "\n";
    return 1;
  }
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

std::string besideUs(StringRef Relative) {
  SmallString<256> P(sys::path::parent_path(ProgramPath));
  sys::path::append(P, Relative);
  sys::path::remove_dots(P, true);
  return P.str().str();
}

std::string findWarpagg() {
  std::string Beside = besideUs("warpagg");
  if (sys::fs::can_execute(Beside))
    return Beside;
  ErrorOr<std::string> Found = sys::findProgramByName("warpagg");
  return Found ? *Found : "";
}

// The runtime's include directory: <prefix>/include beside bin/, else the
// source tree this launcher was built from. None where the compiler
// searches it anyway (/usr/include: naming it again would reorder the
// system's directories).
std::string runtimeInclude() {
  std::string Dir = besideUs("../include");
  if (!sys::fs::exists(Dir + "/warpagg/warpagg.cuh"))
    Dir = WARPAGG_LAUNCH_RUNTIME_INCLUDE;
  if (Dir == "/usr/include" || Dir == "/usr/local/include")
    return "";
  return Dir;
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

int launch(const std::vector<std::string> &Args) {
  if (disabled())
    return compile(Args);
  CompileCommand C = readCompileCommand(Args);
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
  if (const char *V = std::getenv("WARPAGG_ARGS")) {
    BumpPtrAllocator Alloc;
    StringSaver Saver(Alloc);
    SmallVector<const char *, 8> Tokens;
    cl::TokenizeGNUCommandLine(V, Saver, Tokens);
    Extra.assign(Tokens.begin(), Tokens.end());
  }
  auto Given = [&](StringRef Option) {
    return any_of(Extra, [&](StringRef E) { return E.starts_with(Option); });
  };

  std::string Copy = C.Output + ".warpagg.cu";
  std::string Log = C.Output + ".warpagg.log";
  sys::fs::create_directories(sys::path::parent_path(Copy));
  sys::fs::remove(Copy); // never compile a stale copy
  std::vector<std::string> Rewrite = {Tool, C.Source, "-o", Copy};
  if (!C.GpuArch.empty() && !Given("--cuda-gpu-arch"))
    Rewrite.push_back("--cuda-gpu-arch=" + C.GpuArch);
  std::string CudaPath =
      C.Kind == CompilerKind::Nvcc ? cudaPathOf(Args[C.CompilerIndex])
                                   : C.CudaPath;
  if (!CudaPath.empty() && !Given("--cuda-path"))
    Rewrite.push_back("--cuda-path=" + CudaPath);
  append_range(Rewrite, Extra);
  Rewrite.push_back("--");
  append_range(Rewrite, C.ParseFlags);

  std::string Error;
  StringRef LogRef = Log;
  int Status = run(Rewrite, Error, {std::nullopt, LogRef, LogRef});
  if (Status != 0) {
    warn(C.Source, Status < 0 ? Error + " (see " + Log + ")"
                              : firstError(readFile(Log), Status));
    return compile(Args);
  }
  std::string NewText = readFile(Copy);
  if (NewText.empty() || NewText == readFile(C.Source)) {
    sys::fs::remove(Copy); // nothing rewritten: the original is the source
    return compile(Args);
  }

  std::vector<std::string> Command =
      commandForCopy(Args, C, Copy, runtimeInclude());
  std::string Out = C.Output + ".warpagg.out", Err = C.Output + ".warpagg.err";
  Status = run(Command, Error, {std::nullopt, StringRef(Out), StringRef(Err)});
  if (Status == 0) {
    replay(Out, outs());
    replay(Err, errs());
    renameInDepFile(C.DepFile, Copy, C.Source);
    return 0;
  }
  // The copy did not compile. Compile the original: if that fails too the
  // code is at fault, and its errors are the ones to show.
  std::string Kept = C.Output + ".warpagg.compile.log";
  sys::fs::rename(Err, Kept);
  sys::fs::remove(Out);
  int Original = compile(Args);
  if (Original == 0)
    warn(C.Source, "the rewritten copy " + Copy + " did not compile (see " +
                       Kept + ")");
  return Original;
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
for, writes the rewritten copy beside the output (<output>.warpagg.cu, with
'#line' directives naming the original; warpagg's messages in
<output>.warpagg.log), and compiles the copy with the command's own flags,
the original's directory first on the include path and the warpagg runtime's
headers last. The compile's dependency file (-MD/-MF) names the original.
Response files (@file) and nvcc's --options-file are read.

It never breaks a build: where the rewrite fails (clang cannot parse the
file, warpagg refuses a flag or crashes, the copy does not compile) the
original is compiled unchanged and one warning line says why. Links,
non-CUDA sources and preprocessing run unchanged. The exit status is the
compiler's.

USAGE: warpagg-launch <compiler> <arguments>...

ENVIRONMENT:
  WARPAGG_LAUNCH=off   run every command unchanged (also 0, false, no)
  WARPAGG_ARGS=...     more warpagg options, e.g. "--strategy=runs --fuse=off"
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
  return launch(std::vector<std::string>(argv + 1, argv + argc));
}
