//===- CompileFlags.cpp ---------------------------------------------------===//
#include "warpagg/frontend/CompileFlags.h"
#include "warpagg/frontend/NvccFlags.h"
#include "warpagg/support/RuntimeHeaders.h"

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
  // Installed layout: <prefix>/bin/warpagg and <prefix>/include/warpagg/;
  // none under /usr (see RuntimeHeaders.h).
  return runtimeIncludeToAdd(llvm::sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&defaultRuntimeInclude)));
}

std::vector<std::string>
translateCompileCommand(const std::vector<std::string> &Args) {
  if (Args.empty())
    return Args;
  // nvcc's flags are read from a command nvcc runs and from the flags after
  // `--` (libTooling names that command "clang-tool"), where users write
  // what their build passes to nvcc; a clang command keeps its own.
  llvm::StringRef Driver = llvm::sys::path::filename(Args[0]);
  bool ReadsNvccFlags = Driver.contains("nvcc") || Driver == "clang-tool";
  std::vector<std::string> Out;
  // The driver's name picks its mode: parse as clang++ whatever compiled it.
  Out.push_back("clang++");
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (isGpuArchFlag(A))
      continue;
    if (A == "--cuda-gpu-arch" || A == "--offload-arch") {
      ++I;
      continue;
    }
    if (ReadsNvccFlags && translateNvccOption(Args, I, Out))
      continue;
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
