//===- CompileFlags.cpp ---------------------------------------------------===//
#include "warpagg/frontend/CompileFlags.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"

using namespace clang;

namespace warpagg {
namespace {

bool isCudaInstallation(llvm::StringRef Dir) {
  llvm::SmallString<256> Header(Dir);
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  return llvm::sys::fs::exists(Header);
}

// nvcc flags that take a separate value ("-ccbin g++") and mean nothing to a
// device-side parse.
const llvm::StringSet<> &droppedFlagsWithValue() {
  static const llvm::StringSet<> Flags = {
      "-arch", "--gpu-architecture", "-code", "--gpu-code", "-gencode",
      "--generate-code", "-ccbin", "--compiler-bindir", "-Xptxas",
      "--ptxas-options", "-Xnvlink", "--nvlink-options", "-Xlinker",
      "--linker-options", "-Xcudafe", "-Xarchive", "-maxrregcount",
      "--maxrregcount", "-t", "--threads", "-cudart", "--cudart",
      "--default-stream", "-default-stream", "--diag-suppress",
      "-diag-suppress", "--options-file", "-optf", "-odir", "--output-directory",
      "-MF", "-MT", "-MQ", "--dependency-output"};
  return Flags;
}

// nvcc flags without value (or with "=value" attached) that are dropped.
bool isDroppedNvccFlag(llvm::StringRef Arg) {
  static const char *const Prefixes[] = {
      "-arch=", "--gpu-architecture=", "-code=", "--gpu-code=", "-gencode=",
      "--generate-code=", "-ccbin=", "--compiler-bindir=", "-Xptxas=",
      "--ptxas-options=", "-Xnvlink=", "-Xcudafe=", "-maxrregcount=",
      "--maxrregcount=", "-t=", "--threads=", "-cudart=", "--cudart=",
      "--default-stream=", "-diag-suppress=", "--diag-suppress=", "-rdc=false",
      "--relocatable-device-code=false", "--options-file=", "-optf=", "-Werror=",
      "--Werror", "-Wno-deprecated-gpu-targets", "-Wno-deprecated-declarations"};
  static const llvm::StringSet<> Exact = {
      "--expt-relaxed-constexpr", "-expt-relaxed-constexpr",
      "--expt-extended-lambda", "-expt-extended-lambda", "--extended-lambda",
      "-extended-lambda", "-lineinfo", "--generate-line-info",
      "--use_fast_math", "-use_fast_math", "-G", "--device-debug",
      "--keep", "-keep", "--resource-usage", "-res-usage",
      "-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler",
      "-forward-unknown-to-host-linker", "--forward-unknown-to-host-linker",
      "-dlto", "--dlto", "-restrict", "--restrict", "-src-in-ptx",
      "--source-in-ptx", "-dw", "--dependency-drive-prefix", "-cubin", "-ptx",
      "-fatbin", "-MD", "-MMD", "-M", "-MM"};
  if (Exact.contains(Arg))
    return true;
  for (const char *P : Prefixes)
    if (Arg.starts_with(P))
      return true;
  return false;
}

// Host-compiler flags forwarded through -Xcompiler that still shape the
// parse (macros, include paths, the language standard).
void keepRelevantHostFlags(llvm::StringRef Value,
                           std::vector<std::string> &Out) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts)
    if (P.starts_with("-D") || P.starts_with("-U") || P.starts_with("-I") ||
        P.starts_with("-std="))
      Out.push_back(P.str());
}

bool isGpuArchFlag(llvm::StringRef Arg) {
  return Arg.starts_with("--cuda-gpu-arch=") ||
         Arg.starts_with("--offload-arch=") || Arg.starts_with("--cuda-path=");
}

} // namespace

llvm::Expected<std::string> findCudaInstallation(llvm::StringRef FlagValue) {
  std::string Where;
  std::string From;
  if (!FlagValue.empty()) {
    Where = FlagValue.str();
    From = "--cuda-path";
  } else if (std::optional<std::string> Env =
                 llvm::sys::Process::GetEnv("CUDA_PATH");
             Env && !Env->empty()) {
    Where = *Env;
    From = "$CUDA_PATH";
  } else {
    Where = "/usr/local/cuda";
    From = "the default location";
  }
  if (!isCudaInstallation(Where))
    return llvm::createStringError(
        "no CUDA installation at '" + Where + "' (from " + From +
        "): it has no include/cuda_runtime.h; pass --cuda-path=<dir> naming "
        "the CUDA toolkit");
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Where, Real))
    return Where;
  return std::string(Real);
}

std::string defaultResourceDir() { return WARPAGG_CLANG_RESOURCE_DIR; }

std::string defaultRuntimeInclude(const char *Argv0) {
  // Installed layout: <prefix>/bin/warpagg and <prefix>/include/warpagg/.
  std::string Exe = llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&defaultRuntimeInclude));
  llvm::SmallString<256> Installed(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Installed, "include");
  llvm::SmallString<256> Header(Installed);
  llvm::sys::path::append(Header, "warpagg", "warpagg.cuh");
  if (llvm::sys::fs::exists(Header))
    return std::string(Installed);
  return WARPAGG_RUNTIME_INCLUDE_DIR;
}

std::vector<std::string>
translateCompileCommand(const std::vector<std::string> &Args) {
  if (Args.empty())
    return Args;
  bool IsNvcc = llvm::sys::path::filename(Args[0]).contains("nvcc");
  std::vector<std::string> Out;
  // The driver's name picks its mode: parse as clang++ whatever compiled it.
  Out.push_back("clang++");
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    auto Next = [&]() -> llvm::StringRef {
      return I + 1 < Args.size() ? llvm::StringRef(Args[++I]) : "";
    };
    if (isGpuArchFlag(A))
      continue;
    if (A == "--cuda-gpu-arch" || A == "--offload-arch") {
      Next();
      continue;
    }
    if (!IsNvcc) {
      Out.push_back(A.str());
      continue;
    }
    if (droppedFlagsWithValue().contains(A)) {
      Next();
      continue;
    }
    if (isDroppedNvccFlag(A))
      continue;
    if (A == "-Xcompiler" || A == "--compiler-options") {
      keepRelevantHostFlags(Next(), Out);
      continue;
    }
    if (A.consume_front("-Xcompiler=") ||
        A.consume_front("--compiler-options=")) {
      keepRelevantHostFlags(A, Out);
      continue;
    }
    if (A == "-rdc=true" || A == "--relocatable-device-code=true" ||
        A == "-dc" || A == "--device-c") {
      Out.push_back("-fgpu-rdc");
      continue;
    }
    if (A == "--std" || A == "-std") {
      Out.push_back(("-std=" + Next()).str());
      continue;
    }
    if (A.consume_front("--std=")) {
      Out.push_back(("-std=" + A).str());
      continue;
    }
    if (A == "-x" || A == "--x") {
      llvm::StringRef Lang = Next();
      Out.push_back("-x");
      Out.push_back(Lang == "cu" ? "cuda" : Lang.str());
      continue;
    }
    if (A == "-I" || A == "-D" || A == "-isystem" || A == "-include" ||
        A == "-U") { // separate values that must stay with their flag
      Out.push_back(A.str());
      Out.push_back(Next().str());
      continue;
    }
    if (A == "--include-path" || A == "--define-macro") {
      Out.push_back(A == "--include-path" ? "-I" : "-D");
      Out.push_back(Next().str());
      continue;
    }
    Out.push_back(A.str());
  }
  return Out;
}

namespace {

// Appends the options of nvcc options file \p Name (a comma-separated list)
// to \p Out, reading nested options files up to a depth; the names of files
// that cannot be read go to \p Unreadable.
void appendOptionsFiles(llvm::StringRef Name, llvm::StringRef Directory,
                        unsigned Depth, std::vector<std::string> &Out,
                        std::vector<std::string> &Unreadable);

void expandOptionsFiles(const std::vector<std::string> &Args,
                        llvm::StringRef Directory, unsigned Depth,
                        std::vector<std::string> &Out,
                        std::vector<std::string> &Unreadable) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if ((A == "--options-file" || A == "-optf") && I + 1 < Args.size()) {
      appendOptionsFiles(Args[++I], Directory, Depth, Out, Unreadable);
      continue;
    }
    if (A.consume_front("--options-file=") || A.consume_front("-optf=")) {
      appendOptionsFiles(A, Directory, Depth, Out, Unreadable);
      continue;
    }
    Out.push_back(Args[I]);
  }
}

void appendOptionsFiles(llvm::StringRef Name, llvm::StringRef Directory,
                        unsigned Depth, std::vector<std::string> &Out,
                        std::vector<std::string> &Unreadable) {
  llvm::SmallVector<llvm::StringRef, 2> Names;
  Name.split(Names, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef N : Names) {
    llvm::SmallString<256> Path(N);
    if (!llvm::sys::path::is_absolute(Path)) {
      Path = Directory;
      llvm::sys::path::append(Path, N);
    }
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer || Depth > 8) {
      Unreadable.push_back(std::string(Path));
      continue;
    }
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *, 16> Tokens;
    llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
    std::vector<std::string> Inner(Tokens.begin(), Tokens.end());
    expandOptionsFiles(Inner, Directory, Depth + 1, Out, Unreadable);
  }
}

} // namespace

void NvccOptionsFilesDatabase::expand(tooling::CompileCommand &Command) const {
  std::vector<std::string> &Args = Command.CommandLine;
  if (Args.empty() || !llvm::sys::path::filename(Args[0]).contains("nvcc"))
    return;
  std::vector<std::string> Out, Unreadable;
  expandOptionsFiles(Args, Command.Directory, 0, Out, Unreadable);
  Args = std::move(Out);
  std::lock_guard<std::mutex> Guard(Lock);
  for (const std::string &Path : Unreadable)
    if (Reported.insert(Path).second)
      llvm::errs() << "warpagg: warning: cannot read nvcc options file '"
                   << Path << "'; its options are not used\n";
}

std::vector<tooling::CompileCommand>
NvccOptionsFilesDatabase::getCompileCommands(llvm::StringRef FilePath) const {
  std::vector<tooling::CompileCommand> Commands =
      Base.getCompileCommands(FilePath);
  for (tooling::CompileCommand &C : Commands)
    expand(C);
  return Commands;
}

std::vector<tooling::CompileCommand>
NvccOptionsFilesDatabase::getAllCompileCommands() const {
  std::vector<tooling::CompileCommand> Commands = Base.getAllCompileCommands();
  for (tooling::CompileCommand &C : Commands)
    expand(C);
  return Commands;
}

tooling::ArgumentsAdjuster cudaArgumentsAdjuster(const CudaSetup &Setup) {
  return [Setup](const tooling::CommandLineArguments &Args,
                 llvm::StringRef /*File*/) {
    std::vector<std::string> Out = translateCompileCommand(Args);
    // Our flags go right after the driver name: a command may end in
    // "-- file", after which everything is an input. Parse every input as
    // CUDA (headers and .cpp files that nvcc compiles too).
    std::vector<std::string> Own = {"-x", "cuda", "--cuda-device-only",
                                    "--cuda-gpu-arch=" + Setup.GpuArch,
                                    "--cuda-path=" + Setup.CudaPath,
                                    "-resource-dir=" + Setup.ResourceDir,
                                    "-Wno-unknown-cuda-version", "-w",
                                    // every error is sorted (see
                                    // DialectDiagnostics.h): none is cut off
                                    "-ferror-limit=0"};
    for (const std::string &Dir :
         {Setup.CudaPath + "/include/cccl", Setup.RuntimeInclude}) {
      if (!llvm::sys::fs::is_directory(Dir))
        continue;
      Own.push_back("-isystem");
      Own.push_back(Dir);
    }
    if (!Setup.HostInclude.empty()) {
      Own.push_back("-idirafter");
      Own.push_back(Setup.HostInclude);
    }
    // The prelude is found through a system directory, so that it is a
    // system header: no site, no warning, no dependency is ever taken from it.
    llvm::StringRef Prelude = Setup.NvccPrelude;
    llvm::StringRef PreludeDir = llvm::sys::path::parent_path(Prelude);
    if (llvm::sys::fs::exists(Prelude) &&
        llvm::sys::path::filename(PreludeDir) == "warpagg") {
      Own.push_back("-isystem");
      Own.push_back(llvm::sys::path::parent_path(PreludeDir).str());
      Own.push_back("-include");
      Own.push_back(("warpagg/" + llvm::sys::path::filename(Prelude)).str());
    }
    Out.insert(Out.begin() + 1, Own.begin(), Own.end());
    return Out;
  };
}

} // namespace warpagg
