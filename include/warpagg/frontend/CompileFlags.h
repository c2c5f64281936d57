//===- CompileFlags.h - Make a user's compile command parse CUDA in clang --===//
//
// warpagg parses each file the way the user's build compiles it, but with
// clang, for the device side of one GPU architecture. This file finds the
// CUDA installation and turns a compile command (clang's or nvcc's, from
// `--` or from compile_commands.json) into such a clang command.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_COMPILEFLAGS_H
#define WARPAGG_COMPILEFLAGS_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <mutex>
#include <string>
#include <vector>

namespace warpagg {

struct CudaSetup {
  std::string CudaPath;       ///< e.g. /usr/local/cuda
  std::string GpuArch = "sm_90";
  std::string ResourceDir;    ///< clang's builtin headers
  /// directory holding warpagg/warpagg.cuh; empty where clang searches it
  /// anyway (/usr/include: see support/RuntimeHeaders.h)
  std::string RuntimeInclude;
  /// nvcc dialect (NvccDialect.h): the prelude force-included for parsing,
  /// and the host compiler's include directory, searched last; empty: none.
  std::string NvccPrelude;
  std::string HostInclude;
};

/// The CUDA installation to parse against: \p FlagValue (--cuda-path), else
/// $CUDA_PATH, else /usr/local/cuda. The error names where it looked and the
/// flag that fixes it.
llvm::Expected<std::string> findCudaInstallation(llvm::StringRef FlagValue);

/// Clang's resource directory and the runtime's include directory, found
/// next to the installed binary or else in the build configuration (""
/// where that is a directory clang searches anyway).
std::string defaultResourceDir();
std::string defaultRuntimeInclude(const char *Argv0);

/// Rewrites nvcc's flags (NvccFlags.h) into clang's spelling or drops them,
/// in a command nvcc runs and in the flags given after `--`. A clang command
/// from a compile database passes through unchanged but for the
/// GPU-architecture flags, which warpagg sets itself.
std::vector<std::string>
translateCompileCommand(const std::vector<std::string> &Args);

/// \p Base with nvcc's options files read: in a command run by nvcc,
/// `--options-file F[,G...]` and `-optf F` (also with `=`) are replaced by
/// the options the files hold (relative names are taken from the command's
/// directory; files may name more options files). A file that cannot be
/// read is reported once on stderr and its flag dropped.
class NvccOptionsFilesDatabase : public clang::tooling::CompilationDatabase {
public:
  explicit NvccOptionsFilesDatabase(
      const clang::tooling::CompilationDatabase &Base)
      : Base(Base) {}
  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef FilePath) const override;
  std::vector<std::string> getAllFiles() const override {
    return Base.getAllFiles();
  }
  std::vector<clang::tooling::CompileCommand>
  getAllCompileCommands() const override;

private:
  void expand(clang::tooling::CompileCommand &Command) const;
  const clang::tooling::CompilationDatabase &Base;
  mutable std::mutex Lock;
  mutable llvm::StringSet<> Reported;
};

/// The adjuster ClangTool applies to every command: the translation above,
/// then warpagg's own flags for a device-only parse.
clang::tooling::ArgumentsAdjuster cudaArgumentsAdjuster(const CudaSetup &Setup);

} // namespace warpagg

#endif
